public import SolvervEngine

/// Swedish words of `solverv-status formats` (``FormatsListPhrase``). Format names, the bars'
/// own terms (JSON, Waybar, the markup) and values to type stay as typed.
extension Swedish {
  public func formatsListPhrase(_ phrase: FormatsListPhrase) -> String {
    switch phrase {
    case .heading(let heading):
      switch heading {
      case .format: return "Format"
      case .description: return "Beskrivning"
      case .placeholder: return "Platshållare"
      case .type: return "Typ"
      case .meaning: return "Betydelse"
      case .size: return "Storlek"
      case .template: return "Mall"
      }
    case .builtIn(let format):
      switch format {
      case .text: return "ren text, en rad (standard)"
      case .json: return "hela ögonblicksbilden som JSON (schema 1)"
      case .waybar: return "JSON för en egen Waybar-modul (text, alt, tooltip, class, percentage)"
      case .polybar: return "rad för en Polybar-skriptmodul med %{F#colour} och valfri klickåtgärd %{A1:…:}"
      case .conky: return "text för Conky med ${color #rrggbb}; --size large lägger till den stora vyn"
      case .i3bar: return "JSON-protokollet för i3bar/swaybar (används med --watch; ett klick växlar mellan liten och stor)"
      case .i3blocks: return "rader för i3blocks: hel text, kort text, färg"
      case .view: return "panelprogrammens stora vy som JSON (all text på språket)"
      }
    case .placeholder(let field): return placeholderMeaning(field)
    case .valueKind(let kind):
      switch kind {
      case .text: return "text"
      case .number: return "tal"
      case .percent: return "procent"
      case .bar: return "förloppsindikator"
      case .date: return "datum"
      case .time: return "klockslag"
      case .duration: return "tidslängd"
      case .signedDuration: return "tidslängd med tecken"
      case .flag: return "flagga"
      }
    case .userFormat(let path): return "eget format (\(path))"
    case .broken(let reason): return "ogiltigt: " + reason
    }
  }
}
