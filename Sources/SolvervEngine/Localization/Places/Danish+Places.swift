/// Place words: the default place of a zone that names none (`LocationResolver.defaultLocation`)
/// and the thousands separator of `locate`'s populations.
extension Danish {
  public func equatorPlace(utcOffset: String) -> String { "Ækvator ved \(utcOffset)" }
  public var thousandsSeparator: String { "." }
}
