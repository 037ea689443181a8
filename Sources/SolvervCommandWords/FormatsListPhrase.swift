public import SolvervEngine

/// The words of `solverv-status formats` and `formats --placeholders`: the tables' headings,
/// each built-in format's line, each placeholder's meaning and type, and a user format's line
/// when its file gives no description or cannot be used. Each language writes them in
/// `FormatsList/` (the placeholders' meanings in `<Language>+Placeholders.swift`). The format,
/// size and placeholder names, the templates and `--help` stay as typed.
public enum FormatsListPhrase: Sendable, Equatable {
  /// A table's column heading: "Format", "Placeholder", "Meaning"…
  case heading(FormatsListHeading)
  /// The line of a built-in format: "plain text, one line (the default)".
  case builtIn(BuiltInFormat)
  /// What a placeholder holds: "name of the next event, hemisphere-aware (\"Winter solstice\")".
  case placeholder(TemplateField)
  /// A placeholder's type: "number", "signedDuration", "flag".
  case valueKind(TemplateValueKind)
  /// A user format whose file has no `description`: "user format (PATH)".
  case userFormat(path: String)
  /// A user format whose file cannot be used: "broken: REASON" (the reason already worded).
  case broken(reason: String)
}

/// The column headings of `formats`' three tables.
public enum FormatsListHeading: Sendable, Equatable, CaseIterable {
  case format, description, placeholder, type, meaning, size, template
}

/// The built-in output formats, by `--format` name, for their lines in `formats` (the
/// providers themselves live in their own modules; `ProviderRegistry` lists them).
public enum BuiltInFormat: String, Sendable, Equatable, CaseIterable {
  case text, json, waybar, polybar, conky, i3bar, i3blocks, view
}

/// The examples the placeholder list quotes, each from the language's own words, so they read
/// as the placeholders will print them.
extension Localization {
  /// TEXT in the language's quotation marks: „Frühling“, «vår».
  func inQuotes(_ text: String) -> String { quotationMarks.open + text + quotationMarks.close }

  /// Values as typed, each quoted, with the language's "or": „spring“, „summer“ oder „winter“.
  func quotedChoices(_ values: [String], or word: String) -> String { Self.orList(values.map(inQuotes), or: word) }

  /// `{countdown}`'s examples: „in 29 Tagen“, „morgen“, „heute“.
  var countdownExamples: String { [29, 1, 0].map { inQuotes(countdown(days: $0)) }.joined(separator: ", ") }

  /// The winter solstice's name, its date ("21. Dez.") and its description, in the north.
  var winterSolsticeName: String { name(of: .decemberSolstice, in: .northern) }
  var winterSolsticeDate: String { CivilDate(year: 2026, month: 12, day: 21).map(shortDate) ?? "" }
  var winterSolsticeDescription: String { eventDescription(.decemberSolstice, in: .northern) }

  /// `{delta_today}`'s example: "+2 Min.".
  var twoMinutesMore: String { "+" + duration(seconds: 120) }

  /// `{daylength}`'s specs, as typed, quoted: „hm“, „hms“…
  var daylengthSpecs: String { ["hm", "hms", "clock", "human", "minutes", "seconds"].map(inQuotes).joined(separator: ", ") }

  /// The event kinds and the season kinds, as typed, quoted with the language's "or".
  func eventKinds(or word: String) -> String { quotedChoices(SeasonEventKind.allCases.map(\.rawValue), or: word) }
  func seasonKinds(or word: String) -> String { quotedChoices(Season.allCases.map(\.rawValue), or: word) }

  /// `{message}`'s example, as the daily line writes it: "☀️ +2 Min. heute | +47 Min. seit 21. Dez.".
  var messageExample: String {
    guard let solstice = CivilDate(year: 2026, month: 12, day: 21) else { return "" }
    return DaylightMessage.text(
      deltaToday: 120, deltaSinceSolstice: 2820, solsticeDate: solstice, solsticeToday: nil, polar: nil, parts: .all,
      language: self)
  }

  /// `{compare_summary}`'s example, as `compare` writes its first line: "21. Juni 2027 · 18 Std.
  /// 50 Min. Tageslicht · 11 Std. 51 Min. mehr als heute".
  var compareSummaryExample: String {
    guard let date = CivilDate(year: 2027, month: 6, day: 21) else { return "" }
    let daylight = DurationText.format(18 * 3600 + 50 * 60, .hm, signed: false, language: self)
    let more = lengthOfTime(hours: 11, minutes: 51, seconds: nil, hoursAlways: false)
    return "\(longDate(date)) · \(comparison(.daylight(daylight))) · \(comparison(.longer(more, than: nil)))"
  }
}
