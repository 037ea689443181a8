import DBusKit
import DBusService
import SolvervApp
import SolvervDaemon
import SolvervEngine
import SolvervSystem
import TestSupport
import Testing

/// ``SolvervResponder`` built with the daemon's own ``ResponderEffects`` pointed at a scratch
/// folder, answering calls sent over a private bus: the calls that change something change real
/// files there, through the one injected value, and a held config lock is a call to try again,
/// with nothing written.
struct ResponderEffectsTests {
  static let noon = Instant(secondsSince1970: 1_796_904_000)  // 2026-12-10T12:00:00Z

  /// A responder over the config in `folder` (the light/dark switch on), and how many refreshes
  /// its calls asked for.
  final class Rig {
    let bus: PrivateBus
    let client: DBusConnection
    let server: DBusConnection
    let config: String
    let themeChoice: String
    var refreshes = 0
    private(set) var responder: SolvervResponder!

    init?(_ folder: ScratchFolder) throws {
      guard let bus = PrivateBus.start() else { return nil }
      self.bus = bus
      client = try DBusConnection.connect(to: .address(bus.address))
      server = try DBusConnection.connect(to: .address(bus.address))
      config = try folder.write("config.toml", "[theme]\nenabled = true\n")
      themeChoice = folder.file("theme.toml")
      let snapshot = try Plan(configPath: config, now: ResponderEffectsTests.noon).snapshot(at: ResponderEffectsTests.noon)
      let effects = ResponderEffects.daemon(
        configPath: config, themeChoicePath: themeChoice, clock: ManualTimeSource(ResponderEffectsTests.noon),
        requestRefresh: { [unowned self] in refreshes += 1 })
      responder = SolvervResponder(
        snapshot: snapshot, properties: SnapshotProperties.values(of: snapshot, text: "", tooltip: ""), snapshotReply: nil,
        cache: ReplyCache(), effects: effects)
    }

    deinit { bus.stop() }

    /// The call as the server received it over the bus (with its sender and serial).
    func received(
      _ member: String, interface: String = SolvervBusInterface.interface, _ arguments: [DBusValue]
    ) throws -> DBusMessage {
      let message = try DBusMessage.methodCall(
        destination: server.uniqueName, path: SolvervBusInterface.objectPath, interface: interface, member: member)
      try message.append(arguments)
      _ = try client.send(message)
      client.flush()
      let deadline = ContinuousClock.now + .seconds(30)  // a hang guard
      while ContinuousClock.now < deadline {
        if let call = server.receive(timeoutMilliseconds: 50).first(where: { $0.kind == .methodCall && $0.member == member }) { return call }
      }
      throw DBusError(DBusError.failed, "\(member) never arrived")
    }

    /// The responder's reply to the call.
    func call(_ member: String, interface: String = SolvervBusInterface.interface, _ arguments: DBusValue...) throws
      -> DBusMessage
    {
      try #require(responder.reply(to: try received(member, interface: interface, arguments)))
    }
  }

  /// `body` with a rig in a scratch folder of its own (nothing when no private bus starts).
  static func withRig(_ label: String, _ body: (Rig, ScratchFolder) throws -> Void) throws {
    let folder = try ScratchFolder(label)
    defer { folder.remove() }
    guard let rig = try Rig(folder) else { return }
    try body(rig, folder)
  }

  @Test("SetSettings and SetTheme write the scratch folder's files; GetSettings reads them back")
  func effectsWriteRealFiles() throws {
    try Self.withRig("responder-effects") { rig, folder in
      let set = try rig.call("SetSettings", .stringVariantDictionary([("language", .string("de"))]))
      #expect(set.kind == .methodReturn, "\(set.error.map { "\($0)" } ?? "")")
      #expect(try folder.read(rig.config).contains("language = \"de\""))
      let settings = try #require(try rig.call("GetSettings").arguments().first)
      #expect(settings["language"]?.stringValue == "de")

      let theme = try rig.call("SetTheme", .string("dark"))
      #expect(theme.kind == .methodReturn, "\(theme.error.map { "\($0)" } ?? "")")
      #expect(try folder.read(rig.themeChoice).contains("mode = \"dark\""))
      #expect(rig.refreshes == 2)
    }
  }

  @Test("A config write that finds the lock held is left to retry; the file is untouched")
  func heldLockIsBusy() throws {
    try Self.withRig("responder-busy") { rig, folder in
      let lock = try ConfigLock.acquire(for: rig.config, timeout: 0)
      defer { lock.release() }
      let message = try rig.received(
        "SetLocation", [.double(59.91), .double(10.75), .string("Oslo"), .string("Europe/Oslo")])
      guard case .configBusy(let busy) = rig.responder.outcome(of: message) else {
        Issue.record("SetLocation under a held lock was answered, not left to retry")
        return
      }
      #expect(busy.path == rig.config)
      #expect(try folder.read(rig.config) == "[theme]\nenabled = true\n")
      #expect(rig.refreshes == 0)
    }
  }

  @Test("GetMachineId answers SolvervSystem's reading of the machine id")
  func machineIDFromSolvervSystem() throws {
    try Self.withRig("responder-machine") { rig, _ in
      let reply = try rig.call("GetMachineId", interface: SolvervBusInterface.peer)
      let id = try #require(reply.arguments().first?.stringValue)
      #expect(id == MachineID.read() ?? String(repeating: "0", count: 32))
    }
  }

  @Test("MachineID takes the first file holding 32 hex digits, and none when no file does")
  func machineIDReader() throws {
    let folder = try ScratchFolder("machine-id")
    defer { folder.remove() }
    let short = try folder.write("short", "0123456789abcdef0123456789abcde\n")
    let good = try folder.write("good", "  fedcba9876543210fedcba9876543210\n")
    let missing = folder.file("missing")
    #expect(MachineID.read(paths: [missing, short, good]) == "fedcba9876543210fedcba9876543210")
    #expect(MachineID.read(paths: [missing, short]) == nil)
  }
}
