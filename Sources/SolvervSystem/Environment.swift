#if canImport(Glibc)
  import Glibc
#endif

/// The process environment, read without Foundation (the bar refresh never loads it).
public enum Environment {
  /// The environment variable `name`, or nil when unset or empty.
  public static func variable(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }
}
