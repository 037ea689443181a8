import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A private connection to a message bus: ours alone to read, write and close.
///
/// Owns exactly one reference to a libdbus `DBusConnection*`; `deinit` closes the connection (if
/// `close()` did not) and releases it. Private connections are used, not libdbus's shared
/// per-process ones (`dbus_bus_get`), so nobody else can close ours or read its messages, and
/// exit-on-disconnect is off: losing the bus is a state to report (`isConnected`), never a
/// process exit.
///
/// No libdbus dispatching is used. Messages are taken with `receive` (read, then pop), so the
/// owner of the connection decides what answers what — including the replies libdbus would
/// otherwise make on its own during dispatch (`org.freedesktop.DBus.Peer`, see
/// `DBusMessage.peerReply(machineID:)`, and UnknownMethod for calls nobody handles).
///
/// An event loop owns `receive`, and sleeps in `poll` on `fileDescriptor` beside its other
/// descriptors (signalfd, timerfd):
///
///     while running {
///       repeat {
///         for message in connection.receive() { handle(message) }
///       } while connection.hasPendingMessages  // queued by a blocking call in a handler
///       guard connection.isConnected, let socket = connection.fileDescriptor else {
///         reconnect(); continue  // DBusConnection.addressWithoutGUID(old.address)
///       }
///       let events = Int16(POLLIN) | (connection.hasMessagesToSend ? Int16(POLLOUT) : 0)
///       var fds = [pollfd(fd: socket, events: events, revents: 0) /* , signalfd, timerfd */]
///       poll(&fds, nfds_t(fds.count), timeout)
///     }
///
/// libdbus locks internally (threads are initialised on first use), so other threads may
/// `send` or `call` on the same connection; only one should `receive`.
public final class DBusConnection: @unchecked Sendable {
  public enum Bus: Sendable, Hashable {
    /// `DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`, else `autolaunch:`.
    case session
    /// `DBUS_SYSTEM_BUS_ADDRESS`, else the standard system socket.
    case system
    /// A D-Bus address such as `unix:path=/run/user/1000/bus`.
    case address(String)
  }

  /// The result of `requestName` (`DBUS_REQUEST_NAME_REPLY_*`).
  public enum NameReply: Sendable, Hashable {
    /// We own the name now.
    case primaryOwner
    /// Someone else owns it; we were queued and will get `NameAcquired` when it is our turn.
    case inQueue
    /// Someone else owns it and we asked not to be queued (`doNotQueue`).
    case exists
    /// We owned it already.
    case alreadyOwner
  }

  /// The result of `releaseName` (`DBUS_RELEASE_NAME_REPLY_*`).
  public enum ReleaseReply: Sendable, Hashable {
    case released, nonExistent, notOwner
  }

