/// The daemon's refusals of a D-Bus call only a broken client makes (the settings windows send
/// well-formed calls), as data: "no settings given", "'clock' takes a string, not type 'i'".
public enum BusProblem: Sendable, Equatable {
  /// "no settings given: pass a{sv} with one or more of clock, …".
  case noSettings(keys: String)
  /// "40 settings in one call: use at most 32".
  case tooManySettings(Int, maximum: Int)
  /// "'location.city' is too long or holds a NUL: <allowed>".
  case valueTooLong(String, allowed: AllowedValues)
  /// "'clock' takes a string, not type 'i': <allowed>" (`kind`: what the key takes).
  case wrongType(String, kind: ValueKind, signature: String, allowed: AllowedValues)
  /// ComparePlaces: "vs is empty: give a city, e.g. Tromsø".
  case vsEmpty
  /// SearchPlaces: "the query is longer than 200 bytes".
  case queryTooLong(maximum: Int)
  /// A call no settings window makes (an unknown method, a wrong signature, Render's limits…).
  case call(CallRefusal)
}

/// The refusals of calls no settings window makes but a client can meet,
/// each language's in `BusRefusals/`. Names of methods, interfaces, properties,
/// arguments and D-Bus signatures stay as the protocol spells them.
public enum CallRefusal: Sendable, Equatable {
  /// "no object at '/x'; the object is /io/github/solverv/Solverv".
  case unknownObject(String, object: String)
  /// "no interface 'x' on /io/github/solverv/Solverv".
  case unknownInterface(String, object: String)
  /// "no method 'X' on interface 'y'".
  case unknownMethod(String, interface: String)
  /// Get/Set/GetAll: "no interface 'x' with properties here".
  case noInterfaceWithProperties(String)
  /// "no property 'x' on io.github.solverv.Solverv"; `hasNone`: "…: it has no properties".
  case unknownProperty(String, interface: String, hasNone: Bool)
  /// "property 'x' is read-only".
  case propertyReadOnly(String)
  /// "Render takes (ss), not (s)" (`method` nil: "call").
  case wrongSignature(method: String?, expected: String, given: String)
  /// Render: "template is 70000 bytes; the limit is 65536".
  case templateTooLong(bytes: Int, limit: Int)
  /// Render: "the template's progress bars have 5000 cells in all; the limit is 4096".
  case tooManyBarCells(Int, limit: Int)
  /// Render: "the rendered text is 70000 bytes; the limit is 65536".
  case renderedTooLong(bytes: Int, limit: Int)
  /// Any call: "the reply would be 2000000 bytes; the limit is 1048576".
  case replyTooLarge(bytes: Int, limit: Int)
  /// Render: "1000 Render calls are already waiting; try again when they are answered".
  case renderQueueFull(Int)
  /// SunTimes: "date 'x' is not valid: use YYYY-MM-DD in the years 1000–3000".
  case sunTimesDate(String, years: ClosedRange<Int>)
  /// Events: "years 1…5000 are out of range: use years from 1000 to 3000".
  case eventYearsOutOfRange(from: Int, to: Int, years: ClosedRange<Int>)
  /// Events: "to_year 2020 is before from_year 2027".
  case eventYearsReversed(from: Int, to: Int)
  /// Events: "200 years is too many: ask for at most 100 at a time".
  case tooManyEventYears(Int, maximum: Int)
  /// SetLocation: "name is 300 characters long: use at most 200".
  case nameTooLong(Int, maximum: Int)
  /// SetLocation: "cannot save the location: <reason>" (the reason in the language already).
  case cannotSaveLocation(reason: String)
  /// SetTheme while `[theme] enabled = false`: how to turn it on over the bus.
  case themeSwitchOff
  /// SetTheme: "cannot save the theme choice: <reason>" (the reason in the language already).
  case cannotSaveTheme(reason: String)
  /// DBusKit's own refusals, case for case (`DBusRefusal`, whose comments give the English; the
  /// library cannot depend on this module).
  case nestedTooDeep(limit: Int), emptyVariant, fileDescriptors, unknownTypeCode(Int)
  case unknownPeerMethod(String, interface: String), noMachineID
}
