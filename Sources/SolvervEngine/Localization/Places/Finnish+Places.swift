/// Place words: the default place of a zone that names none (`LocationResolver.defaultLocation`)
/// and the thousands separator of `locate`'s populations.
/// Finnish keeps the nominative and a comma, free of a case ending ("Päivänvalo · Päiväntasaaja, UTC").
extension Finnish {
  public func equatorPlace(utcOffset: String) -> String { "Päiväntasaaja, \(utcOffset)" }
  public var thousandsSeparator: String { "\u{00A0}" }
}
