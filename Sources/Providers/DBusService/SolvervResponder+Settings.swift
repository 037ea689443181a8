import DBusKit
import SolvervApp
import SolvervConfig
import SolvervCities
import SolvervEngine
import SolvervSystem

/// `GetSettings() → a{sv}`, `SetSettings(a{sv})` and `SearchPlaces(s) → aa{sv}`: the settings
/// windows of the applets read and write the config file through the daemon, with the keys of
/// `config get/set` (``Setting``), so every surface updates at once.
extension ServiceRequests {
  /// The most keys one SetSettings call may carry, and the longest string value.
  static let maximumSettings = 32
  static let maximumSettingBytes = 1000

  func getSettings() throws -> DBusValue {
    do {
      return .stringVariantDictionary(try SettingsFile.values(path: configPath).map { ($0.key, Self.dbusValue($0.value)) })
    } catch {
      throw DBusError(DBusError.failed, error.message(in: snapshot.settings.language))
    }
  }

  /// `GetSettingsWords() → a{ss}`: the settings windows' words in the language in effect (with
  /// `language_code`), so GNOME's prefs.js speaks as the panel does.
  func getSettingsWords() throws -> DBusValue {
    do {
      let words = try SettingsFile.words(path: configPath)
      return .dictionary(
        words.map { DBusDictEntry(key: .string($0.key), value: .string($0.text)) }, keySignature: "s", valueSignature: "s")
    } catch {
      throw DBusError(DBusError.failed, error.message(in: snapshot.settings.language))
    }
  }

  /// `GetSettingsSchema() → a{sv}`: `solverv-status config schema`'s object (schema, language,
  /// settings: each key's type, default, allowed values and choices with their words).
  func getSettingsSchema() throws -> DBusValue {
    do { return try SettingsFile.schema(path: configPath).dbusValue } catch {
      throw DBusError(DBusError.failed, error.message(in: snapshot.settings.language))
    }
  }

  /// Validated all-or-nothing: a bad key, a value of the wrong type or not allowed is
  /// `InvalidArgs` naming the key, and nothing is written.
  func setSettings(_ argument: DBusValue) throws {
    // The settings windows show the refusal as it is: in the language in effect.
    let language = snapshot.settings.language
    guard case .dictionary(let entries, _, _) = argument, !entries.isEmpty else {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(.bus(.noSettings(keys: Self.keyList))))
    }
    guard entries.count <= Self.maximumSettings else {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(.bus(.tooManySettings(entries.count, maximum: Self.maximumSettings))))
    }
    var changes: [(key: String, value: SettingValue)] = []
    for entry in entries {
      let name = entry.key.stringValue ?? ""
      guard let key = Setting.named(name) else {
        throw DBusError(DBusError.invalidArgs, language.errorPhrase(.unknownSetting(printable(name), valid: Setting.all.map(\.name))))
      }
      let value = entry.value.unwrappedVariant
      let typed: SettingValue
      switch (key.kind, value) {
      case (.string, .string(let text)):
        guard text.utf8.count <= Self.maximumSettingBytes, !text.contains("\u{0}") else {
          throw DBusError(DBusError.invalidArgs, language.errorPhrase(.bus(.valueTooLong(name, allowed: key.allowedValues))))
        }
        typed = .string(text)
      case (.integer, .int32(let number)): typed = .integer(Int(number))
      case (.integer, .uint32(let number)): typed = .integer(Int(number))
      case (.integer, .int64(let number)): typed = .integer(Int(clamping: number))
      case (.integer, .byte(let number)): typed = .integer(Int(number))
      case (.boolean, .boolean(let flag)): typed = .boolean(flag)
      default:
        let phrase = BusProblem.wrongType(name, kind: key.kind.valueKind, signature: value.signature, allowed: key.allowedValues)
        throw DBusError(DBusError.invalidArgs, language.errorPhrase(.bus(phrase)))
      }
      changes.append((name, typed))
    }
    do {
      try SettingsFile.apply(changes, path: configPath, lockTimeout: configLockWait)
    } catch .busy {
      throw ConfigBusy(path: configPath)
    } catch .unknownKey(let key) {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(.unknownSetting(printable(key), valid: Setting.all.map(\.name))))
    } catch .invalidValue(_, let phrase) {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(phrase))
    } catch {
      throw DBusError(DBusError.failed, error.message(in: language))
    }
  }

  /// Up to 20 bundled cities for `query`, best first; an empty query finds none. When nothing
  /// has that name or beginning, the nearest spellings, each with `near` true.
  func searchPlaces(_ query: String) throws -> DBusValue {
    guard query.utf8.count <= 200 else {
      throw DBusError(DBusError.invalidArgs, snapshot.settings.language.errorPhrase(.bus(.queryTooLong(maximum: 200))))
    }
    let trimmed = query.trimmingWhitespace
    let countries = LocationResolver.preferredCountries(zone: TimeZoneDatabase.system())
    var cities = trimmed.isEmpty ? [] : CityTable.search(String(trimmed), limit: 20, preferring: countries)
    // Nothing by that name or beginning: the spellings a typing mistake or two away.
    let near = cities.isEmpty && !trimmed.isEmpty
    if near { cities = CityTable.nearNames(to: String(trimmed), limit: 20, preferring: countries) }
    // A city typed by another name than GeoNames' ("Göteborg") is offered under it, and its label
    // (which the settings save as `location.city`) keeps it.
    let typed = near || trimmed.isEmpty ? nil : CityTable.lookup(String(trimmed), namesakes: 0)
    // Divisions in the language in effect ("Gent, Flandern, BE" in German); every language's
    // name finds the place again when the label is saved.
    let language = snapshot.settings.language.code
    let rows: [DBusValue] = cities.map { city in
      let typedName = typed?.city == city ? typed?.typedName : nil
      return .stringVariantDictionary([
        ("name", .string(typedName ?? city.name)), ("country", .string(city.countryCode)),
        ("timezone", .string(city.timeZone)),
        ("latitude", .double(city.coordinate.latitude)), ("longitude", .double(city.coordinate.longitude)),
        ("label", .string(typedName.map { CityTable.label(of: city, as: $0, in: language) } ?? CityTable.label(of: city, in: language))),
        ("region", .string(CityTable.region(of: city, in: language))),
        ("near", .boolean(near)),
      ])
    }
    return .array(rows, elementSignature: "a{sv}")
  }

  static var keyList: String { Setting.all.map(\.name).joined(separator: ", ") }

  static func dbusValue(_ value: SettingValue) -> DBusValue {
    switch value {
    case .string(let text): .string(text)
    case .integer(let number): .int32(Int32(clamping: number))
    case .boolean(let flag): .boolean(flag)
    }
  }
}

extension DBusValue {
  /// The value inside a variant (nested variants too); any other value as it is.
  var unwrappedVariant: DBusValue {
    if case .variant(let inner) = self { return inner.unwrappedVariant }
    return self
  }
}
