import SolvervEngine
import SolvervSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Writing to stdout and stderr without Foundation.
public enum Output {
  /// Writes `text` and a newline to stdout in one go. A failure is remembered (see
  /// ``stdoutFailure``) rather than returned: commands print freely and the program's exit path
  /// asks once, so no command can forget to report a full disk.
  public static func line(_ text: String) {
    guard !write(text + "\n", to: STDOUT_FILENO) else { return }
    let code = errno == 0 ? EIO : errno
    _ = failure.compareExchange(expected: 0, desired: code, ordering: .relaxed)
  }

  /// Writes `text` and a newline to stderr, control and invisible characters (a line break too)
  /// shown as `\u{…}`: a message may quote what the user typed or a config holds; an escape
  /// sequence in it must not reach the terminal, and a newline in it must not split the message
  /// into lines a script would read as several.
  public static func error(_ text: String) {
    write(Escaping.visibleInMessage(text) + "\n", to: STDERR_FILENO)
  }

  /// Writes all of `text`; returns false when the reader has gone (EPIPE) or another error
  /// (errno says which).
  @discardableResult
  public static func write(_ text: String, to fd: Int32) -> Bool {
    var text = text
    return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
  }

  /// The errno of the first failed ``line``, or 0 while every line was written.
  public static var stdoutFailure: Int32 { failure.load(ordering: .relaxed) }
  private static let failure = Atomic<Int32>(0)

  /// The one line a write error gets, e.g. "cannot write output: No space left on device".
  public static func writeFailureMessage(_ code: Int32) -> String {
    "cannot write output: " + String(cString: strerror(code))
  }

  /// EX_IOERR: output could not be written.
  public static let writeFailureStatus: Int32 = 74
}
