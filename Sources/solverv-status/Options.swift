import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `--format json|text` for the inspection commands.
enum InspectionFormat: String, ExpressibleByArgument, CaseIterable {
  case json, text
}

/// `--tz ZONE`, defaulting to the system zone.
struct ZoneOption: ParsableArguments {
  @Option(
    name: .customLong("tz"),
    help: ArgumentHelp(
      "IANA time zone for local times, e.g. Europe/Oslo (default: the system zone).",
      valueName: "zone"))
  var name: String?

  /// The loaded rules, or a validation error naming the zone.
  func resolve() throws -> TimeZoneRules {
    guard let name else { return TimeZoneDatabase.system() }
    do {
      return try TimeZoneDatabase.zone(named: name)
    } catch {
      throw ValidationError(error.description)
    }
  }
}

/// `--lang en|nb|sv|da|fi|de` (the values come from ``Languages``).
struct LanguageOption: ParsableArguments {
  @Option(
    name: .customLong("lang"),
    help: ArgumentHelp(
      "Language for names (default: from $LANG, else en).",
      valueName: "code"))
  var code: LanguageChoice?

  func resolve() -> any Localization {
    code?.localization ?? Plan.environmentLanguage()
  }
}

/// `--lat/--lon/--name`: a place given by coordinates (status and chart), from the status table.
struct CoordinateOptions: ParsableArguments {
  @Option(.lat) var lat: Double?
  @Option(.lon) var lon: Double?
  @Option(.name) var name: String?
}

/// Parsers for numeric options, so that `--lat abc` says what is allowed, not only that `abc`
/// is wrong (ArgumentParser appends the thrown message to its own).
enum NumberArgument {
  struct Invalid: Error, CustomStringConvertible {
    let description: String
  }

  static func degrees(_ allowed: String) -> @Sendable (String) throws -> Double {
    { text in
      guard let value = Double(text.trimmingWhitespace) else {
        throw Invalid(description: "use a number of degrees \(allowed)")
      }
      return value
    }
  }

  static func integer(_ allowed: String) -> @Sendable (String) throws -> Int {
    { text in
      guard let value = Int(text.trimmingWhitespace) else {
        throw Invalid(description: "use a whole number \(allowed)")
      }
      return value
    }
  }
}
