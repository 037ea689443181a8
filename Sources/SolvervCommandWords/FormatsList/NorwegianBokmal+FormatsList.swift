public import SolvervEngine

/// Bokmål words of `solverv-status formats` (``FormatsListPhrase``). Format names, the bars'
/// own terms (JSON, Waybar, the markup) and values to type stay as typed.
extension NorwegianBokmal {
  public func formatsListPhrase(_ phrase: FormatsListPhrase) -> String {
    switch phrase {
    case .heading(let heading):
      switch heading {
      case .format: return "Format"
      case .description: return "Beskrivelse"
      case .placeholder: return "Plassholder"
      case .type: return "Type"
      case .meaning: return "Betydning"
      case .size: return "Størrelse"
      case .template: return "Mal"
      }
    case .builtIn(let format):
      switch format {
      case .text: return "ren tekst, én linje (standard)"
      case .json: return "hele øyeblikksbildet som JSON (skjema 1)"
      case .waybar: return "JSON for en egen Waybar-modul (text, alt, tooltip, class, percentage)"
      case .polybar: return "linje for en Polybar-skriptmodul med %{F#colour} og eventuelt en klikkhandling %{A1:…:}"
      case .conky: return "tekst for Conky med ${color #rrggbb}; --size large legger til den store visningen"
      case .i3bar: return "JSON-protokollen til i3bar/swaybar (brukes med --watch; et klikk bytter mellom liten og stor)"
      case .i3blocks: return "linjer for i3blocks: full tekst, kort tekst, farge"
      case .view: return "den store visningen i panelprogrammene som JSON (all tekst på språket)"
      }
    case .placeholder(let field): return placeholderMeaning(field)
    case .valueKind(let kind):
      switch kind {
      case .text: return "tekst"
      case .number: return "tall"
      case .percent: return "prosent"
      case .bar: return "fremdriftslinje"
      case .date: return "dato"
      case .time: return "klokkeslett"
      case .duration: return "varighet"
      case .signedDuration: return "varighet med fortegn"
      case .flag: return "flagg"
      }
    case .userFormat(let path): return "eget format (\(path))"
    case .broken(let reason): return "ugyldig: " + reason
    }
  }
}
