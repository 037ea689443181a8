public import SolvervEngine

/// conky, through `${execpi N solverv-status --format conky}`: the template in the season's
/// colour, and with `--size large` the large view on the following lines.
///
/// Untrusted text has `$` doubled and `#` written `\#`, so a place name can never become
/// `${exec …}` or a comment.
///
/// Example: `${color #2196F3}❄️ Winter solstice in 29 days${color}`
public struct ConkyProvider: StatusProvider {
  public init() {}
  public var name: String { "conky" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let conky = Escaping.conky.escape
    guard options.size == .large, options.template == nil else {
      let line = snapshot.render(options.effectiveTemplate, escapeValue: conky, escapeLiteral: conky)
      return "${color \(snapshot.season.colour)}\(line)${color}"
    }
    let heading =
      snapshot.season.icon + " " + snapshot.nextEventName + " "
      + snapshot.settings.language.countdown(days: snapshot.countdown.daysUntil)
    var out = "${color \(snapshot.season.colour)}\(conky(heading))${color}"
    for line in ViewLines.lines(snapshot).dropFirst() {
      // An event row's dot in its season's colour; the rest escaped as ever.
      let plain = ViewLines.plain(line, dot: false)
      let dot = line.dot.map { "${color \($0)}\(ViewLines.dotSymbol)${color} " } ?? ""
      out += "\n" + dot + conky(plain)
    }
    return out
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    "${color #F44336}⚠ solverv: \(Escaping.conky.escape(ErrorSummary.short(message, in: options.language)))${color}"
  }
}
