#if canImport(Glibc)
  import Glibc
#endif

/// stdout as `--watch` writes it: never in a write(2) that can block, because a blocked write
/// holds the process while SIGTERM — taken through a signalfd, so blocked for normal delivery —
/// waits behind it. ``WakeSource/writeOutput(_:)`` polls for room together with the signalfd and
/// then writes one chunk through this channel.
///
/// stdout's open file description is shared with the parent (a bar, a shell), so setting
/// O_NONBLOCK on it would change the parent's writes too. Instead: a pipe, FIFO or terminal is
/// opened a second time through `/proc/self/fd/1` with O_NONBLOCK — a description of our own on
/// the same pipe or terminal; a socket is written with `send(MSG_DONTWAIT)`, a per-call flag.
/// Anything else (a regular file, /dev/null) never blocks for long and is written as it is;
/// if the re-open fails, stdout itself is used, where a chunk of at most PIPE_BUF bytes after
/// POLLOUT still fits into a pipe without blocking.
struct OutputChannel {
  let descriptor: Int32
  private let ownsDescriptor: Bool
  private let isSocket: Bool

  /// Opens the channel for stdout.
  static func standardOutput() -> OutputChannel {
    let plain = OutputChannel(descriptor: STDOUT_FILENO, ownsDescriptor: false, isSocket: false)
    var info = stat()
    guard fstat(STDOUT_FILENO, &info) == 0 else { return plain }
    let kind = FileKind(mode: info.st_mode)
    if kind == .socket { return OutputChannel(descriptor: STDOUT_FILENO, ownsDescriptor: false, isSocket: true) }
    guard kind == .fifo || (kind == .characterDevice && isatty(STDOUT_FILENO) == 1) else { return plain }
    let twin = open("/proc/self/fd/\(STDOUT_FILENO)", O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
    guard twin >= 0 else { return plain }
    var opened = stat()
    guard fstat(twin, &opened) == 0, opened.st_ino == info.st_ino, opened.st_dev == info.st_dev else {
      Glibc.close(twin)
      return plain
    }
    return OutputChannel(descriptor: twin, ownsDescriptor: true, isSocket: false)
  }

  /// One write attempt of up to `count` bytes: what was written, or -1 with errno (EAGAIN:
  /// no room after all; poll again).
  func attempt(_ bytes: UnsafeRawPointer, count: Int) -> Int {
    isSocket ? send(descriptor, bytes, count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL)) : write(descriptor, bytes, count)
  }

  func close() {
    if ownsDescriptor { _ = Glibc.close(descriptor) }
  }
}
