/// Place words: the default place of a zone that names none (`LocationResolver.defaultLocation`)
/// and the thousands separator of `locate`'s populations.
extension German {
  public func equatorPlace(utcOffset: String) -> String { "Äquator bei \(utcOffset)" }
  public var thousandsSeparator: String { "." }
}
