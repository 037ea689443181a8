import TestSupport
import DBusKit
import Foundation
import Testing

/// ``DBusObject``: one declaration gives the signature check, the typed arguments, the
/// introspection and the signals' emitters — each tried on a real private bus.
struct BusObjectDeclarationTests {
  static let path = "/org/solverv/Declared"
  static let interface = "org.solverv.Declared"
  static let introspectable = "org.freedesktop.DBus.Introspectable"

  static let ticked = DBusSignal(at: path, interface, "Ticked", DBusIn<String>("kind"), DBusIn<Int64>("time"))
  static let changed = DBusSignal(at: path, interface, "Changed", DBusIn<DBusValue>("values", type: "a{sv}"))

  /// Answers from an offset added to every sum (the context a handler reads).
  static let object: DBusObject<Int32> = DBusObject(
    path: path, interfaces: [interface, introspectable],
    methods: [
      DBusMethod(interface, "Add", in: DBusIn<Int32>("a"), DBusIn<Int32>("b"), out: [("sum", "i")]) { offset, call, a, b in
        try call.returning([.int32(a + b + offset)])
      },
      DBusMethod(interface, "Greet", in: DBusIn<String>("name"), DBusIn<[String]>("titles"), out: [("text", "s")]) {
        _, call, name, titles in
        try call.returning([.string((titles + [name]).joined(separator: " "))])
      },
      DBusMethod(introspectable, "Introspect", out: [("xml_data", "s")]) { _, call in
        try call.returning([.string(object.introspection)])
      },
    ],
    properties: [DBusPropertyDeclaration(interface, "Count", "u", emitsChanged: false)],
    signals: [ticked.declaration, changed.declaration])

  /// Sends `call` from `client`, answers it on `server` with the object, returns the reply.
  static func roundTrip(_ call: DBusMessage, _ client: DBusConnection, _ server: DBusConnection) throws -> DBusMessage {
    let serial = try client.send(call)
    client.flush()
    let received = try #require(server.waitForMessage { $0.kind == .methodCall && $0.path == path })
    let reply = try #require(object.reply(to: received, 3))
    _ = try server.send(reply)
    server.flush()
    return try #require(client.waitForMessage { $0.replySerial == serial })
  }

  static func call(_ server: DBusConnection, _ member: String, interface: String = interface, _ values: [DBusValue]) throws
    -> DBusMessage
  {
    let call = try DBusMessage.methodCall(destination: server.uniqueName, path: path, interface: interface, member: member)
    try call.append(values)
    return call
  }

  @Test("a declared method decodes typed arguments; a wrong signature is InvalidArgs naming both")
  func signatureCheckAndTypedArguments() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let server = try DBusConnection.connect(to: .address(bus.address))
    let client = try DBusConnection.connect(to: .address(bus.address))

    let sum = try Self.roundTrip(try Self.call(server, "Add", [.int32(40), .int32(-1)]), client, server)
    #expect(sum.kind == .methodReturn)
    #expect(try sum.arguments() == [.int32(42)])  // 40 - 1 + the context's 3
    let greeting = try Self.roundTrip(
      try Self.call(server, "Greet", [.string("Ada"), .stringArray(["Dr", "Prof"])]), client, server)
    #expect(try greeting.arguments() == [.string("Dr Prof Ada")])

