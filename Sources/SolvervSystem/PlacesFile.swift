public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The installed places file (every town of 1,000 people; format in Scripts/generate-cities.py),
/// found and mapped read-only. It is not in the binaries because both would carry its 5.3 MB.
///
/// Where: `$SOLVERV_PLACES` when set (a path; set but empty means no file, the built-in cities
/// only), else `share/solverv/places.txt` beside the executable's `bin/` folder
/// (`/usr/bin/solverv-status` → `/usr/share/solverv/places.txt`; a Nix wrapper's
/// `$out/bin/.solverv-status-wrapped` → `$out/share/solverv/places.txt`).
public enum PlacesFile {
  /// The installed file's place beside the executable, or nil when the executable's path is
  /// unknown.
  public static func installedPath() -> String? {
    guard let executable = FileReader.symbolicLinkTarget("/proc/self/exe"), executable.hasPrefix("/") else {
      return nil
    }
    // `/usr/bin/solverv-status` → `/usr`, by bytes: a generic split and join cost 2 % of a
    // status line's start-up.
    let slash = UInt8(ascii: "/")
    guard let end = executable.utf8.lastIndex(of: slash) else { return nil }
    let bin = executable[..<end]
    let prefix = bin.utf8.lastIndex(of: slash).map { bin[..<$0] } ?? ""
    return prefix + "/share/solverv/places.txt"
  }

  /// The path to map: `$SOLVERV_PLACES` (nil when set and empty), else `installedPath()`.
  public static func path() -> String? {
    if let value = getenv("SOLVERV_PLACES") {
      let text = String(cString: value)
      return text.isEmpty ? nil : text
    }
    return installedPath()
  }

  /// The largest file taken: the real one is 5.3 MB; a larger one is not a places file.
  static let sizeLimit = 64 << 20

  /// The file's bytes, mapped read-only for the rest of the process, or nil when there is no
  /// such file or it is not a regular file of a sensible size (see ``mapping(_:)``).
  public static func map(_ path: String) -> UnsafeBufferPointer<UInt8>? {
    try? mapping(path).get()
  }

  /// Why a path could not be mapped as a places file: one clause for a message ("it is a FIFO,
  /// not a regular file"); `missing` tells an absent file apart (nothing installed).
  public struct Refusal: Error, Equatable {
    public let problem: PlacesFileProblem
    public let missing: Bool
    public var reason: String { problem.english }
  }

  /// The file's bytes, mapped read-only for the rest of the process, or why not: no such file,
  /// or not a regular file of a sensible size (a FIFO, a device or a folder is never read: it is
  /// opened without blocking and checked with `fstat` first). A file that is there but is no
  /// places file is the reader's to refuse (`PlaceTables.parsed(file:)`).
  ///
  /// Packages replace the file by renaming a new one over it, so a running daemon keeps reading
  /// the old one it mapped; only truncating the file in place would fault the mapping.
  public static func mapping(_ path: String) -> Result<UnsafeBufferPointer<UInt8>, Refusal> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let code = errno
      return .failure(Refusal(problem: .cannotOpen(String(cString: strerror(code))), missing: code == ENOENT))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(Refusal(problem: .cannotRead(String(cString: strerror(errno))), missing: false))
    }
    guard (status.st_mode & S_IFMT) == S_IFREG else {
      return .failure(Refusal(problem: .notRegularFile(FileKind(mode: status.st_mode).placesKind), missing: false))
    }
    guard status.st_size > 0 else { return .failure(Refusal(problem: .empty, missing: false)) }
    guard status.st_size <= sizeLimit else {
      return .failure(Refusal(problem: .tooLarge(megabytes: sizeLimit >> 20), missing: false))
    }
    let size = Int(status.st_size)
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
      return .failure(Refusal(problem: .cannotMap(String(cString: strerror(errno))), missing: false))
    }
    return .success(UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: size))
  }
}

extension FileKind {
  /// The kind as a refused places file's words name it.
  var placesKind: PlacesFileProblem.Kind {
    switch self {
    case .directory: .directory
    case .fifo: .fifo
    case .socket: .socket
    case .characterDevice, .blockDevice: .device
    case .symbolicLink: .symbolicLink
    case .regular, .other: .other
    }
  }
}
