import CLinuxSupport

#if canImport(Glibc)
  import Glibc
#endif

/// Notices when files the daemon depends on change — its `config.toml`, `/etc/localtime`,
/// `/etc/timezone` — through inotify, so it needs no periodic wake-up to look (an idle daemon
/// should cost nothing).
///
/// It watches each file's directory, not the file, because editors and `timedatectl` replace
/// files by rename. When a directory does not exist yet (no config written so far) it watches
/// the nearest existing ancestor for the next path component, and re-arms after every relevant
/// event, so `solverv-status config init` is noticed too. A symlink's target is watched as well,
/// also before it exists (``linkTargets(_:)``). Poll `fileDescriptor` for input, then call
/// `drain()`.
public final class ChangeWatcher {
  public let fileDescriptor: Int32
  private let paths: [String]
  /// Watch descriptor → the entries of that directory that lead to a watched path.
  private var watched: [Int32: [String]] = [:]

  private static let mask =
    UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB)
    | UInt32(IN_DELETE_SELF | IN_MOVE_SELF)

  /// `nil` when inotify is unavailable (e.g. the per-user instance limit is reached); the caller
  /// then falls back to looking periodically.
  public init?(paths: [String]) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else { return nil }
    fileDescriptor = descriptor
    self.paths = paths.filter { $0.hasPrefix("/") }
    arm()
  }

  deinit { close(fileDescriptor) }

  /// Reads every pending event; `true` when one concerns a watched path (then the watches are
  /// re-armed for directories that appeared or went away).
  public func drain() -> Bool {
    var relevant = false
    var buffer = [UInt8](repeating: 0, count: 8_192)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      var offset = 0
      while offset + 16 <= count {
        let descriptor = Self.int32(buffer, offset)
        let mask = UInt32(bitPattern: Self.int32(buffer, offset + 4))
        let length = Int(Self.int32(buffer, offset + 12))
        let nameBytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
        let name = String(decoding: nameBytes, as: UTF8.self)
        offset += 16 + length
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
          relevant = true
          continue
        }
        guard let names = watched[descriptor] else { continue }  // a watch removed by re-arming
        if mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 || names.contains(name) {
          relevant = true
        }
      }
    }
    if relevant { arm() }
    return relevant
  }

  /// (Re)creates the watches: for each path, its directory, or the nearest existing ancestor.
  private func arm() {
    for descriptor in watched.keys { inotify_rm_watch(fileDescriptor, descriptor) }
    watched = [:]
    // A symlinked file is also watched where it points (even where nothing is yet), so editing
    // or creating the target counts; re-arming after the link's own events follows a repointing.
    let targets = paths.flatMap(Self.linkTargets)
    for path in paths + targets {
      var (directory, name) = Self.split(path)
      while access(directory, F_OK) != 0, directory != "/" { (directory, name) = Self.split(directory) }
      let descriptor = inotify_add_watch(fileDescriptor, directory, Self.mask)
      if descriptor >= 0 { watched[descriptor, default: []].append(name) }
    }
  }

  /// `/a/b/c` → (`/a/b`, `c`); `/a` → (`/`, `a`).
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return ("/", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  private static func int32(_ bytes: [UInt8], _ offset: Int) -> Int32 {
    var value: Int32 = 0
    withUnsafeMutableBytes(of: &value) { raw in
      for index in 0..<4 { raw[index] = bytes[offset + index] }
    }
    return value
  }
}
