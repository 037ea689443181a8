public import SolvervEngine
#if canImport(Glibc)
  import Glibc
#endif

/// Serialises every read–modify–write of a settings file (`config set`, D-Bus `SetSettings` and
/// `SetLocation`, `config init --force`), so that two writers at the same moment cannot both
/// read the old text and the second rename drop the first one's change.
///
/// The lock is `flock` on `NAME.lock` beside the file (after its symbolic links, so every name
/// of one file takes the same lock), created with mode 0600 and never through a link. The holder
/// removes it before letting go, so the folder stays as the user left it; a waiter that locked a
/// file already removed tries again (it checks that the path still names what it locked). A
/// lock left by a killed writer is free at once (the kernel drops it with the process). Readers
/// take no lock: the file is only ever replaced by a rename, so they see the old or the new text.
///
/// A writer waits up to ``timeout`` seconds, then gives up with ``Failure/busy(_:seconds:)``
/// (`config set` exits 75, EX_TEMPFAIL: nothing was written, try again).
public final class ConfigLock {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The file exists and is not a regular file: it is not locked or written (the reader's
    /// own refusal says so).
    case notRegular(FileKind)
    /// Another writer held the lock for the whole wait.
    case busy(String, seconds: Double)
    /// The path cannot name a file, or the lock file cannot be made.
    case unusable(WriteReason)

    /// True for ``busy(_:seconds:)``: exit 75, try again.
    public var isBusy: Bool {
      if case .busy = self { return true }
      return false
    }

    /// The refusal as error messages word it in each language, for a write to `path`.
    public func problem(writing path: String) -> FileProblem {
      switch self {
      case .notRegular(let kind): .cannotWriteNotRegular(path: path, kind.name)
      case .busy(let held, let seconds): .busy(path: held, seconds: Int(seconds.rounded()))
      case .unusable(let reason): .cannotWrite(path: path, reason: reason)
      }
    }

    public var description: String {
      switch self {
      case .notRegular(let kind): "it is \(kind.phrase), not a regular file"
      case .busy(let path, let seconds):
        "another writer has held \(path) for \(Int(seconds.rounded())) s; nothing was written, try again"
      case .unusable(let reason): English().writeReason(reason)
      }
    }
  }

  /// How long a writer waits for another one: far longer than any real edit takes (milliseconds),
  /// short enough that a stuck writer is reported, not waited for.
  public static let timeout = 5.0

  /// The lock file.
  public let path: String
  private let target: String
  private var descriptor: Int32
  private let createdFolders: [String]

  private init(path: String, target: String, descriptor: Int32, createdFolders: [String]) {
    self.path = path
    self.target = target
    self.descriptor = descriptor
    self.createdFolders = createdFolders
  }

  /// Takes the lock for the file at `file`, creating its folder (0700) if needed.
  public static func acquire(for file: String, timeout: Double = timeout) throws(Failure) -> ConfigLock {
    guard !file.isEmpty, !file.hasSuffix("/") else {
      throw .unusable(file.isEmpty ? .emptyPath : .endsInSlash)
    }
    let destination: AtomicFile.Destination
    do { destination = try AtomicFile.destination(of: file) } catch { throw .unusable(error.reason) }
    guard case .file(let target) = destination else {
      throw .unusable(.namesOpenDescriptor(path: file, number: nil))
    }
    if let kind = FileKind.at(target), kind != .regular { throw .notRegular(kind) }
    let created: [String]
    do { created = try AtomicFile.makeDirectories(AtomicFile.folder(of: target)) } catch {
      throw .unusable(error.reason)
    }
    let path = target + ".lock"
    let start = MonotonicClock.seconds()
    var pause: Int32 = 1_000
    while true {
      let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0o600)
      guard fd >= 0 else {
        let reason = openFailure(path, error: errno)
        AtomicFile.removeDirectories(created)
        throw .unusable(reason)
      }
      var held = stat()
      guard fstat(fd, &held) == 0, FileKind(mode: held.st_mode) == .regular else {
        close(fd)
        AtomicFile.removeDirectories(created)
        throw .unusable(.lockNotRegular(path: path))
      }
      if flock(fd, LOCK_EX | LOCK_NB) == 0 {
        var current = stat()
        if stat(path, &current) == 0, current.st_ino == held.st_ino, current.st_dev == held.st_dev {
          return ConfigLock(path: path, target: target, descriptor: fd, createdFolders: created)
        }
        close(fd)  // its holder removed it while we opened it: take the new one
        continue
      }
      let error = errno
      close(fd)
      guard error == EWOULDBLOCK || error == EINTR else {
        AtomicFile.removeDirectories(created)
        throw .unusable(.cannotLock(path: path, SystemError(errno: error)))
      }
      let waited = MonotonicClock.seconds() - start
      guard waited < timeout else {
        AtomicFile.removeDirectories(created)
        throw .busy(file, seconds: timeout)
      }
      usleep(useconds_t(pause))
      pause = min(pause * 2, 20_000)
    }
  }

  /// Removes the lock file and lets go; folders the lock created go too when the file was not
  /// written after all. Safe to call more than once.
  public func release() {
    guard descriptor >= 0 else { return }
    unlink(path)  // while still held, so no other writer holds this file
    close(descriptor)
    descriptor = -1
    if !FileReader.exists(target) { AtomicFile.removeDirectories(createdFolders) }
  }

  deinit { release() }
}
