import TestSupport
import DBusKit
import Testing

/// Signals reach connections that asked for them with a match rule, and only those that match.
struct BusSignalTests {
  @Test func aMatchedSignalArrivesWithItsArguments() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let emitter = try DBusConnection.connect(to: .address(bus.address))
    let listener = try DBusConnection.connect(to: .address(bus.address))
    try listener.addMatch("type='signal',interface='org.solverv.Test',member='Changed'")

    let other = try DBusMessage.signal(
      path: "/org/solverv/Test", interface: "org.solverv.Test", member: "Other")
    try emitter.send(other)
    let signal = try DBusMessage.signal(
      path: "/org/solverv/Test", interface: "org.solverv.Test", member: "Changed")
    let payload: [DBusValue] = [
      .string("org.solverv.Status1"), .stringVariantDictionary([("Phase", .string("dusk"))]),
      .stringArray([]),
    ]
    try signal.append(payload)
    try emitter.send(signal)
    emitter.flush()
    #expect(!emitter.hasMessagesToSend)

    let received = listener.waitForMessage { $0.interface == "org.solverv.Test" }
    let message = try #require(received)
    #expect(message.kind == .signal)
    #expect(message.member == "Changed")  // "Other" was sent first but does not match
    #expect(message.path == "/org/solverv/Test")
    #expect(message.sender == emitter.uniqueName)
    #expect(message.destination == nil)
    #expect(try message.arguments() == payload)
  }

  /// A signal that arrives while a blocking call waits is read from the socket by libdbus and
  /// queued: `poll` cannot see it, `hasPendingMessages` can, and `receive` returns it without
  /// waiting out its timeout.
  @Test func messagesQueuedDuringABlockingCallAreVisibleAndReturnedAtOnce() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let emitter = try DBusConnection.connect(to: .address(bus.address))
    let listener = try DBusConnection.connect(to: .address(bus.address))
    try listener.addMatch("type='signal',interface='org.solverv.Test'")
    // The bus's NameAcquired for the unique name arrived while Hello and AddMatch blocked.
    #expect(listener.hasPendingMessages)
    #expect(listener.receive().contains { $0.member == "NameAcquired" })
    #expect(!listener.hasPendingMessages)
    try emitter.send(
      try DBusMessage.signal(path: "/a", interface: "org.solverv.Test", member: "Queued"))
    // The bus handles one connection's messages in order: once the emitter's call is answered,
    // the signal has been routed ahead of anything the listener asks for next.
    _ = try BusRestartTests.busID(emitter)
    _ = try BusRestartTests.busID(listener)
    #expect(listener.hasPendingMessages)
    let clock = ContinuousClock()
    let start = clock.now
    // Waiting out the timeout would take the whole minute; returning at once is far below it.
    let messages = listener.receive(timeoutMilliseconds: 60_000)
    #expect(clock.now - start < .seconds(30))
    #expect(messages.contains { $0.member == "Queued" })
    #expect(!listener.hasPendingMessages)
  }

  @Test func anInvalidMatchRuleIsThrownByTheBus() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let connection = try DBusConnection.connect(to: .address(bus.address))
    let error = #expect(throws: DBusError.self) { try connection.addMatch("type='nonsense'") }
    #expect(error?.name == DBusError.matchRuleInvalid.rawValue)
    #expect(throws: DBusError.self) { try connection.addMatch("type='signal'\0") }
    #expect(connection.isConnected)
  }
}
