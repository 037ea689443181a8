/// Place words: the default place of a zone that names none (`LocationResolver.defaultLocation`)
/// and the thousands separator of `locate`'s populations.
extension Swedish {
  public func equatorPlace(utcOffset: String) -> String { "Ekvatorn vid \(utcOffset)" }
  public var thousandsSeparator: String { "\u{00A0}" }
}
