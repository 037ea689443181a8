public import DBusKit
import SolvervApp
public import SolvervEngine
public import SolvervSystem

/// Answers method calls on the Solverv object. Pure with respect to the bus: it turns a call into
/// a reply (or an error reply) using the daemon's current state, so every argument check is
/// testable by sending messages.
public struct ServiceRequests {
  /// What the daemon knows now.
  let snapshot: SolarSnapshot
  let properties: [(String, DBusValue)]
  /// The GetSnapshot reply body (`snapshot.json()` as `a{sv}`), marshalled once per refresh:
  /// GetSnapshot is the hot call of applets.
  let snapshotReply: DBusMessage?
  /// Events per year and recent Events replies, kept by the daemon across calls.
  let cache: ReplyCache
  /// Re-resolves place and settings after SetLocation/Refresh (done by the daemon).
  let requestRefresh: () -> Void
  /// Persists a new place (the config file) — injected so tests can point it elsewhere.
  let setLocation: (_ name: String, _ coordinate: Coordinate, _ timezone: String) throws -> Void
  /// The config file GetSettings reads and SetSettings writes.
  let configPath: String
  /// Saves the manual light/dark choice (nil: back to the sun) at the daemon's now, in the
  /// choice file of its clock (``ThemeOverrideStore``).
  let setTheme: (ThemeMode?) throws -> Void
  /// How long a config write waits for the config lock: the daemon passes 0 and retries a busy
  /// call from its loop (``outcome(of:)``), so no wait ever stops it answering.
  let configLockWait: Double

  public init(
    snapshot: SolarSnapshot, properties: [(String, DBusValue)], snapshotReply: DBusMessage?, cache: ReplyCache,
    requestRefresh: @escaping () -> Void,
    setLocation: @escaping (_ name: String, _ coordinate: Coordinate, _ timezone: String) throws -> Void,
    configPath: String, setTheme: @escaping (ThemeMode?) throws -> Void = { _ in },
    configLockWait: Double = ConfigLock.timeout
  ) {
    self.snapshot = snapshot
    self.properties = properties
    self.snapshotReply = snapshotReply
    self.cache = cache
    self.requestRefresh = requestRefresh
    self.setLocation = setLocation
    self.configPath = configPath
    self.setTheme = setTheme
    self.configLockWait = configLockWait
  }

  /// The longest Events span answered in one call.
  static let maximumEventYears = 100

  /// The reply to `message`, or nil when none is due (a signal, or no reply expected). Never one
  /// the bus would refuse (see `ReplyLimit`). A config write that found the lock held is
  /// answered with `Failed` and the busy message.
  public func reply(to message: DBusMessage) -> DBusMessage? {
    switch outcome(of: message) {
    case .reply(let reply): reply
    case .configBusy(let busy): message.expectsReply ? busyReply(to: message, busy, waited: configLockWait) : nil
    }
  }

  /// What a call comes to: its reply (nil when none is due), or a config write that found the
  /// config's lock held and wrote nothing — to try again later.
  public enum Outcome {
    case reply(DBusMessage?)
    case configBusy(ConfigBusy)
  }

  /// The call answered, or left for another try when it writes the config and the lock is held.
  public func outcome(of message: DBusMessage) -> Outcome {
    // A query whose caller wants no reply has nothing left to do: dropping it unread keeps a
    // flood of such calls from delaying anyone's answer. SetLocation and Refresh still act.
    guard ServiceMethods.object.wantsAnswer(message) else { return .reply(nil) }
    let reply: DBusMessage
    do {
      reply = ReplyLimit.checked(try answer(message), answering: message, language: language)
    } catch let busy as ConfigBusy {
      return .configBusy(busy)
    } catch {
      // One line, every value as typed: a newline or ESC a caller sent (a setting's value, a
      // place name) is written `\u{…}` in the message that echoes it, like the CLI's.
      reply = ServiceMethods.object.errorReply(to: message, for: error)
    }
    return .reply(message.expectsReply ? reply : nil)
  }

  /// `Failed` for a config write that waited `waited` seconds for another writer.
  public func busyReply(to message: DBusMessage, _ busy: ConfigBusy, waited: Double) -> DBusMessage {
    let reason = snapshot.settings.language.errorPhrase(.file(.busy(path: busy.path, seconds: Int(waited.rounded()))))
    return message.errorReply(name: DBusError.failed.rawValue, message: Escaping.visibleInMessage(reason))
  }

  /// Whether the call writes the config under its lock (SetSettings, SetLocation).
  public static func writesConfig(_ message: DBusMessage) -> Bool {
    ServiceMethods.object.has(.writesConfig, message)
  }

  /// Whether a call takes real work (Render), to be answered after the cheap ones.
  public static func isSlow(_ message: DBusMessage) -> Bool {
    ServiceMethods.object.has(.slow, message)
  }

  private func answer(_ message: DBusMessage) throws -> DBusMessage {
    let object = ServiceMethods.object
    // Parents of the object, so `busctl tree` and introspecting tools can walk down to it.
    if let path = message.path, path != object.path, let child = Self.childNode(under: path),
      message.interface ?? SolvervBusInterface.introspectable == SolvervBusInterface.introspectable,
      message.member == Self.introspect.name
    {
      _ = try object.arguments(message, Self.introspect.inputSignature, wording: wording)
      return try message.returning([.string(Self.parentIntrospection(child))])
    }
    return try object.answer(message, self, wording: wording)
  }

  /// The one method of the object's parents: the object's own Introspect.
  private static let introspect = ServiceMethods.all.first { $0.interface == SolvervBusInterface.introspectable }!

