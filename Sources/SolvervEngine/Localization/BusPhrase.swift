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
}
