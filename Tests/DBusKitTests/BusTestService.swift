import TestSupport
import DBusKit
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A connection of ours that owns a name and answers `org.solverv.Test` on a background thread,
/// the way the daemon's event loop will: poll the connection's descriptor, `receive`, answer.
///
/// Methods: `Echo` (returns its arguments), `Ping` (returns "pong"), `Fail(s name, s message)`
/// (replies with that error), and `org.freedesktop.DBus.Peer` through `peerReply(machineID:)`, with
/// ``machineID`` as this machine's id. Anything
/// else gets UnknownMethod, as libdbus's own dispatcher would answer.
final class BusTestService: @unchecked Sendable {
  static let interface = "org.solverv.Test"
  static let path = "/org/solverv/Test"
  /// The id GetMachineId answers (DBusKit reads no file: a service hands in its own reading).
  static let machineID = "0123456789abcdef0123456789abcdef"

  let connection: DBusConnection
  let name: String
  private let stopping = Atomic<Bool>(false)
  private let finished = DispatchSemaphore(value: 0)
  private let handled = Atomic<Int>(0)

  /// Calls answered so far.
  var handledCount: Int { handled.load(ordering: .relaxed) }

  init(bus: PrivateBus, name: String = "org.solverv.Test") throws {
    connection = try DBusConnection.connect(to: .address(bus.address))
    self.name = name
    guard try connection.requestName(name, flags: [.doNotQueue]) == .primaryOwner else {
      throw PrivateBusError("could not own \(name)")
    }
    Thread.detachNewThread { [self] in run() }
  }

  func stop() {
    guard !stopping.exchange(true, ordering: .relaxed) else { return }
    finished.wait()
    connection.close()
  }

  deinit { stop() }

  /// A method call to this service.
  func call(_ member: String, interface: String? = BusTestService.interface) throws(DBusError)
    -> DBusMessage
  {
    try DBusMessage.methodCall(
      destination: name, path: Self.path, interface: interface, member: member)
  }

  private func run() {
    defer { finished.signal() }
    guard let descriptor = connection.fileDescriptor else { return }
    while !stopping.load(ordering: .relaxed), connection.isConnected {
      repeat {
        for message in connection.receive() { handle(message) }
      } while connection.hasPendingMessages
      let events = Int16(POLLIN) | (connection.hasMessagesToSend ? Int16(POLLOUT) : 0)
      var ready = pollfd(fd: descriptor, events: events, revents: 0)
      _ = poll(&ready, 1, 20)
    }
  }

  private func handle(_ message: DBusMessage) {
    guard message.kind == .methodCall else { return }
    let reply = answer(message)
    handled.add(1, ordering: .relaxed)
    if message.expectsReply { _ = try? connection.send(reply) }
  }

  private func answer(_ message: DBusMessage) -> DBusMessage {
    if let reply = message.peerReply(machineID: Self.machineID) { return reply }
    guard message.interface == Self.interface || message.interface == nil else {
      return message.errorReply(
        DBusError(DBusError.unknownInterface, "no interface \(message.interface ?? "")"))
    }
    do {
      switch message.member {
      case "Echo":
        let reply = message.methodReturn()
        try reply.append(try message.arguments())
        return reply
      case "Ping":
        let reply = message.methodReturn()
        try reply.append(.string("pong"))
        return reply
      case "Fail":
        let arguments = try message.arguments()
        guard arguments.count == 2, let name = arguments[0].stringValue,
          let text = arguments[1].stringValue
        else { throw DBusError(DBusError.invalidArgs, "Fail takes (ss)") }
        return message.errorReply(name: name, message: text)
      default:
        throw DBusError(DBusError.unknownMethod, "no method \(message.member ?? "")")
      }
    } catch let error as DBusError {
      return message.errorReply(error)
    } catch {
      return message.errorReply(DBusError(DBusError.failed, "\(error)"))
    }
  }
}

extension DBusConnection {
  /// Receives until a message satisfying `matches` arrives (returned) or `timeoutMilliseconds`
  /// pass (nil: the hang guard, generous for a busy machine). Messages that do not match are dropped.
  func waitForMessage(
    timeoutMilliseconds: Int = 30_000, where matches: (DBusMessage) -> Bool
  ) -> DBusMessage? {
    let deadline = ContinuousClock.now + .milliseconds(timeoutMilliseconds)
    while ContinuousClock.now < deadline {
      if let found = receive(timeoutMilliseconds: 50).first(where: matches) { return found }
    }
    return nil
  }
}
