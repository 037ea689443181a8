public import SolvervEngine

/// The large view as one line of JSON (`docs/view-schema.md`): the same value the daemon
/// publishes as its D-Bus `View` property, for applets that cannot reach the bus (the Plasma
/// applet's fallback). Every string is final and localised; the reader only lays it out. The
/// compact `text` is the small template, or `--size`/`--template`'s. Errors are
/// `{"schema":1,"error":"…"}`.
public struct ViewJSONProvider: StatusProvider {
  public init() {}
  public var name: String { "view" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let clean = Escaping.none.escape
    let text = snapshot.render(options.effectiveTemplate, escapeValue: clean, escapeLiteral: clean)
    return ViewModel(snapshot, text: text).json().serialized()
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    JSONValue.object([("schema", .int(ViewModel.schemaVersion)), ("error", .string(message))]).serialized()
  }
}
