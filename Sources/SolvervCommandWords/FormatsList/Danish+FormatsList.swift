public import SolvervEngine

/// Danish words of `solverv-status formats` (``FormatsListPhrase``). Format names, the bars'
/// own terms (JSON, Waybar, the markup) and values to type stay as typed.
extension Danish {
  public func formatsListPhrase(_ phrase: FormatsListPhrase) -> String {
    switch phrase {
    case .heading(let heading):
      switch heading {
      case .format: return "Format"
      case .description: return "Beskrivelse"
      case .placeholder: return "Pladsholder"
      case .type: return "Type"
      case .meaning: return "Betydning"
      case .size: return "Størrelse"
      case .template: return "Skabelon"
      }
    case .builtIn(let format):
      switch format {
      case .text: return "ren tekst, én linje (standard)"
      case .json: return "hele øjebliksbilledet som JSON (skema 1)"
      case .waybar: return "JSON til et eget Waybar-modul (text, alt, tooltip, class, percentage)"
      case .polybar: return "linje til et Polybar-scriptmodul med %{F#colour} og eventuelt en klikhandling %{A1:…:}"
      case .conky: return "tekst til Conky med ${color #rrggbb}; --size large tilføjer den store visning"
      case .i3bar: return "JSON-protokollen til i3bar/swaybar (bruges med --watch; et klik skifter mellem lille og stor)"
      case .i3blocks: return "linjer til i3blocks: fuld tekst, kort tekst, farve"
      case .view: return "panelprogrammernes store visning som JSON (al tekst på sproget)"
      }
    case .placeholder(let field): return placeholderMeaning(field)
    case .valueKind(let kind):
      switch kind {
      case .text: return "tekst"
      case .number: return "tal"
      case .percent: return "procent"
      case .bar: return "statuslinje"
      case .date: return "dato"
      case .time: return "klokkeslæt"
      case .duration: return "varighed"
      case .signedDuration: return "varighed med fortegn"
      case .flag: return "flag"
      }
    case .userFormat(let path): return "eget format (\(path))"
    case .broken(let reason): return "ugyldigt: " + reason
    }
  }
}
