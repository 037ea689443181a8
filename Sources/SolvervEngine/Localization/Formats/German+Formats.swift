// German's numbers and times (defaults in LanguageFormats.swift: "67 %", "−4 min", CLDR's
// "MEZ"/"MESZ"; CLDR gives German "AM"/"PM").
extension German {
  public var sameLengthAsYesterday: String { "so lang wie gestern" }
}

extension German {
  /// A bar is short: the SI symbols "10 h 51 min" there (Duden allows h/min/s beside numbers);
  /// sentences keep "Std./Min./Sek.".
  public var barTimeUnits: [String]? { ["h", "min", "s"] }
}
