// English's numbers and times (``Localization``'s formats part; defaults in LanguageFormats.swift).
extension English {
  /// English writes no space before "%" ("67%"), as its golden files pin.
  public func percent(_ number: String) -> String { number + "%" }
  /// English keeps the ASCII hyphen-minus its golden files and users' scripts already read
  /// ("-4 min", "-5 h"); the other languages write U+2212.
  public var minusSign: String { "-" }
  public var sameLengthAsYesterday: String { "as long as yesterday" }
}