  /// Events' reply, from the cache of recent replies when the same span was asked in the same
  /// zone, language and hemisphere.
  func eventsReply(_ message: DBusMessage, from: Int, to: Int) throws -> DBusMessage {
    let key =
      "\(from) \(to) \(snapshot.location.zone.identifier) \(snapshot.settings.language.code) \(snapshot.hemisphere.rawValue)"
    if let template = cache.eventReply(key), let reply = message.methodReturn(copying: template) { return reply }
    let value = try events(from: from, to: to)
    if let template = try? DBusMessage.replyTemplate([value]) {
      cache.keep(eventReply: template, for: key)
      if let reply = message.methodReturn(copying: template) { return reply }
    }
    return try message.returning([value])
  }

  // MARK: Methods

  func render(format: String, template: String) throws -> String {
    let templateBytes = template.utf8.count
    guard templateBytes <= SolvervBusInterface.maximumTemplateBytes else {
      throw refusal(DBusError.invalidArgs, .templateTooLong(bytes: templateBytes, limit: SolvervBusInterface.maximumTemplateBytes))
    }
    let provider: any StatusProvider
    // A user format's or template's error in the language in effect, as the CLI says it.
    do { provider = try UserFormats.provider(named: format) } catch {
      throw DBusError(DBusError.invalidArgs, error.message(in: snapshot.settings.language))
    }
    var options = RenderOptions()
    if !template.isEmpty {
      let parsed: Template
      do { parsed = try Template(template) } catch {
        throw DBusError(DBusError.invalidArgs, snapshot.settings.language.errorPhrase(error.phrase))
      }
      let cells = parsed.progressBarCells
      guard cells <= SolvervBusInterface.maximumBarCells else {
        throw refusal(DBusError.invalidArgs, .tooManyBarCells(cells, limit: SolvervBusInterface.maximumBarCells))
      }
      options.template = parsed
    }
    let text = provider.render(snapshot, options: options)
    let textBytes = text.utf8.count
    guard textBytes <= SolvervBusInterface.maximumRenderedBytes else {
      throw refusal(DBusError.invalidArgs, .renderedTooLong(bytes: textBytes, limit: SolvervBusInterface.maximumRenderedBytes))
    }
    return text
  }

  func sunTimes(date text: String, latitude: Double, longitude: Double, timezone: String) throws -> DBusValue {
    guard let date = CivilDate(iso: text), SeasonCalculator.supportedYears.contains(date.year) else {
      throw refusal(DBusError.invalidArgs, .sunTimesDate(printable(text), years: SeasonCalculator.supportedYears))
    }
    let coordinate = try validCoordinate(latitude, longitude)
    let zone = try validZone(timezone, orDefault: snapshot.location.zone)
    let day = SunCalculator(coordinate: coordinate, zone: zone).day(date)
    return day.json(in: zone).dbusValue
  }

  private func events(from: Int, to: Int) throws -> DBusValue {
    let years = SeasonCalculator.supportedYears
    guard years.contains(from), years.contains(to) else {
      throw refusal(DBusError.invalidArgs, .eventYearsOutOfRange(from: from, to: to, years: years))
    }
    guard from <= to else {
      throw refusal(DBusError.invalidArgs, .eventYearsReversed(from: from, to: to))
    }
    guard to - from < Self.maximumEventYears else {
      throw refusal(DBusError.invalidArgs, .tooManyEventYears(to - from + 1, maximum: Self.maximumEventYears))
    }
    let zone = snapshot.location.zone
    let list = cache.events(in: from...to).map { event in
      event.json(in: zone, name: snapshot.name(of: event.kind)).dbusValue
    }
    return .array(list, elementSignature: "a{sv}")
  }

  func changeLocation(latitude: Double, longitude: Double, name rawName: String, timezone zoneName: String) throws {
    let coordinate = try validCoordinate(latitude, longitude)
    let name = Escaping.sanitized(rawName)
    guard name.count <= 200 else {
      throw refusal(DBusError.invalidArgs, .nameTooLong(name.count, maximum: 200))
    }
    // No zone given: the nearest city's, as the CLI takes for `--lat/--lon` — the system's would
    // give Tokyo's coordinates a UTC machine's clock (a sunset before the sunrise).
    let zone = try validZone(
      zoneName, orDefault: LocationResolver.nearestCityZone(to: coordinate) ?? TimeZoneDatabase.system())
    do {
      try setLocation(name.isEmpty ? LocationResolver.coordinateName(coordinate) : name, coordinate, zone.identifier)
    } catch let busy as ConfigBusy {
      throw busy  // the lock is held: the daemon tries again (its `setLocation` says so this way)
    } catch {
      let reason = (error as? any LocalizedFailure)?.message(in: language) ?? "\(error)"
      throw refusal(DBusError.failed, .cannotSaveLocation(reason: reason))
    }
  }

  /// For "/", "/io", "/io/github", "/io/github/solverv": the next element towards the object.
  static func childNode(under path: String) -> String? {
    let target = SolvervBusInterface.objectPath.split(separator: "/")
    let parts = path == "/" ? [] : path.split(separator: "/")
    guard parts.count < target.count, Array(target.prefix(parts.count)) == parts else { return nil }
    return String(target[parts.count])
  }

  static func parentIntrospection(_ child: String) -> String {
    """
    <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
    <node>
      <interface name="org.freedesktop.DBus.Introspectable">
        <method name="Introspect"><arg name="xml_data" type="s" direction="out"/></method>
      </interface>
      <node name="\(child)"/>
    </node>

    """
  }

  static func machineID() -> String {
    for path in ["/etc/machine-id", "/var/lib/dbus/machine-id"] {
      if let bytes = FileReader.read(path, limit: 256) {
        let text = String(decoding: bytes, as: UTF8.self).filter { $0.isHexDigit }
        if text.count == 32 { return text }
      }
    }
    return String(repeating: "0", count: 32)
  }
}
