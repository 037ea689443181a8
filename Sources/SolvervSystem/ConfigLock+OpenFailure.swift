#if canImport(Glibc)
  import Glibc
#endif

extension ConfigLock {
  /// Why the lock file at `path` could not be opened (`error` is open's errno), saying what to do:
  /// a lock file is never a link, and one another user left behind (root's `config set` with
  /// this HOME) stays until it is removed, since only its owner could open it again.
  static func openFailure(_ path: String, error: Int32) -> String {
    var info = stat()
    let exists = lstat(path, &info) == 0
    if error == ELOOP, exists, FileKind(mode: info.st_mode) == .symbolicLink {
      return "the lock file \(path) is a symbolic link, which a lock file never is; remove it (rm '\(path)')"
    }
    if error == EACCES || error == EPERM, exists, info.st_uid != geteuid() {
      return "the lock file \(path) belongs to user \(info.st_uid) and cannot be opened (\(String(cString: strerror(error))));"
        + " another user's writer left it behind: when no writer is running, remove it (rm '\(path)')"
    }
    if error == EACCES, exists {
      return "the lock file \(path) cannot be opened (\(String(cString: strerror(error)))); remove it (rm '\(path)')"
    }
    return "cannot create the lock file \(path): \(String(cString: strerror(error)))"
  }
}
