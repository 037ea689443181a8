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
  /// The file's `description`, nil without one.
  public let description: String?
  /// The file the format comes from.
  public let file: String
  public let escaping: Escaping
  public let templates: [WidgetSize: Template]
  /// A stand-in for a format file that cannot be used: it only ever shows the error state.
  public let brokenFile: Bool

  public init(
    name: String, description: String?, file: String, escaping: Escaping, templates: [WidgetSize: Template],
    brokenFile: Bool = false
  ) {
    self.name = name
    self.description = description
    self.file = file
    self.escaping = escaping
    self.templates = templates
    self.brokenFile = brokenFile
  }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let template = options.template ?? template(for: options.size)
    let line = snapshot.render(template, escapeValue: escaping.escape, escapeLiteral: Escaping.sanitized)
    return line
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    guard brokenFile else { return "⚠ solverv: " + escaping.escape(ErrorSummary.short(message, in: options.language)) }
    // The file's own escaping is unknown (it may be what is broken): words that need none.
    let summary = ErrorSummary.short(message, in: options.language)
    let line = summary.hasPrefix(name + ".toml ") ? summary : options.language.errorPhrase(.brokenFormat(name))
    return "⚠ solverv: " + Escaping.sanitized(line)
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
