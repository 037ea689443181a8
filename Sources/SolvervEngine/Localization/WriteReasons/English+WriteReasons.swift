/// English words for why a file could not be written (``WriteReason``): the source wording the
/// other languages follow. A system call's reason is the C library's own (`strerror`), as
/// before; one no language words gets its symbolic name too, so it can be searched for.
extension English {
  public func writeReason(_ reason: WriteReason) -> String {
    switch reason {
    case .system(let error): return systemError(error)
    case .emptyPath: return "the path is empty"
    case .endsInSlash: return "the path ends in '/', so it names a folder, not a file"
    case .namesOpenDescriptor(let path, let number?):
      return "\(path) names open descriptor \(number), not a regular file; not writing there"
    case .namesOpenDescriptor(let path, nil): return "\(path) names an open descriptor, not a regular file"
    case .cannotLookAt(let path, let error): return "cannot look at \(path): \(systemError(error))"
    case .notARegularFile(let kind, let target, let refusal):
      let what = target.map { "it links to \($0), which is" } ?? "it is"
      switch refusal {
      case .notReplacing: return "\(what) \(kindOfFile(kind)), not a regular file; not replacing it"
      case .notWritingThere: return "\(what) \(kindOfFile(kind)); not writing there"
      case .notRemoving: return "\(what) \(kindOfFile(kind)), not a regular file; not removing it"
      }
    case .cannotCreateFolder(let path, let error): return "cannot create \(path): \(systemError(error))"
    case .noReaderOnFIFO(let path): return "no reader on FIFO \(path) (start the reader first)"
    case .changedWhileOpening(let path): return "\(path) changed while it was being opened"
    case .readerWentAway(let path): return "the reader of \(path) went away"
    case .descriptorNotOpen(let path, let number):
      return "\(path) names descriptor \(number), which is not open; open it for writing first (e.g. \(number)>file)"
    case .descriptorReadOnly(let path, let number): return "\(path) names descriptor \(number), which is open for reading only"
    case .descriptorReaderWentAway(let path, let number): return "the reader of descriptor \(number) (\(path)) went away"
    case .cannotWriteDescriptor(let path, let number, let error):
      return "cannot write to descriptor \(number) (\(path)): \(systemError(error))"
    case .tooManyLinks: return "too many levels of symbolic links"
    case .othersLinkInStickyFolder(let link, let owner, let folder):
      return "\(link) is a symbolic link owned by user \(owner) in the world-writable sticky folder \(folder);"
        + " not following another user's link there (it could point at any file): remove it or choose another name"
    case .cannotRemove(let path, let error): return "cannot remove \(path): \(systemError(error))"
    case .lockIsLink(let path): return "the lock file \(path) is a symbolic link, which a lock file never is; remove it (rm '\(path)')"
    case .lockOfOtherUser(let path, let owner, let error):
      return "the lock file \(path) belongs to user \(owner) and cannot be opened (\(systemError(error)));"
        + " another user's writer left it behind: when no writer is running, remove it (rm '\(path)')"
    case .lockCannotOpen(let path, let error):
      return "the lock file \(path) cannot be opened (\(systemError(error))); remove it (rm '\(path)')"
    case .cannotCreateLock(let path, let error): return "cannot create the lock file \(path): \(systemError(error))"
    case .lockNotRegular(let path): return "the lock file \(path) is not a regular file"
    case .cannotLock(let path, let error): return "cannot lock \(path): \(systemError(error))"
    }
  }

  /// The C library's words; a failure no language words also gets its name ("… (EOWNERDEAD)").
  func systemError(_ error: SystemError) -> String {
    error.common == nil ? "\(error.text) (\(error.name))" : error.text
  }
}
