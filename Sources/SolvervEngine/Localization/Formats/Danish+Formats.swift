// Danish's numbers and times (defaults in LanguageFormats.swift: "67 %", "−4 min"; CLDR gives
// Danish "AM"/"PM").
extension Danish {
  /// Dansk Sprognævn: a full stop between hours, minutes and seconds ("05.58.23", "03.00").
  public var timeSeparator: String { "." }
  public var sameLengthAsYesterday: String { "lige så lang som i går" }
}
