/// The View (``ViewModel``) as text lines — next events, today's sun, the changes — that
/// tooltips and multi-line formats share. Markup-specific wrappers escape every part.
public enum ViewLines {
  /// One line of the view: an optional bold heading and the rest.
  public struct Line: Sendable {
    public let heading: String?
    public let text: String
    public let emphasis: Bool
    /// A season colour (`#rrggbb`) for a dot before the text: the event rows.
    public var dot: String? = nil
  }

  /// The view's lines, unescaped. Empty `text` with nil heading is a blank separator line.
  public static func lines(_ snapshot: SolarSnapshot, events count: Int? = nil) -> [Line] {
    lines(ViewModel(snapshot, events: count))
  }

  /// The lines of an ``ViewModel``: every string comes from the view, so the bars' tooltips and
  /// the desktop applets cannot word anything differently.
  public static func lines(_ view: ViewModel) -> [Line] {
    let blank = Line(heading: nil, text: "", emphasis: false)
    // A broken config first: what is shown below is the last good settings'.
    var lines: [Line] = view.configProblem.isEmpty ? [] : [Line(heading: nil, text: view.configProblem, emphasis: false)]
    lines += [
      Line(heading: view.title, text: view.countdown, emphasis: false),
      Line(heading: nil, text: view.progressLine, emphasis: false),
      Line(heading: nil, text: view.description, emphasis: true),
      blank,
      Line(heading: view.eventsHeading, text: "", emphasis: false),
    ]
    lines += view.events.map { Line(heading: nil, text: $0.line, emphasis: false, dot: $0.season.colour) }
    lines += [
      blank,
      Line(heading: view.placeName, text: view.placeLine, emphasis: false),
      Line(heading: nil, text: view.sun.line, emphasis: false),
      Line(heading: nil, text: view.daylight.line, emphasis: false),
    ]
    return lines
  }

  /// The view in Pango markup: headings bold, the description italic, everything escaped;
  /// `configError` (the daemon's broken config) as a first line.
  public static func pango(_ snapshot: SolarSnapshot, configError: String = "") -> String {
    let e = Escaping.pango.escape
    return lines(ViewModel(snapshot, configError: configError)).map { line in
      var text = ""
      if let dot = line.dot { text += "<span foreground=\"\(e(dot))\">\(dotSymbol)</span> " }
      if let heading = line.heading { text += "<b>\(e(heading))</b>" + (line.text.isEmpty ? "" : " ") }
      text += line.emphasis ? "<i>\(e(line.text))</i>" : e(line.text)
      return text
    }.joined(separator: "\n")
  }

  /// The view as plain lines (text, conky after escaping); event rows start with a dot.
  public static func plain(_ snapshot: SolarSnapshot) -> [String] {
    lines(snapshot).map { plain($0) }
  }

  /// One line as plain text, its dot uncoloured (or left out, for a format that colours it).
  public static func plain(_ line: Line, dot: Bool = true) -> String {
    [dot ? line.dot.map { _ in dotSymbol } : nil, line.heading, line.text.isEmpty ? nil : line.text].compactMap { $0 }.joined(
      separator: " ")
  }

  /// The season colour dot before each listed event.
  public static let dotSymbol = "●"
}

/// Short forms of error messages for a bar's limited space.
public enum ErrorSummary {
  /// "config.toml:3:12: key 'x': …" → "config line 3"; otherwise the first 40 characters.
  public static func short(_ message: String, in language: any Localization = English()) -> String {
    if let range = message.firstOccurrence(of: ".toml:") {
      let rest = message[range.upperBound...]
      let line = rest.prefix { $0.isNumber }
      if !line.isEmpty {
        let file = message[..<range.lowerBound].split(separator: "/").last.map(String.init) ?? "config"
        return language.errorPhrase(.fileLine(file: file == "config" ? "config" : file + ".toml", line: Int(line) ?? 0))
      }
    }
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
    return firstLine.count > 40 ? String(firstLine.prefix(39)) + "…" : firstLine
  }

  /// The short form and the reason, on one line for a view with room for it:
  /// "/home/a/.config/solverv/config.toml:3:7: expected a value" → "config line 3: expected a value".
  public static func line(_ message: String, in language: any Localization = English()) -> String {
    let flat = message.split(whereSeparator: { $0.isNewline }).joined(separator: " ")
    guard let range = flat.firstOccurrence(of: ".toml:") else { return flat }
    var rest = flat[range.upperBound...]
    guard rest.first?.isNumber == true else { return flat }
    rest = rest.drop { $0.isNumber }
    if rest.first == ":" { rest = rest.dropFirst().drop { $0.isNumber } }
    if rest.first == ":" { rest = rest.dropFirst() }
    let reason = rest.drop { $0 == " " }
    return reason.isEmpty ? short(flat, in: language) : "\(short(flat, in: language)): \(reason)"
  }
}
