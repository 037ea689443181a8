import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The hooks of one mode: the executable regular files in `hooks/dark/` or `hooks/light/`, in
/// byte order of their names. Names are kept as bytes, so a file whose name is not UTF-8 (made
/// on a Latin-1 system, say) still runs; the log shows such a name with the odd bytes escaped.
enum HookFolder {
  /// One hook: its path as the kernel knows it, and how the log names it ("dark/10-night").
  struct Hook {
    let path: [UInt8]
    let name: String
  }

  /// The hooks in `folder` (`mode` is its last component), in name order; anything that is not
  /// an executable regular file is logged once and skipped. No folder: no hooks.
  static func hooks(in folder: String, mode: String, log: (String) -> Void) -> [Hook] {
    guard let stream = opendir(folder) else { return [] }
    var names: [[UInt8]] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
      if name != [46], name != [46, 46] { names.append(name) }
    }
    closedir(stream)
    var found: [Hook] = []
    for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let path = Array(folder.utf8) + [47] + name
      let shown = printable(folder) + "/" + displayName(name)
      var info = stat()
      let status = withCString(path) { stat($0, &info) }
      if status != 0 {
        log("hook \(shown) skipped: \(String(cString: strerror(errno))) (a broken link?)")
      } else if info.st_mode & S_IFMT == S_IFDIR {
        log("hook \(shown) skipped: a directory")
      } else if info.st_mode & S_IFMT != S_IFREG {
        log("hook \(shown) skipped: not a regular file")
      } else if withCString(path, { access($0, X_OK) }) != 0 {
        log("hook \(shown) skipped: not executable")
      } else {
        found.append(Hook(path: path, name: mode + "/" + displayName(name)))
      }
    }
    return found
  }

  /// `bytes` as text for the log: valid UTF-8 as it is (control characters escaped), any other
  /// byte as `\xNN`.
  static func displayName(_ bytes: [UInt8]) -> String {
    var text = ""
    var rest = bytes[...]
    while !rest.isEmpty {
      // The longest valid UTF-8 prefix goes in as text; the first byte that breaks it is escaped.
      var length = rest.count
      while length > 0, String(validating: rest.prefix(length), as: UTF8.self) == nil { length -= 1 }
      if length > 0 {
        text += printable(String(decoding: rest.prefix(length), as: UTF8.self))
        rest = rest.dropFirst(length)
      } else {
        text += "\\x" + String(rest.first!, radix: 16, uppercase: true).leftPadded(to: 2)
        rest = rest.dropFirst()
      }
    }
    return text
  }

  /// Calls `body` with `bytes` as a NUL-terminated C string.
  static func withCString<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> Result) -> Result {
    (bytes + [0]).withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0) }
    }
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
