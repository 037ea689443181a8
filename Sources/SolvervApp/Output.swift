#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Synchronization
import SolvervEngine
import SolvervSystem

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

  /// Writes `text` and a newline to stderr, control and invisible characters shown as `\u{…}`
  /// (line breaks kept): a message may quote what the user typed or a config holds, and an escape
  /// sequence in it must not reach the terminal.
  public static func error(_ text: String) {
    write(terminalSafe(text) + "\n", to: STDERR_FILENO)
  }

  /// `text` with C0/C1 controls (but line feed and tab), DEL and invisible bidi/zero-width
  /// characters written as `\u{…}`.
  public static func terminalSafe(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let control = (value < 0x20 && value != 0x0A && value != 0x09) || value == 0x7F || (0x80..<0xA0).contains(value)
      if control || Escaping.isInvisible(scalar) {
        result.append(contentsOf: "\\u{\(String(value, radix: 16))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
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
