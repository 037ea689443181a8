/// Place words: the default place of a zone that names none (`LocationResolver.defaultLocation`)
/// and the thousands separator of `locate`'s populations.
extension English {
  public func equatorPlace(utcOffset: String) -> String { "Equator at \(utcOffset)" }
  public var thousandsSeparator: String { "" }
}
