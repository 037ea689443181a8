import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

/// One Render call can neither stall the service nor get it thrown off the bus: the template and
/// the rendered text are bounded (InvalidArgs naming the limit), and no reply larger than the bus
/// takes is ever sent. (Timings here are loose: debug build, shared cores. solverv-bench
/// `render-flood` measures the release build.)
@Suite(.serialized) struct RenderLimitTests {
  static let bar = "{progress_bar:500}"

  /// Templates at the limit built to be as expensive as possible.
  static let hostile: [(String, String)] = [
    ("bars", String(repeating: bar, count: SolvervBusInterface.maximumTemplateBytes / bar.utf8.count)),
    ("times", String(repeating: "{sunrise:%B %a %d %Y %H:%M:%S %Z %z}", count: SolvervBusInterface.maximumTemplateBytes / 36)),
    ("alternatives", "{" + Array(repeating: "polar_night|sunrise:%B", count: 170).joined(separator: "|") + "}"),
    (
      "groups",
      String(repeating: "[", count: 16) + String(repeating: "{location:500}", count: 280) + String(repeating: "]", count: 16)
    ),
    ("escapes", String(repeating: "<&'\"", count: SolvervBusInterface.maximumTemplateBytes / 4)),
  ]

  @Test("a template over the limit is refused at once, naming the limit")
  func anOversizedTemplateIsRefused() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    try harness.start()
    let client = try harness.client()
    let template = String(repeating: Self.bar, count: 1_048_576 / Self.bar.utf8.count + 1)
    let started = Date()
    let error = #expect(throws: DBusError.self) {
      try harness.call("Render", [.string("waybar"), .string(template)], on: client)
    }
    // Refused, not rendered: a megabyte rendered would take minutes; how fast is solverv-bench
    // render-flood's business, not a window a busy machine could miss.
    #expect(Date().timeIntervalSince(started) < 30)
    #expect(error?.name == DBusError.invalidArgs.rawValue)
    #expect(
      error?.message == "template is \(template.utf8.count) bytes; the limit is \(SolvervBusInterface.maximumTemplateBytes)")
    // Twice the size, the one that used to get the daemon dropped from the bus: the same answer,
    // on the same connection.
    let unique = try #require(harness.logText.firstMatch(of: /serving \S+ on (:\S+)/)?.output.1)
    #expect(throws: DBusError.self) {
      try harness.call("Render", [.string("text"), .string(template + template)], on: client)
    }
    _ = try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: client)
    #expect(!harness.logText.contains("lost the session bus"), "\(harness.logText)")
    #expect(harness.logText.contains(String(unique)))
  }

  @Test("hostile templates within the limit answer quickly or are refused, in every format")
  func hostileTemplatesAnswerOrRefuseQuickly() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    try harness.start()
    let client = try harness.client()
    for (name, template) in Self.hostile {
      #expect(template.utf8.count <= SolvervBusInterface.maximumTemplateBytes, "\(name)")
      for format in ["text", "waybar", "polybar", "i3blocks", "i3bar", "conky", "json"] {
        let started = Date()
        do throws(DBusError) {
          let text = try harness.call("Render", [.string(format), .string(template)], on: client).first?.stringValue
          #expect((text?.utf8.count ?? 0) <= SolvervBusInterface.maximumRenderedBytes, "\(name) \(format)")
        } catch {
          #expect(error.name == DBusError.invalidArgs.rawValue, "\(name) \(format): \(error)")
          #expect(error.message.contains("; the limit is "), "\(name) \(format): \(error)")
        }
        let took = Date().timeIntervalSince(started)
        // A blow-up takes minutes; the speed itself is the benchmarks' (a busy machine is slow).
        #expect(took < 10, "\(name) in \(format) took \(took) s")
      }
    }
  }

  @Test("progress bars are bounded before rendering, naming the limit")
  func progressBarCellsAreBounded() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    try harness.start()
    let client = try harness.client()
    let allowed = String(repeating: Self.bar, count: SolvervBusInterface.maximumBarCells / 500)
    let text = try harness.call("Render", [.string("text"), .string(allowed)], on: client).first?.stringValue
    #expect(text?.unicodeScalars.count == SolvervBusInterface.maximumBarCells)
    let error = #expect(throws: DBusError.self) {
      try harness.call("Render", [.string("text"), .string(allowed + "{progress_bar}")], on: client)
    }
    #expect(error?.name == DBusError.invalidArgs.rawValue)
    #expect(
      error?.message
        == "the template's progress bars have \(SolvervBusInterface.maximumBarCells + 10) cells in all; the limit is \(SolvervBusInterface.maximumBarCells)"
    )
  }

  @Test("the service answers Ping while Render calls keep coming")
  func pingStaysFastDuringARenderFlood() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    try harness.start()
    // Four clients send hostile Renders back to back, without waiting for replies.
    let flooders = try (0..<4).map { _ in try harness.client() }
    for (index, flooder) in flooders.enumerated() {
      for round in 0..<25 {
        let template = Self.hostile[(index + round) % Self.hostile.count].1
        let message = try DBusMessage.methodCall(
          destination: DaemonHarness.busName, path: DaemonHarness.path, interface: DaemonHarness.interface, member: "Render")
        try message.append([.string("waybar"), .string(template)])
        try flooder.send(message)
      }
      flooder.flush()
    }
    let client = try harness.client()
    var slowest = 0.0
    for _ in 0..<20 {
      let started = Date()
      _ = try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: client)
      slowest = max(slowest, Date().timeIntervalSince(started))
    }
    // Behind the flood a Ping would wait for every Render; the latency is the benchmarks'.
    #expect(slowest < 5, "Ping took \(slowest) s during the flood")
    // Every Render was answered, with text or a refusal.
    for flooder in flooders {
      var replies = 0
      let deadline = Date().addingTimeInterval(ProcessExit.hangGuard)
      while replies < 25, Date() < deadline {
        replies += flooder.receive(timeoutMilliseconds: 100).filter { $0.kind == .methodReturn || $0.kind == .error }.count
      }
      #expect(replies == 25)
    }
    #expect(harness.isRunning)
  }

  @Test("a reply larger than the limit becomes a LimitsExceeded error")
  func anOversizedReplyIsNeverSent() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    // A call that was sent, so it has the serial a reply refers to (as every received call has).
    let client = try DBusConnection.connect(to: .address(bus.address))
    let call = try DBusMessage.methodCall(
      destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "GetId")
    try client.send(call)
    let big = call.methodReturn()
    try big.append(.string(String(repeating: "█", count: ReplyLimit.maximumBytes / 3 + 1)))
    let checked = ReplyLimit.checked(big, answering: call)
    #expect(checked.kind == .error)
    #expect(checked.errorName == DBusError.limitsExceeded.rawValue)
    let size = try #require(big.marshalledSize)
    #expect(size > ReplyLimit.maximumBytes)
    #expect(checked.error?.message == "the reply would be \(size) bytes; the limit is \(ReplyLimit.maximumBytes)")
    // One that fits passes through unchanged.
    let small = call.methodReturn()
    try small.append(.string("ok"))
    #expect(ReplyLimit.checked(small, answering: call) === small)
    #expect((small.marshalledSize ?? 0) > 2)
  }
}
