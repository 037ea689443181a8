import ArgumentParser
import SolvervApp
import SolvervEngine
import SolvervSystem

/// `--format json|text` for the inspection commands.
enum InspectionFormat: String, ExpressibleByArgument, CaseIterable {
  case json, text
}

/// `--lat/--lon/--name`: a place given by coordinates, from the status table.
struct CoordinateOptions: ParsableArguments {
  @Option(.lat) var lat: Double?
  @Option(.lon) var lon: Double?
  @Option(.name) var name: String?
}

/// The place and its config for a subcommand (sun, events, chart, notify): the status table's
/// own `--location`, `--lat/--lon/--name`, `--tz` and `--config`, so a place is named, checked
/// and defaulted exactly as on the status line (`StatusArguments(parsed:)` collects them).
struct PlaceOptions: ParsableArguments {
  @Option(.location) var location: String?
  @OptionGroup var coordinates: CoordinateOptions
  @Option(.tz) var tz: String?
  @OptionGroup var file: ConfigFileOption
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
