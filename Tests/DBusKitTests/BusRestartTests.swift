import TestSupport
import DBusKit
import Testing

/// When the bus goes away, connections notice through `receive` and `isConnected` (no crash, no
/// process exit), and a new connection reaches the restarted bus once the old guid is dropped.
struct BusRestartTests {
  @Test func aRestartedBusIsNoticedAndReconnectedTo() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let connection = try DBusConnection.connect(to: .address(bus.address))
    #expect(try connection.requestName("org.solverv.Restart", flags: []) == .primaryOwner)
    let oldAddress = try #require(connection.address)
    #expect(oldAddress == bus.address && oldAddress.contains(",guid="))
    #expect(connection.isConnected)
    let oldID = try Self.busID(connection)

    try bus.restart()
    #expect(bus.address != oldAddress)
    // Writing to the dead socket before anything noticed: no SIGPIPE, no crash.
    _ = try? connection.send(
      try DBusMessage.signal(path: "/a", interface: "org.solverv.Test", member: "Late"))
    connection.flush()
    // `receive` first hands over what arrived before the bus went (the NameAcquired signals,
    // still queued here), then reports nothing and isConnected false.
    var rounds = 0
    while !connection.receive(timeoutMilliseconds: 50).isEmpty || connection.isConnected,
      rounds < 100
    {
      rounds += 1
    }
    #expect(!connection.isConnected)
    #expect(connection.receive(timeoutMilliseconds: 10).isEmpty)
    let lost = #expect(throws: DBusError.self) { try Self.busID(connection) }
    #expect(lost?.name == DBusError.disconnected.rawValue)

    // The old address names the old daemon by guid: libdbus refuses the new one.
    #expect(throws: DBusError.self) { try DBusConnection.connect(to: .address(oldAddress)) }
    let fresh = try DBusConnection.connect(
      to: .address(DBusConnection.addressWithoutGUID(oldAddress)))
    #expect(fresh.isConnected && fresh.uniqueName != nil)
    #expect(try Self.busID(fresh) != oldID)  // a different daemon answers
    #expect(try fresh.requestName("org.solverv.Restart", flags: [.doNotQueue]) == .primaryOwner)
  }

  /// The bus instance's id (`org.freedesktop.DBus.GetId`).
  static func busID(_ connection: DBusConnection) throws -> String {
    let reply = try connection.call(
      try DBusMessage.methodCall(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
        interface: "org.freedesktop.DBus", member: "GetId"))
    return try #require(try reply.arguments().first?.stringValue)
  }

  @Test func aBusThatIsGoneCannotBeConnectedTo() throws {
    guard let bus = PrivateBus.start() else { return }
    let address = bus.address
    bus.stop()
    let error = #expect(throws: DBusError.self) {
      try DBusConnection.connect(to: .address(DBusConnection.addressWithoutGUID(address)))
    }
    #expect(
      error?.name == DBusError.noServer.rawValue || error?.name == DBusError.fileNotFound.rawValue)
    #expect(throws: DBusError.self) { try DBusConnection.connect(to: .address("nonsense")) }
  }
}
