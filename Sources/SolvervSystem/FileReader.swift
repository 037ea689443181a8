#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Whole-file reads and symlink lookups through libc: no Foundation, so the CLI starts fast.
public enum FileReader {
  /// The bytes of the file at `path`, or nil when it cannot be opened or read, or is larger than
  /// `limit` (time-zone files are a few kilobytes; the limit keeps a hostile path from eating
  /// memory).
  public static func read(_ path: String, limit: Int = 4 << 20) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR, info.st_size <= limit else { return nil }
    // Regular files: one read of the known size. Pipes and /proc files report 0: read in chunks.
    var result = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
    var count = 0
    while true {
      if count == result.count {
        guard result.count <= limit else { return nil }
        result += [UInt8](repeating: 0, count: 16_384)
      }
      let n = result.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      count += n
    }
    guard count <= limit else { return nil }
    result.removeLast(result.count - count)
    return result
  }

  /// The names in the directory at `path` (not `.` and `..`), or empty when it cannot be read.
  public static func directoryEntries(_ path: String) -> [String] {
    guard let directory = opendir(path) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// True when something exists at `path` (even if it cannot be read).
  public static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// The target of the symbolic link at `path`, or nil when it is not one.
  public static func symbolicLinkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4_096)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The environment variable `name`, or nil when unset or empty.
  public static func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
  }
}
