import SolvervEngine

extension SolvervConfig {
  /// Parses and validates a config file's bytes. Unknown keys, wrong types, out-of-range values,
  /// broken templates and impossible combinations are errors that name the file, line and key —
  /// a typo must never be silently ignored.
  public static func parse(bytes: [UInt8], path: String) throws(ConfigError) -> SolvervConfig {
    let document: TOMLDocument
    do {
      document = try TOMLDocument.parse(bytes: bytes)
    } catch {
      throw ConfigError(path: path, line: error.line, column: error.column, key: error.key, phrase: error.phrase)
    }
    var reader = ConfigReader(path: path)
    return try reader.read(document.root)
  }

  /// Parses config text (tests, `config check` of a string).
  public static func parse(_ text: String, path: String) throws(ConfigError) -> SolvervConfig {
    try parse(bytes: Array(text.utf8), path: path)
  }
}

/// Walks the document with the schema, remembering where each setting was written.
struct ConfigReader {
  let path: String
  var lines: [String: Int] = [:]

  /// The keys each table takes: the settings' own (``Setting/all``), and the tables and place
  /// keys that are not settings windows' choices.
  static let topKeys = Setting.topLevelNames + ["location", "format", "notifications", "theme"]
  static let locationKeys = ["city", "name", "latitude", "longitude", "timezone"]
  static let formatKeys = ["size", "template", "click"]
  static let notificationKeys = Setting.names(in: "notifications")
  static let themeKeys = Setting.names(in: "theme")

  mutating func read(_ root: TOMLTable) throws(ConfigError) -> SolvervConfig {
    var config = SolvervConfig()
    try checkKeys(root, allowed: ConfigReader.topKeys, prefix: "")
    // "auto" (the default of each) leaves language, clock, date order and hemisphere to the
    // locale and the latitude.
    if let code = try choice(root, "language") {
      config.language = code
    }
    config.hemisphere = try choice(root, "hemisphere").flatMap(Hemisphere.init(rawValue:))
    config.clock = try choice(root, "clock").flatMap(ClockStyle.init(rawValue:))
    config.dateOrder = try choice(root, "date_order").flatMap(DateOrder.init(rawValue:))
    config.eventCount = try integer(root, "events", prefix: "")
    switch root["location"] {
    case .string(let text)?:
      guard text == "auto" else {
        throw error(root, "location", prefix: "", .notALocation(text))
      }
      config.location = .automatic
      note(root, "location", prefix: "")
    case .table(let table)?:
      config.location = try readLocation(table)
    case let other?:
      throw error(root, "location", prefix: "", .expected(.locationTable, found: .kind(other.kind, article: false)))
    case nil: break
    }
    if let formats = try table(root, "format", prefix: "") {
      for (name, value, _) in formats.entries {
        guard case .table(let table) = value else {
          throw error(formats, name, prefix: "format.", .expected(.table("format.\(name)"), found: value.found))
        }
        guard FormatName.isValid(name) else {
          throw error(formats, name, prefix: "format.", .notAFormatName(name))
        }
        config.formats[name] = try readFormat(table, prefix: "format.\(name).")
      }
    }
    if let notifications = try table(root, "notifications", prefix: "") {
      config.notifications = try readNotifications(notifications)
    }
    if let theme = try table(root, "theme", prefix: "") {
      config.theme = try readTheme(theme)
    }
    config.lines = lines
    return config
  }

  private mutating func readLocation(_ table: TOMLTable) throws(ConfigError) -> ConfiguredLocation {
    let prefix = "location."
    try checkKeys(table, allowed: ConfigReader.locationKeys, prefix: prefix)
    let city = try string(table, "city", prefix: prefix)
    let name = try string(table, "name", prefix: prefix)
    let latitude = try number(table, "latitude", prefix: prefix)
    let longitude = try number(table, "longitude", prefix: prefix)
    let timezone = try string(table, "timezone", prefix: prefix)
    if let city {
      guard latitude == nil, longitude == nil else {
        throw error(table, "city", prefix: prefix, .cityAndCoordinates)
      }
      guard !city.isEmpty else { throw error(table, "city", prefix: prefix, .emptyCity) }
      return .city(city)
    }
    switch (latitude, longitude) {
    case (let lat?, let lon?):
      do {
        let coordinate = try Coordinate(latitude: lat, longitude: lon)
        return .coordinates(name: name, coordinate: coordinate, timezone: timezone)
      } catch {
        let key = abs(lat) > 90 || lat.isNaN ? "latitude" : "longitude"
        throw self.error(table, key, prefix: prefix, error.phrase)
      }
    case (.some, nil):
      throw error(table, "latitude", prefix: prefix, .coordinateAlone(latitude: true))
    case (nil, .some):
      throw error(table, "longitude", prefix: prefix, .coordinateAlone(latitude: false))
    case (nil, nil):
      throw ConfigError(
        path: path, line: lines["location"] ?? 1, column: 1, key: "location",
        phrase: .locationIncomplete)
    }
  }

