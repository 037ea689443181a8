#if canImport(Glibc)
  import Glibc
#endif

extension AtomicFile {
  /// How old a temporary file of a still-running process must be to count as abandoned (its PID
  /// may have been reused): a real write takes milliseconds.
  static let abandonedAfter = 10 * 60

  /// Removes `NAME.tmp.PID` files that killed writers left beside `path` and beside its link
  /// target: those whose process is gone, or that are older than ``abandonedAfter`` seconds.
  /// Only regular files are removed, never what a link points to.
  static func cleanStaleTemporaries(of path: String, and target: String) {
    removeStale(folder: folder(of: target), prefix: baseName(target) + ".tmp.")
    if folder(of: path) != folder(of: target) || baseName(path) != baseName(target) {
      removeStale(folder: folder(of: path), prefix: baseName(path) + ".tmp.")
    }
  }

  private static func removeStale(folder: String, prefix: String) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    for name in FileReader.directoryEntries(folder) where name.hasPrefix(prefix) {
      let digits = name.dropFirst(prefix.count)
      guard !digits.isEmpty, digits.allSatisfy(\.isASCIIDigit), let pid = Int32(digits) else { continue }
      let file = folder + "/" + name
      var info = stat()
      guard lstat(file, &info) == 0, FileKind(mode: info.st_mode) == .regular else { continue }
      let gone = pid != getpid() && LibProcess.isGone(pid)
      let old = now.tv_sec - info.st_mtim.tv_sec > abandonedAfter
      if gone || old { unlink(file) }
    }
  }

  private static func baseName(_ path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
