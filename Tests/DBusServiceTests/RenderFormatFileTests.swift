import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A FIFO among the user formats, with a writer holding it open, used to make
/// `Render("x", "")` wait for ever and every other client's call wait behind it. Format files are
/// now read like the config — a regular file only, never waited on — so the Render answers at
/// once with an error, and a Ping from another connection sent right behind it is answered
/// within 10 ms (the figure is printed). A format linked to some other file is not echoed.
@Suite(.serialized) struct RenderFormatFileTests {
  static func micro(_ duration: Duration) -> Int {
    let (seconds, attoseconds) = duration.components
    return Int(seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
  }

  /// The reply to the call with `serial` on `connection`, waiting for it up to `limit` seconds
  /// (a hang guard: the wait ends when the reply arrives).
  static func reply(to serial: UInt32, on connection: DBusConnection, limit: Double = 20) -> DBusMessage? {
    let deadline = Date().addingTimeInterval(limit)
    while Date() < deadline {
      if let reply = connection.receive(timeoutMilliseconds: 200).first(where: { $0.replySerial == serial }) {
        return reply
      }
    }
    return nil
  }

  @Test("Render of a FIFO format answers at once with an error; a Ping behind it answers in < 10 ms")
  func aFIFOFormatNeitherHangsRenderNorDelaysPing() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    let formats = harness.home.appendingPathComponent("config/solverv/formats")
    try FileManager.default.createDirectory(at: formats, withIntermediateDirectories: true)
    let fifo = formats.appendingPathComponent("x.toml").path
    try #require(mkfifo(fifo, 0o600) == 0)
    // A writer that holds the FIFO open and never writes: a blocking read waits for ever.
    let writer = open(fifo, O_RDWR | O_NONBLOCK)
    try #require(writer >= 0)
    defer { close(writer) }
    try harness.start()
    let renderer = try harness.client()
    let pinger = try harness.client()
    _ = try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: pinger)  // connected, warm

    let clock = ContinuousClock()
    var pings: [Duration] = []
    var renders: [Duration] = []
    for _ in 0..<50 {
      let render = try DBusMessage.methodCall(
        destination: DaemonHarness.busName, path: DaemonHarness.path, interface: DaemonHarness.interface, member: "Render")
      try render.append([.string("x"), .string("")])
      let renderStart = clock.now
      let serial = try renderer.send(render)
      renderer.flush()
      // From another connection, right behind the Render.
      let pingStart = clock.now
      _ = try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: pinger)
      pings.append(clock.now - pingStart)
      let reply = try #require(Self.reply(to: serial, on: renderer), "Render on a FIFO format never answered")
      renders.append(clock.now - renderStart)
      #expect(reply.kind == .error && reply.errorName == DBusError.invalidArgs.rawValue)
      #expect(reply.error?.message.contains("x.toml is a FIFO, not a regular file") == true, "\(reply)")
    }
    pings.sort()
    renders.sort()
    print(
      "Ping behind a Render of a FIFO format, 50 rounds (private dbus-daemon, debug build, shared cores):",
      "median \(Self.micro(pings[25])) µs, max \(Self.micro(pings[49])) µs;",
      "the Render's error reply median \(Self.micro(renders[25])) µs, max \(Self.micro(renders[49])) µs")
    // The median is the figure (a busy machine may stall one round); every round answered.
    #expect(pings[25] < .milliseconds(10), "median Ping \(Self.micro(pings[25])) µs")
    #expect(pings[49] < .seconds(2), "slowest Ping \(Self.micro(pings[49])) µs")
    // The daemon is still serving, and the FIFO is as it was.
    _ = try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: renderer)
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
  }

  @Test("Render of a format linked to another file names the link, never a line of that file")
  func aLinkedFormatIsNotEchoedOverTheBus() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    let formats = harness.home.appendingPathComponent("config/solverv/formats")
    try FileManager.default.createDirectory(at: formats, withIntermediateDirectories: true)
    let secret = harness.home.appendingPathComponent("shadow").path
    try "root:$6$SECRET-HASH:19000:0:99999:7:::\n".write(toFile: secret, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: formats.appendingPathComponent("x.toml").path, withDestinationPath: secret)
    try harness.start()
    let client = try harness.client()
    let error = #expect(throws: DBusError.self) {
      try harness.call("Render", [.string("x"), .string("")], on: client)
    }
    #expect(error?.name == DBusError.invalidArgs.rawValue)
    #expect(error?.message.contains("which is not a .toml file") == true, "\(String(describing: error))")
    #expect(error?.message.contains("SECRET") == false && error?.message.contains("root:") == false)
  }

  @Test("InvalidArgs messages are one line: a newline or ESC a caller sent is shown as \\u{…}")
  func invalidArgsMessagesAreOneLine() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    try harness.start()
    let client = try harness.client()
    let calls: [(String, [DBusValue])] = [
      ("SetSettings", [.stringVariantDictionary([("language", .string("\u{1b}[2J"))])]),
      ("SetSettings", [.stringVariantDictionary([("clock", .string("x\n[location]\nlatitude=1"))])]),
      ("Render", [.string("no\nsuch"), .string("")]),
    ]
    for (member, arguments) in calls {
      let error = #expect(throws: DBusError.self, "\(member)") { try harness.call(member, arguments, on: client) }
      let message = error?.message ?? ""
      #expect(error?.name == DBusError.invalidArgs.rawValue, "\(member): \(String(describing: error))")
      #expect(!message.contains("\n") && !message.contains("\u{1b}"), "\(member): \(message)")
      #expect(message.contains("\\u{1b}") || message.contains("\\u{a}"), "\(member): \(message)")
    }
  }
}