  private mutating func readFormat(_ table: TOMLTable, prefix: String) throws(ConfigError) -> FormatSettings {
    try checkKeys(table, allowed: ConfigReader.formatKeys, prefix: prefix)
    var settings = FormatSettings()
    if let text = try string(table, "size", prefix: prefix) {
      guard let size = WidgetSize(rawValue: text) else {
        throw error(table, "size", prefix: prefix, .notAllowed(shown: .shown("'\(text)'"), noun: .size, allowed: .choices(WidgetSize.allCases.map(\.rawValue))))
      }
      settings.size = size
    }
    if let text = try string(table, "template", prefix: prefix) {
      do { settings.template = try Template(text) } catch {
        throw self.error(table, "template", prefix: prefix, error.phrase)
      }
    }
    settings.click = try string(table, "click", prefix: prefix)
    return settings
  }

  private mutating func readNotifications(_ table: TOMLTable) throws(ConfigError) -> NotificationSettings {
    let prefix = "notifications."
    try checkKeys(table, allowed: ConfigReader.notificationKeys, prefix: prefix)
    var settings = NotificationSettings()
    settings.enabled = try boolean(table, "enabled", prefix: prefix) ?? true
    if let text = try string(table, "at", prefix: prefix) {
      guard let moment = NotificationSettings.Moment(text) else {
        throw error(table, "at", prefix: prefix, Setting.named("notifications.at")!.refusal("'\(text)'"))
      }
      settings.at = moment
    }
    var parts: MessageParts = []
    if try boolean(table, "daily_change", prefix: prefix) ?? true { parts.insert(.dailyChange) }
    if try boolean(table, "since_solstice", prefix: prefix) ?? true { parts.insert(.sinceSolstice) }
    guard !parts.isEmpty else {
      let key = table.position(of: "since_solstice") != nil ? "since_solstice" : "daily_change"
      throw error(table, key, prefix: prefix, .bothPartsOff)
    }
    settings.parts = parts
    settings.summerMode = try boolean(table, "summer_mode", prefix: prefix) ?? false
    settings.sad = try boolean(table, "sad", prefix: prefix) ?? false
    return settings
  }

  private mutating func readTheme(_ table: TOMLTable) throws(ConfigError) -> ThemeSettings {
    let prefix = "theme."
    try checkKeys(table, allowed: ConfigReader.themeKeys, prefix: prefix)
    var theme = ThemeSettings()
    theme.enabled = try boolean(table, "enabled", prefix: prefix) ?? false
    if let text = try string(table, "switch", prefix: prefix) {
      guard let rule = ThemeRule(rawValue: text) else {
        throw error(table, "switch", prefix: prefix, Setting.named("theme.switch")!.refusal("'\(text)'"))
      }
      theme.rule = rule
    }
    if let degrees = try integer(table, "elevation", prefix: prefix) { theme.elevation = Double(degrees) }
    theme.morningOffsetMinutes = try integer(table, "morning_offset", prefix: prefix) ?? 0
    theme.eveningOffsetMinutes = try integer(table, "evening_offset", prefix: prefix) ?? 0
    theme.morningLimits = ThemeLimits(
      notBefore: try clockTime(table, "morning_not_before", prefix: prefix),
      notAfter: try clockTime(table, "morning_not_after", prefix: prefix))
    theme.eveningLimits = ThemeLimits(
      notBefore: try clockTime(table, "evening_not_before", prefix: prefix),
      notAfter: try clockTime(table, "evening_not_after", prefix: prefix))
    for (limits, name) in [(theme.morningLimits, "morning"), (theme.eveningLimits, "evening")] {
      if let first = limits.notBefore, let last = limits.notAfter, first > last {
        throw error(
          table, name + "_not_after", prefix: prefix,
          .limitsReversed(part: name, notAfter: ClockTimeText.text(last), notBefore: ClockTimeText.text(first)))
      }
    }
    return theme
  }

