import DBusKit
import SolvervEngine
import SolvervSystem

/// `SunTimes(s date, d lat, d lon, s tz) → a{sv}` and `Events(i from, i to) → aa{sv}`: the sun's
/// times for any day and place, the season events of a span of years.
extension SolvervResponder {
  /// The longest Events span answered in one call.
  static let maximumEventYears = 100

  func sunTimes(date text: String, latitude: Double, longitude: Double, timezone: String) throws -> DBusValue {
    guard let date = CivilDate(iso: text), SeasonCalculator.supportedYears.contains(date.year) else {
      throw refusal(DBusError.invalidArgs, .sunTimesDate(printable(text), years: SeasonCalculator.supportedYears))
    }
    let coordinate = try validCoordinate(latitude, longitude)
    let zone = try validZone(timezone, orDefault: snapshot.location.zone)
    let day = SunCalculator(coordinate: coordinate, zone: zone).day(date)
    return day.json(in: zone).dbusValue
  }

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
}
