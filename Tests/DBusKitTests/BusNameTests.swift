import TestSupport
import DBusKit
import Testing

/// `requestName` follows the bus's ownership rules, and the bus's NameLost / NameAcquired
/// signals reach the connections concerned.
struct BusNameTests {
  static let name = "org.solverv.Contested"

  @Test func ownershipReplacementAndQueueing() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let first = try DBusConnection.connect(to: .address(bus.address))
    let second = try DBusConnection.connect(to: .address(bus.address))
    let third = try DBusConnection.connect(to: .address(bus.address))

    let flags: DBusConnection.NameFlags = [.allowReplacement, .doNotQueue]
    #expect(try first.requestName(Self.name, flags: flags) == .primaryOwner)
    #expect(try first.requestName(Self.name, flags: [.allowReplacement]) == .alreadyOwner)
    #expect(try second.requestName(Self.name, flags: [.doNotQueue]) == .exists)

    #expect(try second.requestName(Self.name, flags: [.replaceExisting]) == .primaryOwner)
    let lost = first.waitForMessage { isBusSignal($0, "NameLost") }
    #expect(lost?.sender == "org.freedesktop.DBus")
    #expect(try lost?.arguments() == [.string(Self.name)])
    #expect(second.waitForMessage { isBusSignal($0, "NameAcquired") } != nil)

    // The second owner did not allow replacement: a third is queued, and gets the name when
    // the owner releases it.
    #expect(try third.requestName(Self.name, flags: [.replaceExisting]) == .inQueue)
    #expect(try second.releaseName(Self.name) == .released)
    #expect(third.waitForMessage { isBusSignal($0, "NameAcquired") } != nil)
    #expect(try second.releaseName(Self.name) == .notOwner)
    #expect(try first.releaseName("org.solverv.NeverOwned") == .nonExistent)
  }

  @Test func invalidAndUniqueNamesAreRefused() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let connection = try DBusConnection.connect(to: .address(bus.address))
    let invalid = #expect(throws: DBusError.self) {
      try connection.requestName("no-dots\0", flags: [])
    }
    #expect(invalid?.name == DBusError.invalidArgs.rawValue)
    // Syntactically valid but not requestable: the bus itself says no.
    let unique = #expect(throws: DBusError.self) {
      try connection.requestName(connection.uniqueName ?? ":1.1", flags: [])
    }
    #expect(unique?.name == DBusError.invalidArgs.rawValue)
    #expect(connection.uniqueName?.hasPrefix(":") == true)
  }

  private func isBusSignal(_ message: DBusMessage, _ member: String) -> Bool {
    message.kind == .signal && message.interface == "org.freedesktop.DBus"
      && message.member == member && (try? message.arguments()) == [.string(Self.name)]
  }
}
