import TestSupport
import DBusKit
import Testing

/// Every kind of `DBusValue` survives encoding and decoding: locally (append, then read back the
/// same message) and through a real bus to a service that echoes its arguments.
struct BusValueTests {
  /// One argument list holding every type and container shape, edge values included.
  static let everything: [DBusValue] = [
    .byte(0), .byte(255), .boolean(true), .boolean(false),
    .int16(.min), .uint16(.max), .int32(-42), .uint32(.max), .int64(.min), .uint64(.max),
    .double(-0.5), .double(.infinity), .double(1e-300),
    .string(""), .string("Ünïcødé ☀️ 日の出 \u{10FFFF} e\u{301}"), .objectPath("/"),
    .objectPath("/org/solverv/Status_1"), .signature(""), .signature("a{sv}(iu)"),
    .array([], elementSignature: "s"), .stringArray(["a", "b", "ß"]),
    .array([], elementSignature: "i"), .array([.int32(1), .int32(-2)], elementSignature: "i"),
    .array([], elementSignature: "a{sv}"),
    .array(
      [.stringVariantDictionary([("x", .int32(1))]), .stringVariantDictionary([])],
      elementSignature: "a{sv}"),
    .stringVariantDictionary([
      ("Sunrise", .double(1_767_250_800.5)), ("Name", .string("Oslo")),
      ("Nested", .variant(.variant(.uint64(7)))),
      ("Map", .stringVariantDictionary([("deep", .stringArray(["x"]))])),
      ("Point", .structure([.double(59.9), .double(10.7)])),
    ]),
    .dictionary(
      pairs: [(.uint32(2), .string("two")), (.uint32(1), .string("one"))], keySignature: "u",
      valueSignature: "s"),
    .dictionary([], keySignature: "o", valueSignature: "av"),
    .structure([.int32(1), .string("s"), .structure([.boolean(true)])]),
    .structure([.array([], elementSignature: "(ii)"), .variant(.objectPath("/a"))]),
    .variant(.variant(.variant(.string("three deep")))),
    .variant(.array([.byte(1), .byte(2)], elementSignature: "y")),
  ]

  @Test func everyKindRoundTripsWithinOneMessage() throws {
    let message = try DBusMessage.methodCall(
      destination: "org.solverv.Test", path: "/", interface: nil, member: "Echo")
    try message.append(Self.everything)
    #expect(message.signature == Self.everything.map(\.signature).joined())
    #expect(try message.arguments() == Self.everything)
  }

  @Test func appendingTwiceAddsAfterTheFirstArguments() throws {
    let message = try DBusMessage.signal(path: "/a", interface: "org.solverv.Test", member: "Tick")
    try message.append(.int32(1))
    try message.append(.string("two"), .boolean(true))
    #expect(message.signature == "isb")
    #expect(try message.arguments() == [.int32(1), .string("two"), .boolean(true)])
  }

  @Test func everyKindRoundTripsThroughTheBus() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let service = try BusTestService(bus: bus)
    defer { service.stop() }
    let client = try DBusConnection.connect(to: .address(bus.address))
    let call = try service.call("Echo")
    try call.append(Self.everything)
    let reply = try client.call(call)
    #expect(reply.kind == .methodReturn)
    #expect(reply.replySerial == call.serial && call.serial != 0)
    #expect(reply.sender == service.connection.uniqueName)
    #expect(try reply.arguments() == Self.everything)
    #expect(throws: DBusError.self) { try reply.append(.int32(1)) }  // received: read-only
  }

  /// The deepest values D-Bus allows (64 containers in all, 32 arrays) pass the bus, which
  /// would drop a connection sending anything deeper: our limits match libdbus's.
  @Test func theDeepestAllowedNestingPassesThroughTheBus() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let service = try BusTestService(bus: bus)
    defer { service.stop() }
    let client = try DBusConnection.connect(to: .address(bus.address))
    var variants = DBusValue.string("core")
    for _ in 0..<64 { variants = .variant(variants) }
    var arrays = DBusValue.int32(1)
    var signature = "i"
    for _ in 0..<32 {
      arrays = .array([arrays], elementSignature: signature)
      signature = "a" + signature
    }
    let call = try service.call("Echo")
    try call.append(variants, arrays)
    #expect(try client.call(call).arguments() == [variants, arrays])
    #expect(client.isConnected)
    let deeper = try service.call("Echo")
    #expect(throws: DBusError.self) { try deeper.append(.variant(variants)) }
    #expect(throws: DBusError.self) {
      try deeper.append(.array([arrays], elementSignature: signature))
    }
  }

  @Test(arguments: everything)
  func eachValueAloneRoundTripsInsideAVariant(value: DBusValue) throws {
    let message = try DBusMessage.signal(path: "/a", interface: "org.solverv.Test", member: "V")
    try message.append(.variant(value))
    #expect(try message.arguments() == [.variant(value)])
  }

  @Test func accessorsReadOnlyTheirOwnType() {
    let map = DBusValue.stringVariantDictionary([("a", .variant(.int32(3))), ("b", .string("x"))])
    #expect(map["a"]?.int32Value == 3)
    #expect(map["b"]?.stringValue == "x")
    #expect(map["c"] == nil)
    #expect(DBusValue.int32(3).uint32Value == nil)
    #expect(DBusValue.int32(3).int64Value == nil)
    #expect(DBusValue.objectPath("/").stringValue == nil)
    #expect(DBusValue.variant(.double(2)).doubleValue == nil)
    #expect(DBusValue.variant(.double(2)).variantValue?.doubleValue == 2)
    #expect(DBusValue.stringArray(["q"]).arrayValue == [.string("q")])
    #expect(map.dictionaryEntries?.count == 2)
    #expect(map.signature == "a{sv}")
    #expect(DBusValue.structure([.byte(1), .stringArray([])]).signature == "(yas)")
  }
}
