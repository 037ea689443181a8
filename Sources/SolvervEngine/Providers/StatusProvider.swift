/// Renders a ``SolarSnapshot`` for one consumer (a bar, a terminal, a script).
///
/// Conformances are pure — no clock, no I/O — and own their output contract and escaping. To add
/// one: write one file with a type conforming to this protocol and add it to the registry in
/// `Sources/SolvervApp/ProviderRegistry.swift`. Requirements:
/// - `render` returns one update without its final newline. Every string that is not Solverv's own
///   (place names, user templates) must be escaped for the target markup; ``Escaping`` has the
///   rules.
/// - `renderError` shows a problem (a broken config) as a visible state in the bar's own idiom,
///   never as output the bar would reject — a module must not vanish.
///
/// A test to copy (from `Tests/ProvidersTests`):
/// ```swift
/// let snapshot = SolarSnapshot(at: instant, location: oslo)
/// let line = MyProvider().render(snapshot, options: RenderOptions())
/// #expect(line == "❄️ Winter solstice in 29 days")
/// ```
public protocol StatusProvider: Sendable {
  /// The `--format` name.
  var name: String { get }
  func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String
  func renderError(_ message: String, options: RenderOptions) -> String
  /// Printed once before the first update in `--watch` (i3bar's protocol header), or nil.
  func streamStart() -> String?
  /// How update number `index` (0-based) is written in `--watch` (i3bar separates array items).
  func streamUpdate(_ rendered: String, index: Int) -> String
}

extension StatusProvider {
  public func streamStart() -> String? { nil }
  public func streamUpdate(_ rendered: String, index: Int) -> String { rendered }
}

/// How a provider should render: the widget size or a custom template, and bar extras.
public struct RenderOptions: Sendable {
  public var size: WidgetSize
  /// Overrides the size's built-in template.
  public var template: Template?
  /// Polybar: a command run on left click, wrapped as `%{A1:…:}`.
  public var clickCommand: String?
  /// Output goes to a person at a terminal (stdout is a TTY): the text format's large size adds
  /// the next events and today's sun on their own lines, with coloured dots.
  public var terminal = false
  /// The language of an error state's short form ("c4.toml line 2"): the run's, where known.
  public var language: any Localization = English()

  public init(size: WidgetSize = .small, template: Template? = nil, clickCommand: String? = nil) {
    self.size = size
    self.template = template
    self.clickCommand = clickCommand
  }

  /// The template to render: the custom one, else the size's.
  public var effectiveTemplate: Template { template ?? size.template }
}
