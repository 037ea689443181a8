#if canImport(Glibc)
  import Glibc
#endif

extension WakeSource {
  /// Writes all of `text` to stdout for `--watch` without ever blocking in write(2): before each
  /// chunk (at most PIPE_BUF bytes) it waits in `poll` for room on stdout *and* for the
  /// signalfd, so a bar that stops reading cannot keep SIGTERM from ending us. SIGUSR1/SIGUSR2
  /// that arrive meanwhile are kept for the next ``wait(until:maximumWait:descriptors:watchesOutput:)``.
  /// `.finished` when the reader has gone or SIGTERM, SIGINT or SIGHUP asked us to finish;
  /// `.failed(errno)` for any other write error (a full disk behind a redirect), which the caller
  /// reports.
  public func writeOutput(_ text: String) -> OutputWriteResult {
    let bytes = Array(text.utf8)
    let output = self.output ?? OutputChannel.standardOutput()
    self.output = output
    var offset = 0
    while offset < bytes.count {
      var fds = [
        pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: output.descriptor, events: Int16(POLLOUT), revents: 0),
      ]
      if poll(&fds, 2, -1) < 0 {
        if errno == EINTR { continue }
        return .failed(errno)
      }
      if fds[0].revents & Int16(POLLIN) != 0, let event = readSignal() {
        switch event {
        case .terminate, .hangup: return .finished
        default: if !pendingEvents.contains(event) { pendingEvents.append(event) }
        }
        continue
      }
      if fds[1].revents & Int16(POLLOUT) == 0 {
        if fds[1].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { return .finished }  // reader gone
        continue
      }
      let n = bytes.withUnsafeBytes { buffer in
        output.attempt(buffer.baseAddress! + offset, count: min(bytes.count - offset, Int(PIPE_BUF)))
      }
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return errno == EPIPE ? .finished : .failed(errno)  // EPIPE: nobody to write for
      }
      offset += n
    }
    return .written
  }
}

/// How a ``WakeSource/writeOutput(_:)`` ended.
public enum OutputWriteResult: Equatable, Sendable {
  case written
  /// The reader went away or a signal asked us to stop: end quietly.
  case finished
  /// A write error other than a gone reader (`errno`).
  case failed(Int32)
}
