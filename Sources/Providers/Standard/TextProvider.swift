public import SolvervEngine

/// Plain text, the default: the template (size preset or `--template`) on one line, with control
/// characters neutralised. For terminals, tmux, and bars that read plain lines.
///
/// Example: `❄️ Winter solstice in 29 days`
public struct TextProvider: StatusProvider {
  public init() {}
  public var name: String { "text" }
  public var summary: String { "plain text, one line (the default)" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let clean = Escaping.none.escape
    return snapshot.render(options.effectiveTemplate, escapeValue: clean, escapeLiteral: clean)
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    "⚠ solverv: " + Escaping.none.escape(message)
  }
}
