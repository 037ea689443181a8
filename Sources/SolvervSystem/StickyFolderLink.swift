import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The kernel's `protected_symlinks` rule, applied to every link Solverv follows itself: a link
/// in a world-writable sticky folder (`/tmp`) is followed only when its owner is the writer or
/// the folder's owner. Anyone may plant a link there, so following another user's one lets them
/// choose which file a write replaces. The kernel checks this for `open`, not for the `readlink`
/// and `rename` an atomic write does, hence this check.
enum StickyFolderLink {
  /// Throws when the symbolic link at `link`, owned by `owner`, must not be followed.
  static func check(_ link: String, owner: uid_t) throws(AtomicFile.Failure) {
    let folder = AtomicFile.folder(of: link)
    var info = stat()
    guard stat(folder, &info) == 0 else { return }
    let sticky = info.st_mode & mode_t(0o1000) != 0
    let worldWritable = info.st_mode & mode_t(0o002) != 0
    guard sticky, worldWritable, owner != geteuid(), owner != info.st_uid else { return }
    throw AtomicFile.Failure(.othersLinkInStickyFolder(link: link, owner: owner, folder: folder))
  }
}
