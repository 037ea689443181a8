/// Place words: the default place of a zone that names none (`LocationResolver.defaultLocation`)
/// and the thousands separator of `locate`'s populations.
extension NorwegianBokmal {
  public func equatorPlace(utcOffset: String) -> String { "Ekvator ved \(utcOffset)" }
  public var thousandsSeparator: String { "\u{00A0}" }
}
