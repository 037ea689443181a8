public import SolvervEngine

/// The i3bar/swaybar JSON protocol for `status_command solverv-status --format i3bar --watch`.
///
/// `--watch` prints the header `{"version":1,"click_events":true}`, then an endless array: one
/// `[block]` per update, separated by commas. Clicks arrive on stdin and switch small/large. The
/// block carries `full_text` (the template), `short_text` (the small preset, for narrow bars),
/// the season `color`, `name` and `markup: none` (so nothing in a place name is markup).
/// A one-shot run prints the header, the array opening and one update.
public struct I3barProvider: StatusProvider {
  public init() {}
  public var name: String { "i3bar" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let clean = Escaping.none.escape
    let full = snapshot.render(options.effectiveTemplate, escapeValue: clean, escapeLiteral: clean)
    let short = snapshot.render(WidgetSize.small.template, escapeValue: clean, escapeLiteral: clean)
    return JSONValue.array([
      .object([
        ("name", "solverv"),
        ("instance", .string(snapshot.countdown.next.kind.rawValue)),
        ("full_text", .string(full)),
        ("short_text", .string(short)),
        ("color", .string(snapshot.season.colour)),
        ("markup", "none"),
      ])
    ]).serialized()
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    JSONValue.array([
      .object([
        ("name", "solverv"),
        ("full_text", .string("⚠ solverv: " + Escaping.none.escape(ErrorSummary.short(message, in: options.language)))),
        ("color", "#F44336"),
        ("urgent", true),
        ("markup", "none"),
      ])
    ]).serialized()
  }

  public func streamStart() -> String? { #"{"version":1,"click_events":true}"# + "\n[" }

  public func streamUpdate(_ rendered: String, index: Int) -> String {
    index == 0 ? rendered : "," + rendered
  }
}
