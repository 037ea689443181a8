public import SolvervEngine

/// A format defined by the user in `$XDG_CONFIG_HOME/solverv/formats/NAME.toml` — the plug-in
/// point for bars Solverv does not ship (xmobar, lemonbar, yambar, eww…):
///
/// ```toml
/// description = "xmobar with colours"
/// escape = "none"            # none, pango, polybar, conky, json: applied to every value
/// small = "<fc={colour}>{icon} {countdown}</fc>"
/// medium = "…"              # optional; falls back to small
/// large = "…"               # optional; falls back to medium, then small
/// ```
/// The templates are the bar's own markup and are not escaped; the values put into them are.
public struct UserFormatProvider: StatusProvider {
  public let name: String
  public let summary: String
  public let escaping: Escaping
  public let templates: [WidgetSize: Template]

  public init(name: String, summary: String, escaping: Escaping, templates: [WidgetSize: Template]) {
    self.name = name
    self.summary = summary
    self.escaping = escaping
    self.templates = templates
  }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let template = options.template ?? template(for: options.size)
    let line = snapshot.render(template, escapeValue: escaping.escape, escapeLiteral: Escaping.sanitized)
    return line
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    "⚠ solverv: " + escaping.escape(ErrorSummary.short(message))
  }

  /// The template for a size: the size's own, else the next smaller one defined.
  public func template(for size: WidgetSize) -> Template {
    let order: [WidgetSize] =
      switch size {
      case .large: [.large, .medium, .small]
      case .medium: [.medium, .small]
      case .small: [.small]
      }
    for candidate in order { if let template = templates[candidate] { return template } }
    return size.template
  }
}
