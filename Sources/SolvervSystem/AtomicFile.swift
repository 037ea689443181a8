public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Writes files so that a crash or a full disk never leaves a half-written one: write a temporary
/// file beside the target, fsync it, rename it over the target, fsync the folder.
///
/// Only regular files are ever renamed over. A symbolic link is followed to its final target
/// (a dotfiles-managed config stays a link; the temporary file goes beside the target), and the
/// target keeps its mode and owner; another user's link in a sticky folder is refused (see
/// ``destination(of:)``). A FIFO, a character device or a path naming an open descriptor
/// (`/dev/stdout`, `/dev/fd/N`) is written into (where the caller allows it, as `chart --output`
/// does) or refused; a directory, socket or block device is refused. Temporary files that earlier, killed writers left behind are removed after each
/// successful write; a failed write removes its own temporary file and the folders it created.
///
/// A hard-linked file is replaced too, which splits the link: the other names keep the old
/// text. That is deliberate — writing in place would let a crash, a full disk or a file-size
/// limit leave a torn config that nothing can read, and a symbolic link (followed, see above)
/// is the way to share one file between two places.
public enum AtomicFile {
  /// Why a write failed, as data each language words (``WriteReason``); `description` is the
  /// English, for logs.
  public struct Failure: LocalizedFailure, CustomStringConvertible {
    public let reason: WriteReason
    public init(_ reason: WriteReason) { self.reason = reason }
    public var description: String { English().writeReason(reason) }
    /// The reason in `language`.
    public func message(in language: any Localization) -> String { language.writeReason(reason) }
  }

  /// What to do when the path (after its links) is a FIFO, a character device or an open descriptor.
  public enum SpecialFiles: Sendable {
    /// Write into it as `cat > path` would: `chart -o /tmp/fifo` feeds a reader, `-o /dev/stdout`
    /// writes to the caller's descriptor 1 (its append mode and offset kept).
    case writeInto
    /// Fail with a message naming what is there: a settings file must be a regular file.
    case refuse
  }

  /// Writes `bytes` to `path`; creates missing parent folders (mode 0700) first. `mode` applies
  /// to a new file only (less the umask); an existing file keeps its own.
  public static func write(
    _ bytes: [UInt8], to path: String, mode: UInt32 = 0o644, specialFiles: SpecialFiles = .refuse
  ) throws(Failure) {
    guard !path.hasSuffix("/") else {
      throw Failure(.endsInSlash)
    }
    let target: String
    switch try destination(of: path) {
    case .file(let file): target = file
    case .descriptor(let number, let named):
      guard specialFiles == .writeInto else {
        throw Failure(.namesOpenDescriptor(path: named, number: number))
      }
      try OwnDescriptor.write(bytes, to: number, path: path)
      return
    }
    let linkTarget = target == path ? nil : target
    var info = stat()
    guard lstat(target, &info) == 0 else {
      guard errno == ENOENT else { throw Failure(.cannotLookAt(path: target, .current())) }
      try replace(target, with: bytes, mode: mode, keeping: nil)
      cleanStaleTemporaries(of: path, and: target)
      return
    }
    switch FileKind(mode: info.st_mode) {
    case .regular:
      try replace(target, with: bytes, mode: mode, keeping: info)
      cleanStaleTemporaries(of: path, and: target)
    case .fifo, .characterDevice:
      guard specialFiles == .writeInto else {
        throw Failure(.notARegularFile(FileKind(mode: info.st_mode).name, linkTarget: linkTarget, refusal: .notReplacing))
      }
      try writeInto(target, bytes, expecting: info)
    case let kind:
      throw Failure(.notARegularFile(kind.name, linkTarget: linkTarget, refusal: .notWritingThere))
    }
  }

  /// `mkdir -p` with mode 0700 for what it creates; returns the folders it created, outermost
  /// first (see ``removeDirectories(_:)``). On failure it removes them again.
  @discardableResult
  public static func makeDirectories(_ path: String) throws(Failure) -> [String] {
    var current = path.hasPrefix("/") ? "" : "."
    var created: [String] = []
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o700) == 0 {
        created.append(current)
      } else if errno != EEXIST {
        let failure = Failure(.cannotCreateFolder(path: current, .current()))
        removeDirectories(created)
        throw failure
      }
    }
    return created
  }

  /// Removes folders ``makeDirectories(_:)`` created, innermost first, while they are empty.
  public static func removeDirectories(_ created: [String]) {
    for folder in created.reversed() where rmdir(folder) != 0 { return }
  }

  /// The temporary file, fsync, rename over `target`, fsync of the folder. `existing` is the
  /// file being replaced, whose mode and owner the new one takes.
  private static func replace(_ target: String, with bytes: [UInt8], mode: UInt32, keeping existing: stat?) throws(Failure) {
    let directory = folder(of: target)
    let created = try makeDirectories(directory)
    let temporary = "\(target).tmp.\(getpid())"
    /// Every failure from here: the temporary file and the new folders go, the message stays.
    func failed(_ error: SystemError) -> Failure {
      unlink(temporary)
      removeDirectories(created)
      return Failure(.system(error))
    }
    unlink(temporary)  // one a killed process with our PID left: never write through a stale link
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
    guard fd >= 0 else { throw failed(.current()) }
    if let existing {
      // Owner first: chown clears set-id bits, which the chmod then restores.
      _ = fchown(fd, existing.st_uid, existing.st_gid)  // only root may give a file away
      _ = fchmod(fd, existing.st_mode & 0o7777)
    }
    // A file-size limit (`ulimit -f`) is EFBIG here, not a kill: both binaries ignore SIGXFSZ.
    guard bytes.withUnsafeBytes({ writeAll(fd, $0) }) else {
      let error = SystemError.current()
      close(fd)
      throw failed(error)
    }
    guard fsync(fd) == 0 else {
      let error = SystemError.current()
      close(fd)
      throw failed(error)
    }
    guard close(fd) == 0 else { throw failed(.current()) }
    guard rename(temporary, target) == 0 else { throw failed(.current()) }
    let folderDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Writes into a FIFO or character device in place. The open never waits: a FIFO with no
  /// reader is an error (ENXIO) rather than a hang.
  private static func writeInto(_ target: String, _ bytes: [UInt8], expecting expected: stat) throws(Failure) {
    let fd = open(target, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard fd >= 0 else {
      if errno == ENXIO, FileKind(mode: expected.st_mode) == .fifo {
        throw Failure(.noReaderOnFIFO(path: target))
      }
      throw Failure(.system(.current()))
    }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_ino == expected.st_ino, info.st_dev == expected.st_dev else {
      close(fd)
      throw Failure(.changedWhileOpening(path: target))
    }
    // Our own open file description: blocking writes from here are safe and simplest.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    guard bytes.withUnsafeBytes({ writeAll(fd, $0) }) else {
      let reason: WriteReason = errno == EPIPE ? .readerWentAway(path: target) : .system(.current())
      close(fd)
      throw Failure(reason)
    }
    guard close(fd) == 0 else { throw Failure(.system(.current())) }
  }

  /// How many hard links the file at `path` has (its link target's, for a symbolic link); nil
  /// when nothing is there.
  public static func linkCount(_ path: String) -> Int? {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_nlink) : nil
  }

  /// The folder holding `path` (`.` for a bare name).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }
}
