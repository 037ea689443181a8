/// Why a file could not be written, removed or locked, as data (``AtomicFile``, ``ConfigLock``),
/// so each language words the reason after its own "cannot write PATH:" (`Errors/*+WriteReasons`).
/// Paths arrive as they are; a system call's failure arrives as ``SystemError``.
public enum WriteReason: Sendable, Equatable {
  /// A system call failed: the C library's reason (`strerror`), in the language's words.
  case system(SystemError)
  /// "the path is empty".
  case emptyPath
  /// "the path ends in '/', so it names a folder, not a file".
  case endsInSlash
  /// `/dev/stdout` where a regular file must be: "/dev/stdout names open descriptor 1, not a
  /// regular file; not writing there" (nil number: the lock's "names an open descriptor").
  case namesOpenDescriptor(path: String, number: Int32?)
  /// "cannot look at /x: <reason>".
  case cannotLookAt(path: String, SystemError)
  /// Something else than a regular file is there: "it is a FIFO, not a regular file; not
  /// replacing it", "it links to /t, which is a directory; not writing there" (`linkTarget`: the
  /// final target when the path is a link).
  case notARegularFile(FileKindName, linkTarget: String?, refusal: SpecialFileRefusal)
  /// "cannot create /x: <reason>" (a folder on the way).
  case cannotCreateFolder(path: String, SystemError)
  /// "no reader on FIFO /x (start the reader first)".
  case noReaderOnFIFO(path: String)
  /// "/x changed while it was being opened".
  case changedWhileOpening(path: String)
  /// "the reader of /x went away" (a FIFO).
  case readerWentAway(path: String)
  /// "/dev/fd/5 names descriptor 5, which is not open; open it for writing first (e.g. 5>file)".
  case descriptorNotOpen(path: String, number: Int32)
  /// "/dev/fd/0 names descriptor 0, which is open for reading only".
  case descriptorReadOnly(path: String, number: Int32)
  /// "the reader of descriptor 1 (/dev/stdout) went away".
  case descriptorReaderWentAway(path: String, number: Int32)
  /// "cannot write to descriptor 1 (/dev/stdout): <reason>".
  case cannotWriteDescriptor(path: String, number: Int32, SystemError)
  /// "too many levels of symbolic links" (Solverv's own count of 40, as the kernel's ELOOP).
  case tooManyLinks
  /// Another user's link in a world-writable sticky folder (`/tmp`): not followed.
  case othersLinkInStickyFolder(link: String, owner: UInt32, folder: String)
  /// "cannot remove /x: <reason>".
  case cannotRemove(path: String, SystemError)
  /// The config lock: "the lock file /x.lock is a symbolic link, which a lock file never is; …".
  case lockIsLink(path: String)
  /// "the lock file /x.lock belongs to user 0 and cannot be opened (<reason>); …".
  case lockOfOtherUser(path: String, owner: UInt32, SystemError)
  /// "the lock file /x.lock cannot be opened (<reason>); remove it (rm '/x.lock')".
  case lockCannotOpen(path: String, SystemError)
  /// "cannot create the lock file /x.lock: <reason>".
  case cannotCreateLock(path: String, SystemError)
  /// "the lock file /x.lock is not a regular file".
  case lockNotRegular(path: String)
  /// "cannot lock /x.lock: <reason>".
  case cannotLock(path: String, SystemError)
}

/// What was not done to a path that is not a regular file.
public enum SpecialFileRefusal: Sendable, Equatable {
  /// A FIFO or device where a settings file must be: "…, not a regular file; not replacing it".
  case notReplacing
  /// A directory, socket or block device: "…; not writing there".
  case notWritingThere
  /// The theme choice's removal: "…, not a regular file; not removing it".
  case notRemoving
}

/// A system call's failure: its errno, the symbolic name ("ENOSPC", searchable) and the C
/// library's words (`strerror`, English). ``common`` is set for the failures a user meets
/// writing a file, which every language words; any other is shown as the system says it, with
/// its name.
public struct SystemError: Sendable, Equatable {
  public let number: Int32
  public let name: String
  public let text: String
  public let common: CommonSystemError?

  public init(number: Int32, name: String, text: String, common: CommonSystemError?) {
    self.number = number
    self.name = name
    self.text = text
    self.common = common
  }
}

/// The errno values a user can meet writing a file or a chart, worded in every language.
public enum CommonSystemError: Sendable, Equatable, CaseIterable {
  /// ENOSPC, EDQUOT.
  case noSpace, quotaExceeded
  /// EACCES, EPERM, EROFS.
  case permissionDenied, notPermitted, readOnlyFileSystem
  /// ENOENT, ENOTDIR, EISDIR, EEXIST.
  case noSuchFile, notADirectory, isADirectory, fileExists
  /// ELOOP, ENAMETOOLONG.
  case tooManyLinks, nameTooLong
  /// EBUSY, ETXTBSY.
  case busy, textFileBusy
  /// EMFILE, ENFILE.
  case tooManyOpenFiles, tooManyOpenFilesInSystem
  /// EIO, EXDEV, EAGAIN (= EWOULDBLOCK), EINVAL, EFBIG, ENXIO.
  case inputOutput, crossDevice, tryAgain, invalidArgument, fileTooLarge, noSuchDevice
}
