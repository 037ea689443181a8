import DBusKit
import SolvervApp
import SolvervConfig
import SolvervEngine
import SolvervSystem

/// `GetSettings() → a{sv}`, `GetSettingsWords`, `GetSettingsSchema` and `SetSettings(a{sv})`: the
/// settings windows of the applets read and write the config file through the daemon, with the
/// keys of `config get/set` (``Setting``), so every surface updates at once. The file is read and
/// written by ``ResponderEffects``; what it holds is worked out here.
extension SolvervResponder {
  /// The most keys one SetSettings call may carry, and the longest string value.
  static let maximumSettings = 32
  static let maximumSettingBytes = 1000

  func getSettings() throws -> DBusValue {
    .stringVariantDictionary(try fromConfig(SettingsFile.values(of:path:)).map { ($0.key, Self.dbusValue($0.value)) })
  }

  /// `GetSettingsWords() → a{ss}`: the settings windows' words in the language in effect (with
  /// `language_code`), so GNOME's prefs.js speaks as the panel does.
  func getSettingsWords() throws -> DBusValue {
    let words = try fromConfig(SettingsFile.words(of:path:))
    return .dictionary(
      words.map { DBusDictEntry(key: .string($0.key), value: .string($0.text)) }, keySignature: "s", valueSignature: "s")
  }

  /// `GetSettingsSchema() → a{sv}`: `solverv-status config schema`'s object (schema, language,
  /// settings: each key's type, default, allowed values and choices with their words).
  func getSettingsSchema() throws -> DBusValue {
    try fromConfig(SettingsFile.schema(of:path:)).dbusValue
  }

  /// `read` applied to the config file as it stands; a file that cannot be read or used is
  /// `Failed` with its message in the language in effect.
  private func fromConfig<Value>(_ read: ([UInt8], String) throws(SettingsFile.Failure) -> Value) throws -> Value {
    do { return try read(try effects.readConfig(), effects.configPath) } catch {
      throw DBusError(DBusError.failed, error.message(in: language))
    }
  }

  /// Validated all-or-nothing: a bad key, a value of the wrong type or not allowed is
  /// `InvalidArgs` naming the key, and nothing is written.
  func setSettings(_ argument: DBusValue) throws {
    // The settings windows show the refusal as it is: in the language in effect.
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
      try effects.applySettings(changes)
    } catch let busy as ConfigBusy {
      throw busy  // the lock is held: the daemon tries again
    } catch SettingsFile.Failure.unknownKey(let key) {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(.unknownSetting(printable(key), valid: Setting.all.map(\.name))))
    } catch SettingsFile.Failure.invalidValue(_, let phrase) {
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(phrase))
    } catch {
      throw DBusError(DBusError.failed, (error as? any LocalizedFailure)?.message(in: language) ?? "\(error)")
    }
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
