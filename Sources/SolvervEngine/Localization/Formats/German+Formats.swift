// German's numbers and times (defaults in LanguageFormats.swift: "67 %", "−4 min", CLDR's
// "MEZ"/"MESZ"; CLDR gives German "AM"/"PM").
extension German {
  public var sameLengthAsYesterday: String { "so lang wie gestern" }
  /// DIN 5008's unit symbols in the bars, where room is short ("10 h 51 min", "−4 min");
  /// sentences and tables keep Duden's "Std.", "Min.", "Sek.".
  public var barTimeUnits: [String]? { ["h", "min", "s"] }
}