  /// Flags of `requestName` (`DBUS_NAME_FLAG_*`).
  public struct NameFlags: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Let a later `replaceExisting` request take the name from us (we get `NameLost`).
    public static let allowReplacement = NameFlags(rawValue: 0x1)
    /// Take the name if its owner allowed replacement.
    public static let replaceExisting = NameFlags(rawValue: 0x2)
    /// Fail with `.exists` instead of waiting in the queue.
    public static let doNotQueue = NameFlags(rawValue: 0x4)
  }

  let pointer: OpaquePointer
  /// The address this connection was opened with; see `addressWithoutGUID` for reconnecting.
  public let address: String?
  private let closed = Atomic<Bool>(false)

  private init(pointer: OpaquePointer, address: String) {
    self.pointer = pointer
    self.address = address
  }

  deinit {
    if !closed.load(ordering: .acquiring) { LibDBus.close(pointer) }
    LibDBus.unref(connection: pointer)
  }

  /// Connects and registers with the bus (the `Hello` call that assigns the unique name).
  ///
  /// The corresponding libdbus functions are `dbus_connection_open_private`,
  /// `dbus_connection_set_exit_on_disconnect` (off) and `dbus_bus_register`.
  public static func connect(to bus: Bus) throws(DBusError) -> DBusConnection {
    LibDBus.initializeThreads()
    let address = try resolve(bus)
    guard let pointer = try LibDBus.openPrivate(address) else {
      throw DBusError(DBusError.noMemory, "dbus_connection_open_private failed")
    }
    LibDBus.setExitOnDisconnect(pointer, false)
    // From here `deinit` closes and releases, also when registering fails.
    let connection = DBusConnection(pointer: pointer, address: address)
    guard try LibDBus.register(pointer) else {
      throw DBusError(DBusError.noMemory, "dbus_bus_register failed")
    }
    return connection
  }

  /// The unique name the bus assigned (`:1.42`).
  ///
  /// The corresponding libdbus function is `dbus_bus_get_unique_name`.
  public var uniqueName: String? { LibDBus.uniqueName(pointer) }

  /// False once `close()` was called or the bus went away (noticed by `receive`, `send`, `call`).
  ///
  /// The corresponding libdbus function is `dbus_connection_get_is_connected`.
  public var isConnected: Bool {
    !closed.load(ordering: .acquiring) && LibDBus.isConnected(pointer)
  }

  /// The socket, for `poll`: readable means `receive` has something to read. nil once closed.
  ///
  /// The corresponding libdbus function is `dbus_connection_get_unix_fd`.
  public var fileDescriptor: Int32? {
    closed.load(ordering: .acquiring) ? nil : LibDBus.unixFileDescriptor(pointer)
  }

  /// Whether outgoing data waits for the socket to accept it: then also poll for writability.
  ///
  /// The corresponding libdbus function is `dbus_connection_has_messages_to_send`.
  public var hasMessagesToSend: Bool { LibDBus.hasMessagesToSend(pointer) }

  /// Whether complete messages are already queued in libdbus (read during a blocking `call`,
  /// `addMatch` or `requestName`): `poll` will not report them, so call `receive` before
  /// sleeping.
  ///
  /// The corresponding libdbus function is `dbus_connection_get_dispatch_status`.
  public var hasPendingMessages: Bool { LibDBus.hasIncomingMessages(pointer) }

  /// Whether the socket has bytes libdbus has not read yet. libdbus reads a couple of KiB per
  /// `receive`, so a burst of large messages takes many rounds: a loop that wants everything
  /// that has arrived (to answer cheap calls that came behind large ones) keeps calling
  /// `receive` while this is true.
  public var hasUnreadData: Bool {
    guard let socket = fileDescriptor else { return false }
    var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
  }

  /// Asks the bus for a well-known name. Blocks for the bus's answer.
  ///
  /// The corresponding libdbus function is `dbus_bus_request_name`.
  public func requestName(_ name: String, flags: NameFlags) throws(DBusError) -> NameReply {
    _ = try BusName(validating: name)
    try requireConnection()
    switch try LibDBus.requestName(pointer, name, flags: flags.rawValue) {
    case 1: return .primaryOwner
    case 2: return .inQueue
    case 3: return .exists
    case 4: return .alreadyOwner
    case let other: throw DBusError(DBusError.failed, "RequestName replied \(other)")
    }
  }

  /// Gives up a well-known name (or leaves its queue). Blocks for the bus's answer.
  ///
  /// The corresponding libdbus function is `dbus_bus_release_name`.
  @discardableResult
  public func releaseName(_ name: String) throws(DBusError) -> ReleaseReply {
    _ = try BusName(validating: name)
    try requireConnection()
    switch try LibDBus.releaseName(pointer, name) {
    case 1: return .released
    case 2: return .nonExistent
    case 3: return .notOwner
    case let other: throw DBusError(DBusError.failed, "ReleaseName replied \(other)")
    }
  }

  /// Subscribes to messages matching `rule` (`type='signal',interface='…'`). Blocks for the
  /// bus's answer, so an invalid rule is thrown (`MatchRuleInvalid`).
  ///
  /// The corresponding libdbus function is `dbus_bus_add_match`.
  public func addMatch(_ rule: String) throws(DBusError) {
    guard DBusSyntax.isValidString(rule) else { throw DBusSyntax.invalid("match rule", rule) }
    try requireConnection()
    try LibDBus.addMatch(pointer, rule)
  }

  /// The corresponding libdbus function is `dbus_bus_remove_match`.
  public func removeMatch(_ rule: String) throws(DBusError) {
    guard DBusSyntax.isValidString(rule) else { throw DBusSyntax.invalid("match rule", rule) }
    try requireConnection()
    try LibDBus.removeMatch(pointer, rule)
  }

  /// Queues `message` and writes what the socket takes without blocking; the rest goes out in
  /// `receive` or `flush`. Returns the serial the message was given. The message cannot be
  /// changed afterwards.
  ///
  /// The corresponding libdbus function is `dbus_connection_send`.
  @discardableResult
  public func send(_ message: DBusMessage) throws(DBusError) -> UInt32 {
    try requireConnection()
    message.seal()
    guard let serial = LibDBus.send(pointer, message.pointer) else {
      throw DBusError(DBusError.noMemory, "dbus_connection_send failed")
    }
    return serial
  }

  /// Blocks until everything queued is written (or the connection is lost).
  ///
  /// The corresponding libdbus function is `dbus_connection_flush`.
  public func flush() {
    if isConnected { LibDBus.flush(pointer) }
  }

  /// Sends a method call and blocks for its reply. An error reply is thrown as
  /// `DBusError(name, message)`; so are a timeout (`NoReply`) and a lost bus (`Disconnected`).
  /// Other messages arriving meanwhile stay queued for `receive` (see `hasPendingMessages`).
  ///
  /// The corresponding libdbus function is `dbus_connection_send_with_reply_and_block`.
  public func call(_ message: DBusMessage, timeoutMilliseconds: Int32 = 5_000) throws(DBusError)
    -> DBusMessage
  {
    guard message.kind == .methodCall else {
      throw DBusError(DBusError.invalidArgs, "only method calls have replies")
    }
    try requireConnection()
    message.seal()
    guard
      let reply = try LibDBus.sendWithReplyAndBlock(
        pointer, message.pointer, timeoutMilliseconds: timeoutMilliseconds)
    else { throw DBusError(DBusError.noReply, "no reply") }
    return DBusMessage(owning: reply, received: true)
  }

  /// Reads and writes what the socket allows within `timeoutMilliseconds` (0: do not block,
  /// negative: until something happens), then returns every complete incoming message, in
  /// order. Messages already queued are returned without waiting.
  ///
  /// When the bus goes away, libdbus's local `Disconnected` signal is consumed here: `receive`
  /// returns what arrived before (then `[]`), and `isConnected` becomes false.
  ///
  /// Event loop (see the type's documentation): poll `fileDescriptor` for reading (and writing
  /// while `hasMessagesToSend`); call `receive()` when it is ready; handle the messages; call
  /// `receive()` again while `hasPendingMessages` (handlers that make blocking calls leave
  /// messages queued where `poll` cannot see them); then poll. libdbus reads only a few KiB per
  /// call (a 200 kB message took about 50), so a large message takes several rounds; `poll`
  /// keeps reporting the socket readable until it is all in.
  ///
  /// The corresponding libdbus functions are `dbus_connection_read_write` and
  /// `dbus_connection_pop_message`.
  public func receive(timeoutMilliseconds: Int32 = 0) -> [DBusMessage] {
    guard !closed.load(ordering: .acquiring) else { return [] }
    var messages = popAll()
    // read_write waits out its timeout even with messages queued: wait only when there are none.
    _ = LibDBus.readWrite(pointer, timeoutMilliseconds: messages.isEmpty ? timeoutMilliseconds : 0)
    messages += popAll()
    return messages
  }

  private func popAll() -> [DBusMessage] {
    var messages: [DBusMessage] = []
    while let raw = LibDBus.popMessage(pointer) {
      let message = DBusMessage(owning: raw, received: true)
      if message.kind == .signal, message.interface == "org.freedesktop.DBus.Local",
        message.member == "Disconnected"
      {
        continue  // reported through isConnected
      }
      messages.append(message)
    }
    return messages
  }

  /// Closes the connection; later calls throw `Disconnected` and `receive` returns `[]`. The
  /// reference is released in `deinit`.
  ///
  /// The corresponding libdbus function is `dbus_connection_close`.
  public func close() {
    if !closed.exchange(true, ordering: .acquiringAndReleasing) { LibDBus.close(pointer) }
  }

  private func requireConnection() throws(DBusError) {
    guard isConnected else {
      throw DBusError(DBusError.disconnected, "the connection to the bus is closed")
    }
  }
}
