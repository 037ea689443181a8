public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Whole-file reads and symlink lookups through libc: no Foundation, so the CLI starts fast.
public enum FileReader {
  /// The bytes of the file at `path`, or nil when it cannot be opened or read, or is larger than
  /// `limit` (time-zone files are a few kilobytes; the limit keeps a hostile path from eating
  /// memory). Regular files, `/proc` files and pipes; not directories. The open never waits: a
  /// FIFO with no writer reads as empty instead of hanging the caller.
  public static func read(_ path: String, limit: Int = 4 << 20) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR, info.st_size <= limit else { return nil }
    // A pipe with a writer is read to its end as before; our own open description, so safe.
    if (info.st_mode & S_IFMT) != S_IFREG { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) }
    return readAll(fd, size: Int(info.st_size), limit: limit)
  }

  /// Why a settings file could not be read; the description completes "PATH …".
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case missing
    case notRegular(FileKind)
    case tooLarge(limit: Int)
    case unreadable(String)

    /// The failure as error messages name it in each language.
    public var failure: FileFailure {
      switch self {
      case .missing: .missing
      case .notRegular(let kind): .notRegular(kind.name)
      case .tooLarge(let limit): .tooLarge(limit: limit)
      case .unreadable(let reason): .unreadable(reason)
      }
    }

    public var description: String {
      switch self {
      case .missing: "does not exist"
      case .notRegular(let kind): "is \(kind.phrase), not a regular file"
      case .tooLarge(let limit): "is larger than \(limit >= 1 << 20 ? "\(limit >> 20) MB" : "\(limit) bytes")"
      case .unreadable(let reason): "cannot be read: \(reason)"
      }
    }
  }

  /// The bytes of the regular file at `path` (symbolic links followed) — for the config and the
  /// state file, which must never be a FIFO (opening one waits for a writer for ever) or a device.
  public static func readRegularFile(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return .failure(errno == ENOENT ? .missing : .unreadable(String(cString: strerror(errno))))
    }
    guard FileKind(mode: info.st_mode) == .regular else { return .failure(.notRegular(FileKind(mode: info.st_mode))) }
    // O_NONBLOCK: if a FIFO was swapped in since the stat, the open still returns at once.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    defer { close(fd) }
    guard fstat(fd, &info) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    guard FileKind(mode: info.st_mode) == .regular else { return .failure(.notRegular(FileKind(mode: info.st_mode))) }
    guard info.st_size <= limit else { return .failure(.tooLarge(limit: limit)) }
    guard let bytes = readAll(fd, size: Int(info.st_size), limit: limit) else {
      return .failure(errno == 0 ? .tooLarge(limit: limit) : .unreadable(String(cString: strerror(errno))))
    }
    return .success(bytes)
  }

  /// Reads `fd` to its end. Regular files: one read of the known size. Pipes and /proc files
  /// report 0: read in chunks. Nil on an error (errno set) or past `limit` (errno 0).
  private static func readAll(_ fd: Int32, size: Int, limit: Int) -> [UInt8]? {
    var result = [UInt8](repeating: 0, count: max(size, 0) + 1)
    var count = 0
    while true {
      if count == result.count {
        guard result.count <= limit else {
          errno = 0
          return nil
        }
        result += [UInt8](repeating: 0, count: 16_384)
      }
      let n = result.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      count += n
    }
    guard count <= limit else {
      errno = 0
      return nil
    }
    result.removeLast(result.count - count)
    return result
  }

  /// The names in the directory at `path` (not `.` and `..`), or empty when it cannot be read.
  public static func directoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// True when something exists at `path` (even if it cannot be read).
  public static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// The target of the symbolic link at `path`, or nil when it is not one.
  public static func symbolicLinkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The absolute path `path` names once every symbolic link is followed, or nil when it cannot be
  /// resolved (a dangling link, a loop, a missing folder).
  public static func resolvedPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