    for wrong: [DBusValue] in [[.string("40"), .int32(2)], [.int32(40)], [.int32(1), .int32(2), .int32(3)]] {
      let refused = try Self.roundTrip(try Self.call(server, "Add", wrong), client, server)
      let error = try #require(refused.error)
      #expect(error.name == DBusError.invalidArgs.rawValue)
      let given = wrong.map(\.signature).joined()
      #expect(error.message == "Add takes (ii), not (\(given))", "\(error.message)")
    }
    let unknown = try #require(try Self.roundTrip(try Self.call(server, "Subtract", []), client, server).error)
    #expect(unknown.name == DBusError.unknownMethod.rawValue)
    let elsewhere = try #require(
      try Self.roundTrip(try Self.call(server, "Add", interface: "org.solverv.Other", [.int32(1), .int32(2)]), client, server)
        .error)
    #expect(elsewhere.name == DBusError.unknownInterface.rawValue)
  }

  @Test("introspection lists exactly the declared methods, arguments, property and signals")
  func introspectionListsTheDeclarations() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let server = try DBusConnection.connect(to: .address(bus.address))
    let client = try DBusConnection.connect(to: .address(bus.address))
    let reply = try Self.roundTrip(
      try Self.call(server, "Introspect", interface: Self.introspectable, []), client, server)
    let xml = try #require(try reply.arguments().first?.stringValue)
    let lines = xml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    func names(_ tag: String) -> [String] {
      lines.filter { $0.hasPrefix("<\(tag) ") }.compactMap { line in
        line.split(separator: "\"").dropFirst().first.map(String.init)
      }
    }
    #expect(names("interface") == [Self.interface, Self.introspectable])
    #expect(names("method") == ["Add", "Greet", "Introspect"])
    #expect(names("signal") == ["Ticked", "Changed"])
    #expect(names("property") == ["Count"])
    let arguments = lines.filter { $0.hasPrefix("<arg ") }
    #expect(arguments.count == 3 + 3 + 1 + 2 + 1, "\(arguments)")
    #expect(arguments.contains(#"<arg name="titles" type="as" direction="in"/>"#))
    #expect(arguments.contains(#"<arg name="values" type="a{sv}"/>"#))
    #expect(xml.contains(#"<node name="\#(Self.path)">"#))
  }

  @Test("each path above the object introspects as its declared Introspect and the next node down")
  func parentPathsLeadToTheObject() {
    let top = Self.object.parentIntrospection(at: "/")
    #expect(
      top == """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        <node>
          <interface name="org.freedesktop.DBus.Introspectable">
            <method name="Introspect"><arg name="xml_data" type="s" direction="out"/></method>
          </interface>
          <node name="org"/>
        </node>

        """)
    #expect(Self.object.parentIntrospection(at: "/org")?.contains(#"<node name="solverv"/>"#) == true)
    #expect(Self.object.parentIntrospection(at: "/org/solverv")?.contains(#"<node name="Declared"/>"#) == true)
    for elsewhere in [Self.path, Self.path + "/below", "/org/solver", "/orgx", "/net/solverv"] {
      #expect(Self.object.parentIntrospection(at: elsewhere) == nil, "\(elsewhere)")
    }
  }

  @Test("a typed emitter sends the declared signature; a value of another type is refused, not sent")
  func typedEmitterSendsTheDeclaredSignature() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let emitter = try DBusConnection.connect(to: .address(bus.address))
    let listener = try DBusConnection.connect(to: .address(bus.address))
    try listener.addMatch("type='signal',interface='\(Self.interface)'")

    do throws(DBusError) {
      _ = try Self.changed.message(.stringArray(["not", "a", "dictionary"]))
      Issue.record("Changed accepted as for a{sv}")
    } catch {
      #expect(error.name == DBusError.invalidArgs.rawValue)
      #expect(error.message == "Changed sends (a{sv}), not (as)", "\(error.message)")
    }
    _ = try emitter.send(try Self.ticked.message("sunrise", 1_782_000_000))
    _ = try emitter.send(try Self.changed.message(.stringVariantDictionary([("Count", .uint32(2))])))
    emitter.flush()

    // Both arrive in one read, in the order sent: collect them rather than drop the second.
    var signals: [DBusMessage] = []
    let deadline = ContinuousClock.now + .seconds(30)
    while signals.count < 2, ContinuousClock.now < deadline {
      signals += listener.receive(timeoutMilliseconds: 50).filter { $0.kind == .signal && $0.interface == Self.interface }
    }
    try #require(signals.count == 2, "\(signals.map(\.member))")
    let (tick, change) = (signals[0], signals[1])
    #expect(tick.member == "Ticked")
    #expect(tick.signature == "sx")
    #expect(tick.path == Self.path)
    #expect(try tick.arguments() == [.string("sunrise"), .int64(1_782_000_000)])
    #expect(change.member == "Changed")  // the refused one was never sent: this is the next
    #expect(change.signature == "a{sv}")
  }

  @Test("traits(of:) gives a call's declared traits; another path, interface or member, and a signal, have none")
  func traitsOfACall() throws {
    let slow = DBusMethodTraits.slow, acts = DBusMethodTraits.changesState
    let object = DBusObject<Int32>(
      path: Self.path, interfaces: [Self.interface, "org.solverv.Second"],
      methods: [
        DBusMethod(Self.interface, "Render", traits: slow) { _, call in call.methodReturn() },
        DBusMethod("org.solverv.Second", "Render", traits: acts) { _, call in call.methodReturn() },
        DBusMethod(Self.interface, "Ping") { _, call in call.methodReturn() },
      ])
    func call(_ member: String, interface: String?, path: String = Self.path) throws -> DBusMessage {
      try DBusMessage.methodCall(destination: nil, path: path, interface: interface, member: member)
    }
    #expect(object.traits(of: try call("Render", interface: Self.interface)) == slow)
    #expect(object.traits(of: try call("Render", interface: "org.solverv.Second")) == acts)
    #expect(object.traits(of: try call("Render", interface: nil)) == slow)  // no interface: the first declared
    #expect(object.traits(of: try call("Ping", interface: Self.interface)) == [])
    #expect(object.has(slow, try call("Render", interface: Self.interface)))
    #expect(!object.has(slow, try call("Render", interface: "org.solverv.Second")))
    #expect(object.traits(of: try call("Render", interface: Self.interface, path: "/org/solverv/Other")) == nil)
    #expect(object.traits(of: try call("Render", interface: "org.solverv.Third")) == nil)
    #expect(object.traits(of: try call("Draw", interface: Self.interface)) == nil)
    #expect(object.traits(of: try DBusMessage.signal(path: Self.path, interface: Self.interface, member: "Render")) == nil)
  }
}
