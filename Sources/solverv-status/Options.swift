import SolvervApp
import ArgumentParser
import SolvervEngine
import SolvervSystem

/// `--format json|text` for the inspection commands.
enum InspectionFormat: String, ExpressibleByArgument, CaseIterable {
  case json, text
}

/// `--tz ZONE`, defaulting to the system zone.
struct ZoneOption: ParsableArguments {
  @Option(name: .customLong("tz"), help: ArgumentHelp(
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

/// `--lang en|nb`.
struct LanguageOption: ParsableArguments {
  @Option(name: .customLong("lang"), help: ArgumentHelp(
    "Language for names: \(Languages.codes.joined(separator: ", ")) (default: from $LANG, else en).",
    valueName: "code"))
  var code: String?

  func resolve() throws -> any Localization {
    if let code {
      guard let language = Languages.named(code) else { throw ValidationError(Plan.unknownLanguage(code)) }
      return language
    }
    return Plan.environmentLanguage()
  }
}

/// `--lat/--lon/--name`: a place given by coordinates (status and chart).
struct CoordinateOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: ArgumentHelp("Latitude in degrees, -90…90 (with --lon).", valueName: "degrees"), transform: NumberArgument.degrees("from -90 to 90 (north positive)"))
  var lat: Double?

  @Option(parsing: .unconditional, help: ArgumentHelp("Longitude in degrees, -180…180 (with --lat).", valueName: "degrees"), transform: NumberArgument.degrees("from -180 to 180 (east positive)"))
  var lon: Double?

  @Option(help: ArgumentHelp("Display name for --lat/--lon.", valueName: "name"))
  var name: String?
}

/// `--hemisphere north|south`.
enum HemisphereArgument: String, ExpressibleByArgument, CaseIterable {
  case north, south

  var hemisphere: Hemisphere { self == .north ? .northern : .southern }
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

extension String {
  var trimmingWhitespace: Substring {
    let trimmed = drop(while: { $0 == " " })
    return trimmed.prefix(upTo: trimmed.lastIndex(where: { $0 != " " }).map { trimmed.index(after: $0) } ?? trimmed.startIndex)
  }
}