  // MARK: Typed access with positions

  /// A whole number inside its ``Setting``'s range (the setting `prefix + key`).
  private mutating func integer(_ table: TOMLTable, _ key: String, prefix: String) throws(ConfigError) -> Int? {
    guard let value = table[key] else { return nil }
    note(table, key, prefix: prefix)
    let setting = Setting.named(prefix + key)!
    guard case .integer(let number) = value, setting.range?.contains(Int(clamping: number)) ?? true else {
      throw error(table, key, prefix: prefix, setting.refusal(value.found))
    }
    return Int(number)
  }

  /// `HH:MM` as seconds past midnight; "" is no limit (nil).
  private mutating func clockTime(_ table: TOMLTable, _ key: String, prefix: String) throws(ConfigError) -> Int? {
    guard let text = try string(table, key, prefix: prefix), !text.isEmpty else { return nil }
    guard let seconds = ClockTimeText.seconds(text) else {
      throw error(table, key, prefix: prefix, Setting.named(prefix + key)!.refusal("'\(text)'"))
    }
    return seconds
  }

  /// A top-level choice setting's value other than `auto` (nil for `auto` or absent); a value
  /// not among its choices is the error its ``Setting`` words.
  private mutating func choice(_ table: TOMLTable, _ key: String) throws(ConfigError) -> String? {
    guard let text = try string(table, key, prefix: "") else { return nil }
    let setting = Setting.named(key)!
    if let canonical = setting.synonyms[text] { return canonical }
    guard setting.choices.contains(text) else {
      throw error(table, key, prefix: "", setting.refusal("'\(text)'"))
    }
    return text == "auto" ? nil : text
  }

  private mutating func note(_ table: TOMLTable, _ key: String, prefix: String) {
    if let position = table.position(of: key) { lines[prefix + key] = position.line }
  }

  private func checkKeys(_ table: TOMLTable, allowed: [String], prefix: String) throws(ConfigError) {
    for entry in table.entries where !allowed.contains(entry.key) {
      throw ConfigError(
        path: path, line: entry.position.line, column: entry.position.column, key: prefix + entry.key,
        phrase: .unknownKey(valid: allowed))
    }
  }

  private mutating func string(_ table: TOMLTable, _ key: String, prefix: String) throws(ConfigError) -> String? {
    guard let value = table[key] else { return nil }
    note(table, key, prefix: prefix)
    guard case .string(let text) = value else {
      throw error(table, key, prefix: prefix, .expected(.quotedString, found: value.found))
    }
    return text
  }

  private mutating func number(_ table: TOMLTable, _ key: String, prefix: String) throws(ConfigError) -> Double? {
    guard let value = table[key] else { return nil }
    note(table, key, prefix: prefix)
    switch value {
    case .integer(let i): return Double(i)
    case .float(let d):
      guard d.isFinite else { throw error(table, key, prefix: prefix, .expected(.finiteNumber, found: .shown("\(d)"))) }
      return d
    default: throw error(table, key, prefix: prefix, .expected(.number, found: value.found))
    }
  }

  private mutating func boolean(_ table: TOMLTable, _ key: String, prefix: String) throws(ConfigError) -> Bool? {
    guard let value = table[key] else { return nil }
    note(table, key, prefix: prefix)
    guard case .boolean(let b) = value else {
      throw error(table, key, prefix: prefix, .expected(.trueOrFalse, found: value.found))
    }
    return b
  }

  private mutating func table(_ table: TOMLTable, _ key: String, prefix: String) throws(ConfigError) -> TOMLTable? {
    guard let value = table[key] else { return nil }
    note(table, key, prefix: prefix)
    guard case .table(let inner) = value else {
      throw error(table, key, prefix: prefix, .expected(.table(prefix + key), found: value.found))
    }
    return inner
  }

  /// An error about the value of `key`, pointing at the value (where the fix goes).
  private func error(_ table: TOMLTable, _ key: String, prefix: String, _ phrase: ErrorPhrase) -> ConfigError {
    let position = table.valuePosition(of: key) ?? table.position(of: key)
    return ConfigError(path: path, line: position?.line ?? 1, column: position?.column ?? 1, key: prefix + key, phrase: phrase)
  }
}

/// Names of formats: the `--format` value and the `formats/NAME.toml` file.
public enum FormatName {
  public static func isValid(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 64
      && name.utf8.allSatisfy { b in
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
          || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "-") || b == UInt8(ascii: "_")
      }
  }
}
