#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import SolvervSystem

/// Writing to stdout and stderr without Foundation.
public enum Output {
  /// Writes `text` and a newline to stdout in one go.
  public static func line(_ text: String) {
    write(text + "\n", to: STDOUT_FILENO)
  }

  /// Writes `text` and a newline to stderr.
  public static func error(_ text: String) {
    write(text + "\n", to: STDERR_FILENO)
  }

  /// Writes all of `text`; returns false when the reader has gone (EPIPE) or another error.
  @discardableResult
  public static func write(_ text: String, to fd: Int32) -> Bool {
    var text = text
    return text.withUTF8 { writeAll(fd, UnsafeRawBufferPointer($0)) }
  }
}
