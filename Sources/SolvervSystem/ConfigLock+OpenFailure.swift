import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

extension ConfigLock {
  /// Why the lock file at `path` could not be opened (`error` is open's errno), saying what to do:
  /// a lock file is never a link, and one another user left behind (root's `config set` with
  /// this HOME) stays until it is removed, since only its owner could open it again.
  static func openFailure(_ path: String, error: Int32) -> WriteReason {
    var info = stat()
    let exists = lstat(path, &info) == 0
    if error == ELOOP, exists, FileKind(mode: info.st_mode) == .symbolicLink { return .lockIsLink(path: path) }
    if error == EACCES || error == EPERM, exists, info.st_uid != geteuid() {
      return .lockOfOtherUser(path: path, owner: info.st_uid, SystemError(errno: error))
    }
    if error == EACCES, exists { return .lockCannotOpen(path: path, SystemError(errno: error)) }
    return .cannotCreateLock(path: path, SystemError(errno: error))
  }
}
