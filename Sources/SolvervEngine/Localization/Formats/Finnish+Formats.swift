// Finnish's numbers and times (defaults in LanguageFormats.swift: "67 %", "−4 min", CLDR's "ap."/"ip.").
extension Finnish {
  /// Kotus: a full stop between hours, minutes and seconds ("05.58.23" in a table's column).
  public var timeSeparator: String { "." }
  /// Kotus: a time after a date takes "klo": "21.12.2026 klo 21.50".
  public func dateAndTime(date: String, time: String) -> String { date + " klo " + time }
  public var sameLengthAsYesterday: String { "yhtä pitkä kuin eilen" }
}
