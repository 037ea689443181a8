/// A parsed status-line template: `{icon} {days}d to {event}`.
///
/// Syntax (documented in `solverv-status formats --help`):
/// - `{name}` inserts a placeholder (see ``TemplateField``); `{name:spec}` formats it
///   (`{sunrise:%H:%M}`, `{daylength:hms}`, `{progress:.1}`, `{location:20}`).
/// - `{a|b|'text'}` falls back: the first alternative with a value wins; a quoted text always
///   does. So `{sunrise|'—'}` shows a dash in polar night.
/// - `[…]` is an optional group, shown only when every placeholder inside has a value and every
///   flag inside is true: `[↑{sunrise} ]`, `[{polar_night}🌑 polar night]`.
/// - `\{ \} \[ \] \| \\` are the literal characters.
///
/// Parse once at start-up; rendering never fails (absent values drop their group or render as
/// nothing).
public struct Template: Sendable, Hashable {
  /// The widest `{name:WIDTH}` spec (a text's maximum width, a bar's cells). Shared by the CLI,
  /// config files and the D-Bus `Render`, which also bounds the template and the rendered text.
  public static let maximumWidth = 500

  public let source: String
  let nodes: [TemplateNode]

  /// - Throws: ``TemplateError`` naming the position and the problem (unknown placeholder with
  ///   the valid names, a spec the placeholder's type does not take, an unclosed brace…).
  public init(_ source: String) throws(TemplateError) {
    self.source = source
    var parser = TemplateParser(source)
    nodes = try parser.parseAll()
  }

  /// The placeholders the template uses, in order (for tests and tooling).
  public var fields: [TemplateField] {
    var result: [TemplateField] = []
    func walk(_ nodes: [TemplateNode]) {
      for node in nodes {
        switch node {
        case .text: break
        case .placeholder(let alternatives):
          for case .field(let field, _) in alternatives { result.append(field) }
        case .group(let inner): walk(inner)
        }
      }
    }
    walk(nodes)
    return result
  }
}

enum TemplateNode: Sendable, Hashable {
  case text(String)
  case placeholder([TemplateAlternative])
  case group([TemplateNode])
}

enum TemplateAlternative: Sendable, Hashable {
  case field(TemplateField, spec: TemplateSpec?)
  case literal(String)
}

/// A validated formatting spec.
enum TemplateSpec: Sendable, Hashable {
  case width(Int)
  case decimals(Int)
  case pattern(String)
  case duration(DurationStyle)
}

/// How a duration is written.
public enum DurationStyle: String, Sendable, CaseIterable {
  /// "8h 46m"
  case hm
  /// "8h 46m 07s"
  case hms
  /// "08:46"
  case clock
  /// The daily message's words: "47 min", "1 hr 12 min" (signed: "+2 min").
  case human
  /// Whole minutes: "526".
  case minutes
  /// Whole seconds: "31567".
  case seconds
}
