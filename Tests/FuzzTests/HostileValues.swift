import TestSupport

/// The raw material of hostile input: text a bar, a shell or a parser may choke on, numbers at
/// the edges of Int64 and Double, and bytes that are not UTF-8 (argv can carry any byte but NUL).
///
/// Nothing here starts with `/` or contains `..`: a value may land, after a mutation, where a
/// file path is expected, and the fuzz must never write outside its sandbox. Keys and values
/// for the settings are in `SettingValues`, config files in `ConfigLayouts`.
enum HostileValues {
  /// Markup and escapes of every bar, shell expansions, control characters, bidi and
  /// zero-width characters, other scripts' digits.
  static let text: [String] = [
    "<b>bold</b>", "&", "<", "a & b <i>", "%{F#f00}red%{F-}", "%{A1:rm -rf ~:}x%{A}", "%{",
    "${exec id}", "$(id)", "`id`", "$$", "\\#", "#", "%", "%%", "%s%s%s%n", "\\", "\"", "'",
    "{", "}", "{x", "{{", "}}", "{days", "{days:", "{progress_bar:", "\\{", "[", "]", "|",
    "\n", "\r\n", "\t", "line1\nline2", "\u{1B}[31mred", "\u{07}", "\u{7F}", "\u{85}",
    "\u{202E}olsO", "\u{200B}Oslo\u{FEFF}", "\u{2066}x\u{2069}", "\u{202A}\u{202B}\u{202C}\u{202D}",
    "\u{200F}\u{200E}", "e\u{301}\u{301}\u{301}", "🌞", "👨‍👩‍👧", "\u{FFFD}", "אוסלו", "Τρομσø",
    "२०२६", "１２", "٥٩٫٩", "ℕ", "\u{2028}", "\u{FFFF}", "\u{10FFFF}",
  ]

  /// Empty, blank and dash-only arguments.
  static let blank: [String] = ["", " ", "   ", "-", "--", "---", "=", "-=", "--=", "-h-", "--\u{00A0}"]

  /// Numbers at and past the edges: Int64, Int32, Double, NaN, infinities, signed zero, other
  /// notations, and the comma as a decimal separator.
  static let numbers: [String] = [
    "0", "-0", "+0", "1", "-1", "90", "-90", "90.0000001", "180", "-180.5", "59,9", "10,7", "1,5e3",
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
    "2147483647", "-2147483648", "2147483648", "4294967296", "18446744073709551616",
    "1e309", "-1e309", "1e-400", "4.9e-324", "1.7976931348623157e308", "1e18", "-1e18",
    "nan", "NaN", "-nan", "nan(0x1)", "inf", "-inf", "infinity", "Infinity",
    "0x10", "0x1p3", "0b1", "0o7", "1_000", "+5", " 5", "5 ", ".5", "5.", "1e", "e5", "--5",
    "١٢", "५९", "１０", "99999999999999999999999999999999999999999",
  ]

  /// Bytes that are not UTF-8: a lone continuation, a truncated sequence, an overlong encoding,
  /// a UTF-16 surrogate, a code point past U+10FFFF.
  static let invalidUTF8: [[UInt8]] = [
    [0xFF], [0xC3], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
    Array("Oslo".utf8) + [0x80], [0x7B, 0xFE, 0x7D], Array("--format".utf8) + [0xE2, 0x80],
  ]

  /// Text that tries to break out of a TOML value or a one-line message: a newline that starts
  /// a table, quotes that close the string, comment signs, escapes, ESC, CR, other line breaks.
  static let injections: [String] = [
    "12h\n[location]\nlatitude=1", "x\n[location]\nlatitude = 1", "12h\"\nclock = \"24h", "\"", "'", "\"\"\"", "'''",
    "12h # comment", "# x", "12h\r\n", "\r", "12h\rclock", "\u{1B}[2J", "\u{1B}]0;title\u{07}", "a\tb", "\\", "\\u0000",
    "\\n", "${HOME}", "x = 1", "[notifications]", "sunrise\n", " sunrise", "07:30\u{0B}", "\u{85}", "\u{2028}",
    "\u{FEFF}12h", "Oslo\n", "Oslo\u{1B}[31m",
  ]

  /// Units repeated into long arguments (kept under 100 KB).
  static let longUnits: [String] = [
    "a", "9", "é", "{progress_bar:500}", "{icon}", "\u{202E}", "<b>", "%{F#f00}", "{", "Oslo, ",
  ]

  /// One hostile argument: text, blank, number, invalid bytes or a long repetition.
  static func argument(_ random: inout SeededRandom) -> Argument {
    switch random.weighted([(5, 0), (2, 1), (3, 2), (1, 3), (1, 4)]) {
    case 0: Argument(random.pick(text))
    case 1: Argument(random.pick(blank))
    case 2: Argument(random.pick(numbers))
    case 3: Argument(bytes: random.pick(invalidUTF8))
    default: long(&random)
    }
  }

  /// A unit repeated to between 1 KB and 100 KB.
  static func long(_ random: inout SeededRandom) -> Argument {
    let unit = random.pick(longUnits)
    let size = random.pick([1_000, 10_000, 60_000, 99_000])
    return Argument(repeating: unit, count: max(1, size / unit.utf8.count))
  }
}
