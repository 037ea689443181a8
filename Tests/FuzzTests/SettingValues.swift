import DBusKit
import SolvervEngine
import TestSupport

/// The settings `config get/set` and D-Bus `GetSettings`/`SetSettings` take (docs/dbus.md),
/// written out here rather than imported, so the fuzz also checks the product's table — and
/// values for them: valid, wrong, of the wrong type, huge, and hostile.
enum SettingValues {
  enum Kind: Sendable {
    case string, integer, boolean
  }

  /// Every key with values the config reader accepts on any valid config, spelt as `config get`
  /// prints them back. (`false` for daily_change/since_solstice is left out: with the other part
  /// off it is rightly refused.)
  static let keys: [(name: String, kind: Kind, valid: [String])] = [
    ("language", .string, ["auto"] + Languages.codes),
    ("clock", .string, ["auto", "24h", "12h"]),
    ("date_order", .string, ["auto", "mdy", "dmy", "ymd"]),
    ("hemisphere", .string, ["auto", "north", "south"]),
    ("events", .integer, ["1", "5", "12"]),
    ("location.city", .string, ["Oslo", "Tromsø", "Tokyo", "Sydney, AU"]),
    ("location.auto", .boolean, ["true"]),
    ("notifications.enabled", .boolean, ["true", "false"]),
    ("notifications.at", .string, ["sunrise", "sunset", "07:30", "00:00", "23:59"]),
    ("notifications.daily_change", .boolean, ["true"]),
    ("notifications.since_solstice", .boolean, ["true"]),
    ("notifications.summer_mode", .boolean, ["true", "false"]),
    ("notifications.sad", .boolean, ["true", "false"]),
    ("theme.enabled", .boolean, ["true", "false"]),
    ("theme.switch", .string, ["sun", "civil", "nautical", "elevation"]),
    ("theme.elevation", .integer, ["-18", "-6", "0", "10"]),
    ("theme.morning_offset", .integer, ["-240", "-30", "0", "240"]),
    ("theme.evening_offset", .integer, ["-240", "0", "45", "240"]),
    // Limits that are in order whatever the other one of their pair holds ("" is no limit).
    ("theme.morning_not_before", .string, ["", "05:00"]),
    ("theme.morning_not_after", .string, ["", "10:00"]),
    ("theme.evening_not_before", .string, ["", "15:00"]),
    ("theme.evening_not_after", .string, ["", "23:30"]),
  ]

  /// Keys that are not settings: case, spaces, tables, partial and too-long paths, TOML syntax.
  static let unknownKeys: [String] = [
    "nope", "Clock", "CLOCK", "clock ", " clock", "location", "location.", ".clock", "location..city", "notifications",
    "notifications.at.x", "format.waybar.template", "location.latitude", "location.name", "a.b.c.d", "language\n",
    "[location]", "clock = \"12h\"", "#", "location.city\nclock", "notifications.*", "events[0]", "\u{1B}[2Jclock",
  ]

  /// Values not allowed for most keys (some are allowed for others: the reader decides).
  static let wrongValues: [String] = [
    "", " ", "25h", "13h", "24", "EN", "xx", "nb_NO", "0", "13", "-1", "1e2", "12.0", "0x0C", "9223372036854775808",
    "TRUE", "yes", "1", "false", "auto", "24:00", "7:30", "07:60", "-01:00", "sunrise ", "noon", "Atlantis2",
    "Springfield", "north pole", "Oslo, XX", ",",
  ]

  /// A key: mostly a real one.
  static func key(_ random: inout SeededRandom) -> String {
    random.chance(0.85) ? random.pick(keys).name : random.pick(unknownKeys)
  }

  /// A valid value for `key` (nil for an unknown key).
  static func valid(_ key: String, _ random: inout SeededRandom) -> String? {
    keys.first { $0.name == key }.map { random.pick($0.valid) }
  }

