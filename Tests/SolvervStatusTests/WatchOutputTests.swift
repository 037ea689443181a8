import TestSupport
import Foundation
import Testing

/// `--watch` whose reader stops reading: its writes must never hold up SIGTERM.
@Suite(.serialized) struct WatchOutputTests {
  /// A real `--watch` writing JSON lines (3.4 KB each) into a pipe that is never read: SIGUSR1s
  /// make it print until the pipe is full, then SIGTERM must end it, with status 0. (It used to
  /// sit in write(2) until a reader drained the pipe: for ever.) Every wait is for the event —
  /// the pipe holding 50 KB, the kernel seeing the exit — under a generous hang guard, never a
  /// wall-clock window (it flaked at "1 s after SIGTERM" on a busy machine).
  @Test func aFullOutputPipeDoesNotDelaySIGTERM() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = ["--watch", "--format", "json", "--location", "Oslo", "--at", "2026-11-22T12:00"]
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "HOME": NSTemporaryDirectory()]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    try? output.fileHandleForWriting.close()  // only the child writes
    defer { ProcessExit.kill(process) }
    let reader = output.fileHandleForReading.fileDescriptor
    // Its first line shows it is running (and handles SIGUSR1); nothing is read.
    var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
    try #require(poll(&ready, 1, 30_000) == 1, "no first line")
    // SIGUSR1 until the pipe holds 50 KB (16 pages of 4 KB, one 3.4 KB line each, as a pipe keeps
    // a write that does not fit the last page apart): then its next write is blocked or refused.
    let deadline = Date().addingTimeInterval(ProcessExit.hangGuard)
    while Self.unread(reader) < 50_000, ProcessExit.isRunning(process), Date() < deadline {
      kill(process.processIdentifier, SIGUSR1)
      usleep(10_000)
    }
    #expect(Self.unread(reader) >= 50_000, "only \(Self.unread(reader)) bytes written: the pipe was not full")
    // One more line that cannot fit, then the signal.
    kill(process.processIdentifier, SIGUSR1)
    try #require(ProcessExit.isRunning(process), "it ended before SIGTERM")
    kill(process.processIdentifier, SIGTERM)
    let status = ProcessExit.wait(process)
    #expect(status != nil, "still running \(Int(ProcessExit.hangGuard)) s after SIGTERM")
    #expect(status == 0)
  }

  /// Bytes written into the pipe and not read yet (FIONREAD).
  static func unread(_ descriptor: Int32) -> Int {
    var count: Int32 = 0
    return ioctl(descriptor, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
  }
}
