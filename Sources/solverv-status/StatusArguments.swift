/// The options of the status line (the default command), as typed. Both parsers fill this:
/// the fast one in `StatusArguments+FastParse.swift` for the one-shot bar refresh, and
/// swift-argument-parser's `StatusCommand` for help, completions and error messages.
struct StatusArguments: Equatable {
  var format: String?
  var size: String?
  var template: String?
  var latitude: Double?
  var longitude: Double?
  var name: String?
  var timezone: String?
  var location: String?
  var at: String?
  var language: String?
  var hemisphere: String?
  var clock: String?
  var config: String?
  var click: String?
  var watch = false

  /// Long names of the options that take a value, and of the flags. The fast parser and
  /// `StatusCommand` must accept the same set; a test checks it against `--help`.
  static let valueOptionNames = [
    "format", "size", "template", "lat", "lon", "name", "tz", "location", "at", "lang",
    "hemisphere", "clock", "config", "click",
  ]
  static let flagNames = ["watch"]

  /// Stores `value` for the option `name`; false when the name is unknown or the value does not
  /// parse (the full parser will then explain).
  mutating func set(_ name: String, _ value: String) -> Bool {
    switch name {
    case "format": format = value
    case "size": size = value
    case "template": template = value
    case "name": self.name = value
    case "tz": timezone = value
    case "location": location = value
    case "at": at = value
    case "lang": language = value
    case "hemisphere": hemisphere = value
    case "clock": clock = value
    case "config": config = value
    case "click": click = value
    case "lat":
      guard let number = Double(value) else { return false }
      latitude = number
    case "lon":
      guard let number = Double(value) else { return false }
      longitude = number
    default: return false
    }
    return true
  }
}
