import CLinuxSupport
import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// Sleeps until a wall-clock deadline or something worth waking for — a signal, input on stdin,
/// the reader of stdout going away, the clock being set — with no polling in between.
///
/// One `poll` on a signalfd (SIGUSR1, SIGUSR2, SIGTERM, SIGINT, SIGHUP, blocked for normal
/// delivery), a CLOCK_REALTIME timerfd with TFD_TIMER_CANCEL_ON_SET (it fires on time across
/// suspend and wakes at once when the clock is set), optionally stdin, and stdout for hang-up.
public final class WakeSource {
  public enum Event: Equatable {
    /// The deadline (or the maximum wait) passed.
    case timeout
    /// The system clock was set (NTP step, manual change): recompute now.
    case clockChanged
    /// SIGUSR1: refresh now.
    case refresh
    /// SIGUSR2: switch small/large.
    case toggle
    /// SIGTERM or SIGINT: finish.
    case terminate
    /// SIGHUP: the terminal went away (`--watch` finishes) or a service manager asks for a
    /// reload (the daemon re-reads its config).
    case hangup
    /// A line (without newline) arrived on stdin.
    case input(String)
    /// stdout's reader has gone: nobody is listening any more.
    case outputClosed
    /// One of the extra descriptors passed to `wait` is readable (or hung up).
    case readable(Int32)
  }

  let signalDescriptor: Int32
  private let timerDescriptor: Int32
  private let readsInput: Bool
  private var inputOpen: Bool
  private var pendingInput: [UInt8] = []
  private var pendingLines: [String] = []
  /// Signals that arrived while ``writeOutput(_:)`` waited for room, for the next `wait`.
  var pendingEvents: [Event] = []
  /// stdout as ``writeOutput(_:)`` writes it, opened at the first write.
  var output: OutputChannel?

  /// - Parameter readsInput: also wake for lines on stdin (i3bar click events).
  public init(readsInput: Bool) {
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in [SIGUSR1, SIGUSR2, SIGTERM, SIGINT, SIGHUP] { sigaddset(&mask, signal) }
    sigprocmask(SIG_BLOCK, &mask, nil)
    signalDescriptor = signalfd(-1, &mask, Int32(SFD_CLOEXEC | SFD_NONBLOCK))
    timerDescriptor = timerfd_create(CLOCK_REALTIME, Int32(TFD_CLOEXEC | TFD_NONBLOCK))
    self.readsInput = readsInput
    inputOpen = readsInput
  }

  deinit {
    close(signalDescriptor)
    close(timerDescriptor)
    output?.close()
  }

  /// Waits until `deadline` (wall clock, seconds since 1970) or an event; never longer than
  /// `maximumWait` seconds, so a caller re-reads the clock and its settings at least that often.
  /// `descriptors` are watched too (the daemon's bus connections); `watchesOutput` adds stdout's
  /// hang-up (for `--watch`, whose reader is a bar).
  public func wait(
    until deadline: Double, maximumWait: Double, descriptors: [Int32] = [], watchesOutput: Bool = true
  ) -> Event {
    if !pendingEvents.isEmpty { return pendingEvents.removeFirst() }
    if !pendingLines.isEmpty { return .input(pendingLines.removeFirst()) }
    let now = SystemClock.now().secondsSince1970
    let target = min(deadline, now + maximumWait)
    guard target > now else { return .timeout }
    var spec = itimerspec()
    spec.it_value.tv_sec = Int(target.rounded(.down))
    spec.it_value.tv_nsec = Int((target - target.rounded(.down)) * 1e9)
    timerfd_settime(timerDescriptor, Int32(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET), &spec, nil)

    while true {
      var fds = [
        pollfd(fd: signalDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: timerDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: watchesOutput ? STDOUT_FILENO : -1, events: 0, revents: 0),
        pollfd(fd: inputOpen ? STDIN_FILENO : -1, events: Int16(POLLIN), revents: 0),
      ]
      for descriptor in descriptors { fds.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)) }
      let ready = poll(&fds, nfds_t(fds.count), -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return .terminate
      }
      if fds[0].revents & Int16(POLLIN) != 0, let event = readSignal() { return event }
      if fds[1].revents & Int16(POLLIN) != 0 {
        var expirations: UInt64 = 0
        let n = read(timerDescriptor, &expirations, 8)
        // ECANCELED: the clock was set while we slept.
        if n < 0 && errno == ECANCELED { return .clockChanged }
        return .timeout
      }
      if fds[2].revents & Int16(POLLERR | POLLHUP) != 0 { return .outputClosed }
      if inputOpen, fds[3].revents != 0 {
        if let line = readInput() { return .input(line) }
      }
      for entry in fds.dropFirst(4) where entry.revents != 0 { return .readable(entry.fd) }
    }
  }

  func readSignal() -> Event? {
    var info = signalfd_siginfo()
    let n = read(signalDescriptor, &info, MemoryLayout<signalfd_siginfo>.size)
    guard n == MemoryLayout<signalfd_siginfo>.size else { return nil }
    switch Int32(info.ssi_signo) {
    case SIGUSR1: return .refresh
    case SIGUSR2: return .toggle
    case SIGHUP: return .hangup
    default: return .terminate
    }
  }

  /// Reads what stdin has, returns the first complete line; at end of input stops watching it.
  private func readInput() -> String? {
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let n = read(STDIN_FILENO, &buffer, buffer.count)
    if n <= 0 {
      if n == 0 || (errno != EAGAIN && errno != EINTR) { inputOpen = false }
      return nil
    }
    pendingInput += buffer[0..<n]
    // Cap what a runaway writer can make us hold.
    if pendingInput.count > 65_536 { pendingInput.removeFirst(pendingInput.count - 65_536) }
    while let newline = pendingInput.firstIndex(of: UInt8(ascii: "\n")) {
      pendingLines.append(String(decoding: pendingInput[..<newline], as: UTF8.self))
      pendingInput.removeFirst(newline + 1)
    }
    return pendingLines.isEmpty ? nil : pendingLines.removeFirst()
  }
}
