extension Template {
  /// Renders the template with values from `values`.
  ///
  /// - Parameters:
  ///   - values: the value of each placeholder, or nil when it is absent (a sun time in polar
  ///     night, a false flag).
  ///   - escapeValue: applied to every substituted value (place names are never trusted).
  ///   - escapeLiteral: applied to the template's own text; bars whose templates are user input
  ///     (Waybar, Polybar, conky) escape it too, user-defined formats whose templates *are* the
  ///     bar's markup do not.
  public func render(
    settings: SnapshotSettings, values: (TemplateField) -> TemplateValue?,
    escapeValue: (String) -> String = { $0 }, escapeLiteral: (String) -> String = { $0 }
  ) -> String {
    withoutActuallyEscaping(values) { values in
      withoutActuallyEscaping(escapeValue) { escapeValue in
        withoutActuallyEscaping(escapeLiteral) { escapeLiteral in
          let renderer = TemplateRenderer(
            settings: settings, values: values, escapeValue: escapeValue, escapeLiteral: escapeLiteral)
          return renderer.render(nodes).text
        }
      }
    }
  }
}

/// Walks the tree; a group whose placeholders are not all present renders as nothing.
private struct TemplateRenderer {
  let settings: SnapshotSettings
  let values: (TemplateField) -> TemplateValue?
  let escapeValue: (String) -> String
  let escapeLiteral: (String) -> String

  func render(_ nodes: [TemplateNode]) -> (text: String, complete: Bool) {
    var out = ""
    var complete = true
    for node in nodes {
      switch node {
      case .text(let text):
        out += escapeLiteral(text)
      case .placeholder(let alternatives):
        if let text = resolve(alternatives) { out += text } else { complete = false }
      case .group(let inner):
        let (text, innerComplete) = render(inner)
        if innerComplete { out += text }
      }
    }
    return (out, complete)
  }

  private func resolve(_ alternatives: [TemplateAlternative]) -> String? {
    for alternative in alternatives {
      switch alternative {
      case .literal(let text):
        return escapeLiteral(text)
      case .field(let field, let spec):
        if field == .progressBar, case .percent(let fraction)? = values(.progress) {
          var width = Template.defaultBarCells
          if case .width(let w) = spec { width = w }
          return escapeValue(progressBar(fraction, width: width))
        }
        if let value = values(field) {
          return escapeValue(value.formatted(spec, settings: settings))
        }
      }
    }
    return nil
  }
}

/// The built-in templates behind `--size small|medium|large` (PRODUCT.md's three widgets).
public enum WidgetSize: String, Sendable, CaseIterable {
  /// Countdown only.
  case small
  /// Countdown and progress bar.
  case medium
  /// Countdown, progress, and today's sun.
  case large

  public var template: Template {
    switch self {
    case .small: return WidgetSize.smallTemplate
    case .medium: return WidgetSize.mediumTemplate
    case .large: return WidgetSize.largeTemplate
    }
  }

  // Parsed once per process; these are tested to parse.
  private static let smallTemplate = try! Template("{icon} {event} {countdown}")
  private static let mediumTemplate = try! Template("{icon} {event} {countdown} {progress_bar}")
  /// After sunset the sun part is tomorrow's, marked and with tomorrow's day length and change:
  /// "· tomorrow ↑07:13 ↓16:02 · 8h 51m (+2 min)".
  private static let largeTemplate = try! Template(
    "{icon} {event} {countdown} {progress_bar} {progress_percent} ·[ {sun_day}][ ↑{sunrise} ↓{sunset|'—'} ·] {sun_daylength}[ ({sun_delta})]")

  /// The other size of a click-to-toggle bar: small ↔ large.
  public var toggled: WidgetSize { self == .large ? .small : .large }
}
