#if canImport(Glibc)
  import Glibc
#endif

/// Writes files so that a crash or a full disk never leaves a half-written one: write a temporary
/// file beside the target, fsync it, rename it over the target, fsync the folder.
public enum AtomicFile {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// Creates missing parent folders (mode 0700) first.
  public static func write(_ bytes: [UInt8], to path: String, mode: UInt32 = 0o644) throws(Failure) {
    let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
    try makeDirectories(folder.isEmpty ? "/" : folder)
    let temporary = "\(path).tmp.\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(mode))
    guard fd >= 0 else { throw Failure(description: reason()) }
    guard bytes.withUnsafeBytes({ writeAll(fd, $0) }) else {
      let message = reason()
      close(fd)
      unlink(temporary)
      throw Failure(description: message)
    }
    guard fsync(fd) == 0, close(fd) == 0 else {
      let message = reason()
      unlink(temporary)
      throw Failure(description: message)
    }
    guard rename(temporary, path) == 0 else {
      let message = reason()
      unlink(temporary)
      throw Failure(description: message)
    }
    let directory = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directory >= 0 {
      fsync(directory)
      close(directory)
    }
  }

  /// `mkdir -p` with mode 0700 for what it creates.
  public static func makeDirectories(_ path: String) throws(Failure) {
    var current = path.hasPrefix("/") ? "" : "."
    for part in path.split(separator: "/") {
      current += "/" + part
      if mkdir(current, 0o700) != 0, errno != EEXIST {
        throw Failure(description: "cannot create \(current): \(reason())")
      }
    }
  }

  private static func reason() -> String {
    String(cString: strerror(errno))
  }
}
