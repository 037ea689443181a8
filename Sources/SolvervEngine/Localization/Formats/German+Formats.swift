// German's numbers and times (defaults in LanguageFormats.swift: "67 %", "−4 min", CLDR's
// "MEZ"/"MESZ"; CLDR gives German "AM"/"PM").
extension German {
  public var sameLengthAsYesterday: String { "so lang wie gestern" }
}

