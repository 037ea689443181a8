public import SolvervEngine

/// i3blocks: three lines per update — full text, short text, colour. Errors exit with status 33,
/// which i3blocks shows as urgent.
public struct I3blocksProvider: StatusProvider {
  public init() {}
  public var name: String { "i3blocks" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let clean = Escaping.none.escape
    let full = snapshot.render(options.effectiveTemplate, escapeValue: clean, escapeLiteral: clean)
    let short = snapshot.render(WidgetSize.small.template, escapeValue: clean, escapeLiteral: clean)
    return "\(full)\n\(short)\n\(snapshot.season.colour)"
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    let text = "⚠ solverv: " + Escaping.none.escape(ErrorSummary.short(message, in: options.language))
    return "\(text)\n\(text)\n#F44336"
  }
}
