#if canImport(Glibc)
  import Glibc
#endif

/// Writes every byte of `bytes` to `fd`, retrying after signals (EINTR) and short writes; false
/// on any other error (errno says which, e.g. EPIPE when the reader has gone).
public func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
  var offset = 0
  while offset < bytes.count {
    let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
    if n < 0 {
      if errno == EINTR { continue }
      return false
    }
    offset += n
  }
  return true
}
