import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `--format json|text` for the inspection commands.
enum InspectionFormat: String, ExpressibleByArgument, CaseIterable {
  case json, text
}

/// `--lat/--lon/--name`: a place given by coordinates, from the status table.
struct CoordinateOptions: StatusOptionGroup {
  @Option(.lat) var lat: Double?
  @Option(.lon) var lon: Double?
  @Option(.name) var name: String?
}

/// The place and its config for a subcommand (sun, events, chart, notify): the status table's
/// own `--location`, `--lat/--lon/--name`, `--tz` and `--config`, so a place is named, checked
/// and defaulted exactly as on the status line (`StatusArguments(parsed:)` collects them).
struct PlaceOptions: StatusOptionGroup {
  @Option(.location) var location: String?
  @OptionGroup var coordinates: CoordinateOptions
  @Option(.tz) var tz: String?
  @OptionGroup var file: ConfigFileOption
}

/// Parsers for numeric options, so that `--lat abc` says what is allowed, not only that `abc`
/// is wrong (ArgumentParser appends the thrown message to its own).
enum NumberArgument {
  /// The reason, worded in the run's language (the parser puts it after its own sentence).
  struct Invalid: Error, CustomStringConvertible {
    let phrase: ErrorPhrase
    var description: String { CommandLanguage.current.errorPhrase(phrase) }
  }

  static func degrees(_ allowed: ClosedRange<Int>) -> @Sendable (String) throws -> Double {
    { text in
      guard let value = Double(text.trimmingWhitespace) else {
        throw Invalid(phrase: .needsNumber(degrees: true, range: allowed, note: nil))
      }
      return value
    }
  }

  static func integer(_ allowed: ClosedRange<Int>) -> @Sendable (String) throws -> Int {
    { text in
      guard let value = Int(text.trimmingWhitespace) else {
        throw Invalid(phrase: .needsNumber(degrees: false, range: allowed, note: nil))
      }
      return value
    }
  }
}
