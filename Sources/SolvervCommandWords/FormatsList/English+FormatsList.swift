public import SolvervEngine

/// English words of `solverv-status formats` (``FormatsListPhrase``): the reference template
/// authors have always read, word for word.
extension English {
  public func formatsListPhrase(_ phrase: FormatsListPhrase) -> String {
    switch phrase {
    case .heading(let heading):
      switch heading {
      case .format: return "Format"
      case .description: return "Description"
      case .placeholder: return "Placeholder"
      case .type: return "Type"
      case .meaning: return "Meaning"
      case .size: return "Size"
      case .template: return "Template"
      }
    case .builtIn(let format):
      switch format {
      case .text: return "plain text, one line (the default)"
      case .json: return "the full snapshot as JSON (schema 1)"
      case .waybar: return "Waybar custom module JSON (text, alt, tooltip, class, percentage)"
      case .polybar: return "Polybar custom/script line with %{F#colour} and optional %{A1:…:} click action"
      case .conky: return "conky text with ${color #rrggbb}; --size large adds the large view"
      case .i3bar: return "i3bar/swaybar JSON protocol (use with --watch; clicks switch small/large)"
      case .i3blocks: return "i3blocks lines: full text, short text, colour"
      case .view: return "the applets' large view as JSON (every string localised)"
      }
    case .placeholder(let field): return placeholderMeaning(field)
    // The type names are the catalogue's own (`signedDuration`).
    case .valueKind(let kind): return kind.rawValue
    case .userFormat(let path): return "user format (\(path))"
    case .broken(let reason): return "broken: " + reason
    }
  }
}
