/// The options of the status line (the default command), as typed. Both parsers fill this:
/// the fast one in `StatusArguments+FastParse.swift` for the one-shot bar refresh, and
/// swift-argument-parser's `StatusCommand` for help, completions and error messages.
public struct StatusArguments: Equatable, Sendable {
  public var format: String?
  public var size: String?
  public var template: String?
  public var latitude: Double?
  public var longitude: Double?
  public var name: String?
  public var timezone: String?
  public var location: String?
  public var at: String?
  public var language: String?
  public var hemisphere: String?
  public var clock: String?
  public var config: String?
  public var click: String?
  public var watch = false

  public init(
    format: String? = nil, size: String? = nil, template: String? = nil, latitude: Double? = nil,
    longitude: Double? = nil, name: String? = nil, timezone: String? = nil, location: String? = nil,
    at: String? = nil, language: String? = nil, hemisphere: String? = nil, clock: String? = nil,
    config: String? = nil, click: String? = nil, watch: Bool = false
  ) {
    self.format = format
    self.size = size
    self.template = template
    self.latitude = latitude
    self.longitude = longitude
    self.name = name
    self.timezone = timezone
    self.location = location
    self.at = at
    self.language = language
    self.hemisphere = hemisphere
    self.clock = clock
    self.config = config
    self.click = click
    self.watch = watch
  }

  /// Long names of the options that take a value, and of the flags. The fast parser and
  /// `StatusCommand` must accept the same set; a test checks it against `--help`.
  public static let valueOptionNames = [
    "format", "size", "template", "lat", "lon", "name", "tz", "location", "at", "lang",
    "hemisphere", "clock", "config", "click",
  ]
  public static let flagNames = ["watch"]

  /// Stores `value` for the option `name`; false when the name is unknown or the value does not
  /// parse (the full parser will then explain).
  public mutating func set(_ name: String, _ value: String) -> Bool {
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
