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

  mutating func read(_ root: TOMLTable) throws(ConfigError) -> SolvervConfig {
    var config = SolvervConfig()
    try checkKeys(root, allowed: ConfigReader.topKeys, prefix: "")
    try readSettings(root, in: nil, into: &config)
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
    for name in ["notifications", "theme"] {
      guard let table = try table(root, name, prefix: "") else { continue }
      try checkKeys(table, allowed: Setting.names(in: name), prefix: name + ".")
      try readSettings(table, in: name, into: &config)
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

  /// Reads the settings of one table (nil: the top level) into `config`, each checked as its
  /// ``Setting`` says, then the rules among them (``SettingRule``). What the file leaves out
  /// keeps the model's default.
  private mutating func readSettings(_ table: TOMLTable, in name: String?, into config: inout SolvervConfig)
    throws(ConfigError)
  {
    let prefix = name.map { $0 + "." } ?? ""
    for setting in Setting.settings(in: name) {
      guard let write = setting.field.write else { continue }
      let key = setting.path.last!
      guard let value = try value(of: setting, table, key, prefix: prefix) else { continue }
      guard write(&config, value) else { throw error(table, key, prefix: prefix, setting.refusal("'\(value)'")) }
    }
    for rule in SettingRule.all where rule.table == name {
      let values = rule.keys.map { Setting.named($0)!.read(config) }
      guard rule.isBroken(by: values) else { continue }
      // The last of the rule's keys the file writes is where the fix goes.
      let keys = rule.keys.map { Setting.named($0)!.path.last! }
      let key = keys.last { table.position(of: $0) != nil } ?? keys[0]
      throw error(table, key, prefix: prefix, rule.refusal(values))
    }
  }

  /// The value the file gives `key`, of the kind its setting takes (nil where the file is
  /// silent): a choice among the setting's choices (or a synonym of one), a whole number in its
  /// range, true or false, or text (a moment or a time, which the setting's field checks).
  private mutating func value(of setting: Setting, _ table: TOMLTable, _ key: String, prefix: String)
    throws(ConfigError) -> SettingValue?
  {
    switch setting.kind {
    case .boolean: return try boolean(table, key, prefix: prefix).map(SettingValue.boolean)
    case .integer: return try integer(table, key, prefix: prefix, setting).map(SettingValue.integer)
    case .string:
      guard let text = try string(table, key, prefix: prefix) else { return nil }
      guard setting.type == .choice else { return .string(text) }
      if let canonical = setting.synonyms[text] { return .string(canonical) }
      guard setting.choices.contains(text) else { throw error(table, key, prefix: prefix, setting.refusal("'\(text)'")) }
      return .string(text)
    }
  }

  // MARK: Typed access with positions

  /// A whole number inside its ``Setting``'s range.
  private mutating func integer(_ table: TOMLTable, _ key: String, prefix: String, _ setting: Setting)
    throws(ConfigError) -> Int?
  {
    guard let value = table[key] else { return nil }
    note(table, key, prefix: prefix)
    guard case .integer(let number) = value, setting.range?.contains(Int(clamping: number)) ?? true else {
      throw error(table, key, prefix: prefix, setting.refusal(value.found))
    }
    return Int(number)
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
