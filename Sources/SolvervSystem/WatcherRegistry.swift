#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The running `--watch` processes of this user, for `toggle`: one file per process,
/// `$XDG_RUNTIME_DIR/solverv/watch/PID`, holding its format's name. A click then reaches the
/// watcher by its PID, whatever the order of its arguments, and nothing else: every PID is checked
/// against `/proc/PID/exe` before it is signalled, so a stale file or another user's forgery
/// never makes us signal a bar's shell or an unrelated process.
public enum WatcherRegistry {
  /// The folder, or nil when there is no runtime directory (`XDG_RUNTIME_DIR` unset or relative).
  public static var folder: String? {
    guard let runtime = Environment.variable("XDG_RUNTIME_DIR"), runtime.hasPrefix("/") else { return nil }
    return runtime + "/solverv/watch"
  }

  /// Records this process as a watcher of `format`; the path to remove at exit, or nil when it
  /// cannot be recorded (no runtime directory, a folder not ours): the watch runs on, only
  /// `toggle` cannot find it.
  public static func register(format: String) -> String? {
    guard let folder, makePrivateFolder(parentOf: folder), makePrivateFolder(folder) else { return nil }
    let path = folder + "/\(getpid())"
    unlink(path)  // a dead watcher's file under our reused PID
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    let written = Array((format + "\n").utf8).withUnsafeBytes { writeAll(fd, $0) }
    guard written else {
      unlink(path)
      return nil
    }
    return path
  }

  /// Removes what ``register(format:)`` made.
  public static func unregister(_ path: String) { unlink(path) }

  /// A watcher found in the folder: its PID and format.
  public struct Entry: Equatable, Sendable {
    public let pid: Int32
    public let format: String
  }

  /// The live watchers running the same program as this one (`/proc/PID/exe` is our own file, or
  /// a file of our name: a package upgrade leaves a running watcher on the old binary). Files of
  /// processes that are gone are removed on the way.
  public static func watchers() -> [Entry] {
    guard let folder, ownedPrivateFolder(folder) else { return [] }
    var found: [Entry] = []
    for name in FileReader.directoryEntries(folder) {
      guard let pid = Int32(name), pid > 0, pid != getpid() else { continue }
      let path = folder + "/" + name
      guard isSolvervStatus(pid) else {
        if LibProcess.isGone(pid) { unlink(path) }
        continue
      }
      guard case .success(let bytes) = FileReader.readRegularFile(path, limit: 256) else { continue }
      let format = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
      found.append(Entry(pid: pid, format: format))
    }
    return found.sorted { $0.pid < $1.pid }
  }

  /// Whether `/proc/PID/exe` is this program: the same file, or one of the same name.
  static func isSolvervStatus(_ pid: Int32) -> Bool {
    guard let theirs = FileReader.symbolicLinkTarget("/proc/\(pid)/exe").map(withoutDeletedMark) else { return false }
    let ours = FileReader.symbolicLinkTarget("/proc/self/exe").map(withoutDeletedMark)
    return theirs == ours || baseName(theirs) == "solverv-status"
  }

  /// `/usr/bin/solverv-status (deleted)` → `/usr/bin/solverv-status`.
  private static func withoutDeletedMark(_ path: String) -> String {
    path.hasSuffix(" (deleted)") ? String(path.dropLast(" (deleted)".count)) : path
  }

  private static func baseName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// The folder's parent (`…/solverv`), then the folder: made 0700 when missing; either must be a
  /// real folder (not a link) of ours, never open to others.
  private static func makePrivateFolder(parentOf path: String) -> Bool {
    guard let slash = path.lastIndex(of: "/") else { return false }
    return makePrivateFolder(String(path[..<slash]))
  }

  private static func makePrivateFolder(_ path: String) -> Bool {
    if mkdir(path, 0o700) != 0 && errno != EEXIST { return false }
    return ownedPrivateFolder(path)
  }

  /// A folder (not a link) owned by us with no access for group or others.
  private static func ownedPrivateFolder(_ path: String) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else { return false }
    return info.st_mode & 0o077 == 0
  }
}
