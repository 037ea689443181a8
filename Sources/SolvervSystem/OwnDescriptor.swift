import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// A path that names one of this process's open descriptors: `/dev/stdout`, `/dev/fd/N`,
/// `/proc/self/fd/N`, `/proc/thread-self/fd/N`, `/proc/PID/fd/N`, or a link to any of them.
/// Following such a link to the file behind it and renaming over that would replace the caller's
/// file (`chart -o /dev/stdout >> out.txt` lost `out.txt`); writing through the descriptor keeps
/// the caller's append mode and offset, as `>` does.
enum OwnDescriptor {
  /// N when `path`'s last component is N in a folder that is, once canonical, this process's
  /// `/proc/PID/fd` or `/proc/PID/task/TID/fd`; nil for any other path.
  static func number(named path: String) -> Int32? {
    let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    // The kernel's own spelling only: `/proc/self/fd/01` names nothing.
    guard let number = Int32(name), number >= 0, String(number) == name else { return nil }
    guard let folder = FileReader.resolvedPath(AtomicFile.folder(of: path)) else { return nil }
    let parts = folder.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
    let pid = String(getpid())
    guard parts.count >= 3, parts.first == "proc", parts.dropFirst().first.map(String.init) == pid, parts.last == "fd"
    else { return nil }
    if parts.count == 3 { return number }
    // A thread's own folder (`/proc/thread-self/fd`): its task is one of ours, as it is under our PID.
    let task = Array(parts)
    guard task.count == 5, task[2] == "task", !task[3].isEmpty, task[3].allSatisfy({ ("0"..."9").contains($0) })
    else { return nil }
    return number
  }

  /// Writes all of `bytes` to the open descriptor `number` (never closed: it is the caller's).
  /// `path` is what the user named, for messages.
  static func write(_ bytes: [UInt8], to number: Int32, path: String) throws(AtomicFile.Failure) {
    let flags = fcntl(number, F_GETFL)
    guard flags >= 0 else {
      throw AtomicFile.Failure(.descriptorNotOpen(path: path, number: number))
    }
    guard flags & O_ACCMODE != O_RDONLY else {
      throw AtomicFile.Failure(.descriptorReadOnly(path: path, number: number))
    }
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { Glibc.write(number, $0.baseAddress! + offset, $0.count - offset) }
      if n >= 0 {
        offset += n
        continue
      }
      switch errno {
      case EINTR: continue
      case EAGAIN:
        // The caller's descriptor is non-blocking (its flags are not ours to change): wait as `>` would.
        var ready = pollfd(fd: number, events: Int16(POLLOUT), revents: 0)
        _ = poll(&ready, 1, -1)
      case EPIPE: throw AtomicFile.Failure(.descriptorReaderWentAway(path: path, number: number))
      default: throw AtomicFile.Failure(.cannotWriteDescriptor(path: path, number: number, .current()))
      }
    }
  }
}
