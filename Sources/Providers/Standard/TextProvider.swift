public import SolvervEngine

/// Plain text, the default: the template (size preset or `--template`) on one line, with control
/// characters neutralised. For terminals, tmux, and bars that read plain lines.
///
/// Example: `❄️ Winter solstice in 29 days`
public struct TextProvider: StatusProvider {
  public init() {}
  public var name: String { "text" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let clean = Escaping.none.escape
    let line = snapshot.render(options.effectiveTemplate, escapeValue: clean, escapeLiteral: clean)
    guard options.terminal, options.size == .large, options.template == nil else { return line }
    return ([line] + Self.terminalLines(snapshot)).joined(separator: "\n")
  }

  /// At a terminal, under the large line: the next three events, each after a dot in its season's
  /// colour (24-bit ANSI), today's sun, and whose they are: the place, its zone and the marker
  /// when its clock differs from this machine's ("Tokyo · Asia/Tokyo · JST, +8 h"). Every piece is
  /// escaped as the line is.
  static func terminalLines(_ snapshot: SolarSnapshot) -> [String] {
    let view = ViewModel(snapshot, events: 3)
    let clean = Escaping.none.escape
    let events = view.events.map { event in
      "\(ansiDot(event.season.colour)) \(clean(event.line))"
    }
    let place = [view.placeName, view.placeLine].filter { !$0.isEmpty }.joined(separator: " · ")
    return events + [clean(view.sun.line), clean(view.daylight.line), clean(place)]
  }

  /// "●" in `#rrggbb`, reset after it.
  static func ansiDot(_ colour: String) -> String {
    let hex = colour.dropFirst()
    guard hex.count == 6, let value = Int(hex, radix: 16) else { return ViewLines.dotSymbol }
    return "\u{1B}[38;2;\(value >> 16);\((value >> 8) & 0xFF);\(value & 0xFF)m\(ViewLines.dotSymbol)\u{1B}[0m"
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    "⚠ solverv: " + Escaping.none.escape(message)
  }
}