  /// A `config set` value for `key`: valid, wrong, a TOML or terminal injection, huge, or bytes
  /// that are not UTF-8 (argv can carry them).
  static func cliValue(_ key: String, _ random: inout SeededRandom) -> Argument {
    switch random.weighted([(50, 0), (20, 1), (12, 2), (6, 3), (6, 4), (6, 5)]) {
    case 0: return Argument(valid(key, &random) ?? random.pick(wrongValues))
    case 1: return Argument(random.pick(wrongValues))
    case 2: return Argument(random.pick(HostileValues.injections))
    case 3: return HostileValues.long(&random)
    case 4: return Argument(bytes: random.pick(HostileValues.invalidUTF8))
    default: return Argument(random.pick(HostileValues.text))
    }
  }

  /// A `SetSettings` dictionary: usually one to three entries (now and then none, or more than
  /// the 32 allowed), values of the key's type or another, valid or not, huge or hostile.
  static func dbusChanges(_ random: inout SeededRandom) -> DBusValue {
    let count = random.weighted([(4, 0), (55, 1), (25, 2), (12, 3), (4, 33)])
    var entries: [DBusDictEntry] = []
    for _ in 0..<count {
      let name = key(&random)
      var value = dbusValue(name, &random)
      if random.chance(0.05) { value = .variant(value) }  // a variant in the variant
      entries.append(DBusDictEntry(key: .string(name), value: .variant(value)))
    }
    return .dictionary(entries, keySignature: "s", valueSignature: "v")
  }

  /// One value for `key` as D-Bus carries it.
  static func dbusValue(_ key: String, _ random: inout SeededRandom) -> DBusValue {
    let kind = keys.first { $0.name == key }?.kind ?? .string
    switch random.weighted([(50, 0), (20, 1), (15, 2), (15, 3)]) {
    case 0: return typed(valid(key, &random) ?? random.pick(wrongValues), kind) ?? .string(random.pick(wrongValues))
    case 1:
      switch kind {
      case .integer:
        return random.pick([.int32(0), .int32(13), .int32(-1), .int32(.min), .int64(.max), .uint32(.max), .byte(255)])
      case .boolean: return .string(random.pick(["true", "false", "1"]))
      case .string: return .string(random.pick(wrongValues))
      }
    case 2: return DBusValues.basic(&random)
    default:
      return .string(
        random.pick([
          random.pick(HostileValues.injections), random.pick(HostileValues.text),
          String(repeating: "a", count: random.pick([999, 1_000, 1_001, 100_000])),
          String(repeating: random.pick(HostileValues.longUnits), count: 200),
        ]))
    }
  }

  /// `text` as a value of `kind`, or nil when it is not one.
  static func typed(_ text: String, _ kind: Kind) -> DBusValue? {
    switch kind {
    case .string: return .string(text)
    case .integer: return Int32(text).map(DBusValue.int32)
    case .boolean: return text == "true" ? .boolean(true) : text == "false" ? .boolean(false) : nil
    }
  }

  /// A `SetSettings` call that must succeed on any valid config: distinct keys, valid values —
  /// and what `GetSettings` must then answer for each.
  static func cleanChanges(_ random: inout SeededRandom) -> (DBusValue, [(key: String, value: String)]) {
    var chosen: [(key: String, value: String)] = []
    for _ in 0..<random.int(1...3) {
      let key = random.pick(keys)
      guard !chosen.contains(where: { $0.key == key.name }) else { continue }
      // location.auto and location.city replace each other: one of them per call.
      if key.name.hasPrefix("location."), chosen.contains(where: { $0.key.hasPrefix("location.") }) { continue }
      chosen.append((key.name, random.pick(key.valid)))
    }
    let entries = chosen.map { pair in
      let kind = keys.first { $0.name == pair.key }!.kind
      return DBusDictEntry(key: .string(pair.key), value: .variant(typed(pair.value, kind)!))
    }
    return (.dictionary(entries, keySignature: "s", valueSignature: "v"), chosen)
  }
}
