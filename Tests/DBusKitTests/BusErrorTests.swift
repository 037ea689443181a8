import TestSupport
import DBusKit
import Testing

/// Errors from the bus and from services arrive as `DBusError` with the right name, and input
/// libdbus would warn or abort on is rejected by this layer first, as a thrown error.
struct BusErrorTests {
  @Test func callingANameNobodyOwnsIsServiceUnknownOrNameHasNoOwner() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let client = try DBusConnection.connect(to: .address(bus.address))
    let activating = try DBusMessage.methodCall(
      destination: "org.solverv.Nobody", path: "/", interface: "org.solverv.Test", member: "Ping")
    #expect(activating.autoStart)
    #expect(throws: DBusError.self) { try client.call(activating) }
    do {
      _ = try client.call(activating)
      Issue.record("calling a missing name succeeded")
    } catch DBusError.serviceUnknown {
      // The bus tried to activate it: no .service file.
    } catch {
      Issue.record("expected ServiceUnknown, got \(error)")
    }
    let direct = try DBusMessage.methodCall(
      destination: "org.solverv.Nobody", path: "/", interface: "org.solverv.Test", member: "Ping")
    direct.autoStart = false
    let error = try #require(throws: DBusError.self) { try client.call(direct) }
    #expect(error.name == "org.freedesktop.DBus.Error.NameHasNoOwner")
    #expect(error.is(DBusError.nameHasNoOwner))
    #expect(error.message.contains("org.solverv.Nobody"))
  }

  @Test func aCustomErrorReplyRoundTripsNameAndMessage() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let service = try BusTestService(bus: bus)
    defer { service.stop() }
    let client = try DBusConnection.connect(to: .address(bus.address))
    let call = try service.call("Fail")
    try call.append(.string("org.solverv.Error.NoSun"), .string("Polar night — søndag ☾"))
    let error = try #require(throws: DBusError.self) { try client.call(call) }
    #expect(error == DBusError(name: "org.solverv.Error.NoSun", message: "Polar night — søndag ☾"))
    do {
      _ = try client.call(try service.call("Missing"))
    } catch "org.solverv.Error.NoSun" {
      Issue.record("matched the wrong name")
    } catch DBusError.unknownMethod {
      // Literal and static names both match through ~=.
    } catch {
      Issue.record("expected UnknownMethod, got \(error)")
    }
    let invalidName = try service.call("Fail")
    try invalidName.append(.string("not an error name"), .string("text"))
    let fallback = try #require(throws: DBusError.self) { try client.call(invalidName) }
    #expect(fallback.name == DBusError.failed.rawValue)
    #expect(fallback.message.contains("not an error name") && fallback.message.contains("text"))
  }

  @Test func untypedCatchMatchesByName() {
    func failing() throws { throw DBusError(DBusError.accessDenied, "no") }
    var matched = false
    do { try failing() } catch DBusError.accessDenied { matched = true } catch {}
    #expect(matched)
    #expect(!(DBusError.invalidArgs ~= DBusError(DBusError.accessDenied, "")))
    #expect(
      DBusError(DBusError.noReply, "slow").description
        == "org.freedesktop.DBus.Error.NoReply: slow")
  }

  @Test(arguments: [
    ("org.solverv.Test", "relative/path", "org.solverv.Test", "Ping"),
    ("org.solverv.Test", "/trailing/", "org.solverv.Test", "Ping"),
    ("org.solverv.Test", "/a\0b", "org.solverv.Test", "Ping"),
    ("bad..name", "/", "org.solverv.Test", "Ping"),
    ("org.solverv.Test\0x", "/", "org.solverv.Test", "Ping"),
    ("org.solverv.Test", "/", "nodots", "Ping"),
    ("org.solverv.Test", "/", "org.solverv.Test", "1Ping"),
    ("org.solverv.Test", "/", "org.solverv.Test", "Pi.ng"),
    ("org.solverv.Test", "/", "org.solverv.Test", ""),
    ("org.solverv.Test", "/", "org.freedesktop.DBus.Local", "Disconnected"),
    ("org.solverv.Test", "/org/freedesktop/DBus/Local", "org.solverv.Test", "Ping"),
  ])
  func invalidHeadersAreRejectedBeforeLibdbus(
    destination: String, path: String, interface: String, member: String
  ) {
    let error = #expect(throws: DBusError.self) {
      try DBusMessage.methodCall(
        destination: destination, path: path, interface: interface, member: member)
    }
    #expect(error?.name == DBusError.invalidArgs.rawValue)
  }

  @Test(arguments: [
    DBusValue.string("nul\0inside"), .objectPath("no/leading/slash"), .objectPath("/a//b"),
    .objectPath("/a\0"), .signature("a"), .signature("{sv}"), .signature("s\0"),
    .array([.int32(1)], elementSignature: "s"), .array([], elementSignature: ""),
    .array([], elementSignature: "{sv}"), .array([], elementSignature: "ss"),
    .dictionary([], keySignature: "v", valueSignature: "s"),
    .dictionary(pairs: [(.string("k"), .int32(1))], keySignature: "s", valueSignature: "v"),
    .structure([]), .variant(.structure([])), .stringArray(["ok", "bad\0"]),
  ])
  func invalidArgumentsAreRejectedAndLeaveTheMessageUnchanged(value: DBusValue) throws {
    let message = try DBusMessage.signal(path: "/a", interface: "org.solverv.Test", member: "S")
    try message.append(.int32(7))
    let error = #expect(throws: DBusError.self) { try message.append(.string("fine"), value) }
    #expect(error?.name == DBusError.invalidArgs.rawValue)
    #expect(message.signature == "i")
    #expect(try message.arguments() == [.int32(7)])
  }

  @Test func nestingBeyondTheDBusLimitIsRejected() throws {
    var variants = DBusValue.int32(1)
    for _ in 0..<70 { variants = .variant(variants) }
    var arrays = DBusValue.int32(1)
    var signature = "i"
    for _ in 0..<33 {
      arrays = .array([arrays], elementSignature: signature)
      signature = "a" + signature
    }
    var fine = DBusValue.int32(1)
    for _ in 0..<30 { fine = .variant(fine) }
    let message = try DBusMessage.signal(path: "/a", interface: "org.solverv.Test", member: "S")
    #expect(throws: DBusError.self) { try message.append(variants) }
    #expect(throws: DBusError.self) { try message.append(arrays) }
    try message.append(fine)
    #expect(try message.arguments() == [fine])
  }

  @Test func aSentMessageCannotBeChangedAndAClosedConnectionThrows() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let connection = try DBusConnection.connect(to: .address(bus.address))
    let signal = try DBusMessage.signal(path: "/a", interface: "org.solverv.Test", member: "S")
    let serial = try connection.send(signal)
    #expect(serial != 0 && signal.serial == serial)
    #expect(throws: DBusError.self) { try signal.append(.int32(1)) }
    #expect(throws: DBusError.self) { try connection.call(signal) }
    connection.close()
    #expect(!connection.isConnected)
    #expect(connection.fileDescriptor == nil)
    #expect(connection.receive(timeoutMilliseconds: 10).isEmpty)
    let again = try DBusMessage.signal(path: "/a", interface: "org.solverv.Test", member: "S")
    #expect(throws: DBusError.self) { try connection.send(again) }
    let error = #expect(throws: DBusError.self) { try connection.requestName("org.x.Y", flags: []) }
    #expect(error?.name == DBusError.disconnected.rawValue)
  }

  @Test func namesValidateAsValueTypes() {
    #expect(ObjectPath(rawValue: "/org/solverv") != nil)
    #expect(ObjectPath(rawValue: "/org/") == nil)
    #expect(BusName(rawValue: ":1.42")?.isUnique == true)
    #expect(BusName(rawValue: "org.solverv.Status")?.isUnique == false)
    #expect(BusName(rawValue: "org") == nil)
    #expect(InterfaceName(rawValue: "org.solverv.Status1") != nil)
    #expect(InterfaceName(rawValue: "org.solverv.1Status") == nil)
    #expect(MemberName(rawValue: "GetAll") != nil)
    #expect(MemberName(rawValue: "Get-All") == nil)
    #expect(MemberName(rawValue: String(repeating: "a", count: 256)) == nil)
    #expect(throws: DBusError.self) { try ObjectPath(validating: "x") }
  }

  @Test func addressesLoseTheirGUID() {
    #expect(
      DBusConnection.addressWithoutGUID("unix:path=/tmp/x/bus,guid=0123abcd")
        == "unix:path=/tmp/x/bus")
    #expect(
      DBusConnection.addressWithoutGUID("unix:guid=ab,path=/b;tcp:host=h,port=1,guid=cd")
        == "unix:path=/b;tcp:host=h,port=1")
    #expect(DBusConnection.addressWithoutGUID("unix:path=/a") == "unix:path=/a")
  }
}
