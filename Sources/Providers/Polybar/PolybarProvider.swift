public import SolvervEngine

/// Polybar's `custom/script` module (best with `tail = true` and `--watch`).
///
/// Output: one line, `%{F#rrggbb}TEXT%{F-}` in the season's colour, wrapped in
/// `%{A1:COMMAND:}…%{A}` when a click command is configured (`[format.polybar] click = "…"`).
/// Untrusted strings — place names and the template — can never open a tag or an action: `%{`
/// cannot be escaped in Polybar, so it is shown as `% {` (``Escaping/polybar``), applied to the
/// whole rendered text so a name ending in `%` before a template's `{` cannot form one either.
/// In the command, `:` is written `\:` as Polybar requires.
///
/// Example: `%{F#2196F3}❄️ Winter solstice in 29 days%{F-}`
public struct PolybarProvider: StatusProvider {
  public init() {}
  public var name: String { "polybar" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let clean = Escaping.none.escape
    let text = snapshot.render(options.effectiveTemplate, escapeValue: clean, escapeLiteral: clean)
    return wrap("%{F\(snapshot.season.colour)}\(Escaping.polybar.escape(text))%{F-}", click: options.clickCommand)
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    "%{F#F44336}⚠ solverv: \(Escaping.polybar.escape(ErrorSummary.short(message, in: options.language)))%{F-}"
  }

  private func wrap(_ text: String, click: String?) -> String {
    guard let click, !click.isEmpty else { return text }
    var command = ""
    for c in Escaping.polybar.escape(click) {
      if c == ":" { command += "\\:" } else { command.append(c) }
    }
    return "%{A1:\(command):}\(text)%{A}"
  }
}
