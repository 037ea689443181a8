import CLinuxSupport
public import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

extension SystemError {
  /// The failure of the system call that just set `errno`.
  public static func current() -> SystemError { SystemError(errno: errno) }

  /// `number` with its name ("ENOSPC", or "errno 200" for one the C library does not name), the
  /// C library's words and, for the failures a user meets writing a file, the kind each
  /// language words.
  public init(errno number: Int32) {
    let name = solverv_errno_name(number).map { String(cString: $0) } ?? "errno \(number)"
    self.init(number: number, name: name, text: String(cString: strerror(number)), common: Self.common[number])
  }

  private static let common: [Int32: CommonSystemError] = [
    ENOSPC: .noSpace, EDQUOT: .quotaExceeded, EACCES: .permissionDenied, EPERM: .notPermitted,
    EROFS: .readOnlyFileSystem, ENOENT: .noSuchFile, ENOTDIR: .notADirectory, EISDIR: .isADirectory,
    EEXIST: .fileExists, ELOOP: .tooManyLinks, ENAMETOOLONG: .nameTooLong, EBUSY: .busy, ETXTBSY: .textFileBusy,
    EMFILE: .tooManyOpenFiles, ENFILE: .tooManyOpenFilesInSystem, EIO: .inputOutput, EXDEV: .crossDevice,
    EAGAIN: .tryAgain, EINVAL: .invalidArgument, EFBIG: .fileTooLarge, ENXIO: .noSuchDevice,
  ]
}
