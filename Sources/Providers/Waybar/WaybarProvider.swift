public import SolvervEngine

/// Waybar's `custom` module with `return-type = "json"`: one JSON object per line.
///
/// Output: `{"text","alt","tooltip","class","percentage"}`.
/// - `text`: the template (size preset or `--template`), Pango-escaped — the template is user
///   input too, so `<` in it shows as `<` instead of breaking the label.
/// - `alt`: the next event's kind, for `format-icons` keyed by alt.
/// - `tooltip`: the large view in Pango markup (next 3 events, sun times, changes).
/// - `class`: season, event kind, `event-today`, `polar-day`/`polar-night`, `gaining`/`losing`,
///   `default-location`; `error` in the error state.
/// - `percentage`: progress as an integer 0–100 (Waybar 0.9.x reads floats as 0).
///
/// Example: `{"text":"❄️ Winter solstice in 29 days","alt":"december_solstice",…,"percentage":70}`
public struct WaybarProvider: StatusProvider {
  public init() {}
  public var name: String { "waybar" }

  public func render(_ snapshot: SolarSnapshot, options: RenderOptions) -> String {
    let pango = Escaping.pango.escape
    let text = snapshot.render(options.effectiveTemplate, escapeValue: pango, escapeLiteral: pango)
    var classes = [snapshot.season.rawValue, snapshot.countdown.next.kind.rawValue]
    if snapshot.isEventToday { classes.append("event-today") }
    if snapshot.isPolarDay { classes.append("polar-day") }
    if snapshot.isPolarNight { classes.append("polar-night") }
    if snapshot.isGaining { classes.append("gaining") }
    if snapshot.isLosing { classes.append("losing") }
    if snapshot.location.isDefault { classes.append("default-location") }
    if let theme = snapshot.theme { classes.append(theme.mode.rawValue) }
    return JSONValue.object([
      ("text", .string(text)),
      ("alt", .string(snapshot.countdown.next.kind.rawValue)),
      ("tooltip", .string(ViewLines.pango(snapshot))),
      ("class", .array(classes.map { .string($0) })),
      ("percentage", .int(Int((snapshot.countdown.progress * 100).rounded()))),
    ]).serialized()
  }

  public func renderError(_ message: String, options: RenderOptions) -> String {
    JSONValue.object([
      ("text", .string("⚠ solverv: " + Escaping.pango.escape(ErrorSummary.short(message, in: options.language)))),
      ("alt", "error"),
      ("tooltip", .string(Escaping.pango.escape(message))),
      ("class", ["error"]),
      ("percentage", 0),
    ]).serialized()
  }
}
