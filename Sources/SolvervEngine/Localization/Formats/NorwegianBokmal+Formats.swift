// Bokmål's numbers and times (defaults in LanguageFormats.swift: "67 %", "−4 min", CLDR's "a.m."/"p.m.").
extension NorwegianBokmal {
  public var sameLengthAsYesterday: String { "like lang som i går" }
}
