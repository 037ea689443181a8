// Swedish's numbers and times (defaults in LanguageFormats.swift: "67 %", "−4 min", CLDR's "fm"/"em").
extension Swedish {
  public var sameLengthAsYesterday: String { "lika lång som i går" }
}
