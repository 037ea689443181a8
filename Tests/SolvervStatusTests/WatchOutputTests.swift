import Foundation
import Testing

/// `--watch` whose reader stops reading: its writes must never hold up SIGTERM.
@Suite(.serialized) struct WatchOutputTests {
  /// A real `--watch` writing JSON lines (3.4 KB each) into a pipe that is never read: SIGUSR1s
  /// make it print until the pipe is full, then SIGTERM must end it within a second, with
  /// status 0. (It used to sit in write(2) until a reader drained the pipe.)
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
    defer {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
    }
    let reader = output.fileHandleForReading.fileDescriptor
    // Its first line shows it is running (and handles SIGUSR1); nothing is read.
    var ready = pollfd(fd: reader, events: Int16(POLLIN), revents: 0)
    try #require(poll(&ready, 1, 5_000) == 1, "no first line")
    for _ in 0..<60 {
      kill(process.processIdentifier, SIGUSR1)
      usleep(10_000)
    }
    usleep(300_000)
    try #require(process.isRunning)
    kill(process.processIdentifier, SIGTERM)
    let deadline = Date().addingTimeInterval(1)
    while process.isRunning, Date() < deadline { usleep(5_000) }
    #expect(!process.isRunning, "still running 1 s after SIGTERM")
    if !process.isRunning { #expect(process.terminationStatus == 0) }
    // What it had written: enough to have filled the pipe before the SIGTERM (16 pages of 4 KB,
    // one 3.4 KB line each, as a pipe keeps a write that does not fit the last page apart).
    _ = fcntl(reader, F_SETFL, fcntl(reader, F_GETFL) | O_NONBLOCK)
    var total = 0
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = read(reader, &buffer, buffer.count)
      if n <= 0 { break }
      total += n
    }
    #expect(total > 50_000, "only \(total) bytes written: the pipe was not full")
  }
}
