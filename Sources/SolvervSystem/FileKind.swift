public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// What is at a path, so that reading and writing can decide before opening: a FIFO with no
/// writer blocks `open`, and a rename would replace a device node or a symbolic link.
public enum FileKind: Sendable, Equatable {
  case regular, directory, fifo, socket, characterDevice, blockDevice, symbolicLink, other

  init(mode: mode_t) {
    switch mode & S_IFMT {
    case S_IFREG: self = .regular
    case S_IFDIR: self = .directory
    case S_IFIFO: self = .fifo
    case S_IFSOCK: self = .socket
    case S_IFCHR: self = .characterDevice
    case S_IFBLK: self = .blockDevice
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }

  /// The kind at `path` (the link itself for a symbolic link), or nil when nothing is there.
  public static func at(_ path: String) -> FileKind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    return FileKind(mode: info.st_mode)
  }

  /// For messages: "config.toml is a FIFO, not a regular file".
  public var phrase: String {
    switch self {
    case .regular: "a regular file"
    case .directory: "a directory"
    case .fifo: "a FIFO"
    case .socket: "a socket"
    case .characterDevice: "a character device"
    case .blockDevice: "a block device"
    case .symbolicLink: "a symbolic link"
    case .other: "not a regular file"
    }
  }
}

extension FileKind {
  /// The kind as error messages name it in each language (``FileKindName``).
  public var name: FileKindName {
    switch self {
    case .regular: .regular
    case .directory: .directory
    case .fifo: .fifo
    case .socket: .socket
    case .characterDevice: .characterDevice
    case .blockDevice: .blockDevice
    case .symbolicLink: .symbolicLink
    case .other: .other
    }
  }
}
