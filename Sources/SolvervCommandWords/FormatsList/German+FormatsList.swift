public import SolvervEngine

/// German words of `solverv-status formats` (``FormatsListPhrase``), with *Sie*. Format names,
/// the bars' own terms (JSON, Waybar, the markup) and values to type stay as typed.
extension German {
  public func formatsListPhrase(_ phrase: FormatsListPhrase) -> String {
    switch phrase {
    case .heading(let heading):
      switch heading {
      case .format: return "Format"
      case .description: return "Beschreibung"
      case .placeholder: return "Platzhalter"
      case .type: return "Typ"
      case .meaning: return "Bedeutung"
      case .size: return "Größe"
      case .template: return "Vorlage"
      }
    case .builtIn(let format):
      switch format {
      case .text: return "einfacher Text, eine Zeile (die Vorgabe)"
      case .json: return "der ganze Schnappschuss als JSON (Schema 1)"
      case .waybar: return "JSON für ein eigenes Waybar-Modul (text, alt, tooltip, class, percentage)"
      case .polybar: return "Zeile für ein Polybar-Skriptmodul mit %{F#colour} und wahlweise einer Klickaktion %{A1:…:}"
      case .conky: return "Text für Conky mit ${color #rrggbb}; --size large fügt die große Ansicht an"
      case .i3bar: return "JSON-Protokoll von i3bar/swaybar (mit --watch; ein Klick wechselt zwischen klein und groß)"
      case .i3blocks: return "Zeilen für i3blocks: voller Text, kurzer Text, Farbe"
      case .view: return "die große Ansicht der Applets als JSON (jeder Text in der Sprache)"
      }
    case .placeholder(let field): return placeholderMeaning(field)
    case .valueKind(let kind):
      switch kind {
      case .text: return "Text"
      case .number: return "Zahl"
      case .percent: return "Prozent"
      case .bar: return "Balken"
      case .date: return "Datum"
      case .time: return "Uhrzeit"
      case .duration: return "Dauer"
      case .signedDuration: return "Dauer mit Vorzeichen"
      case .flag: return "Schalter"
      }
    case .userFormat(let path): return "eigenes Format (\(path))"
    case .broken(let reason): return "fehlerhaft: " + reason
    }
  }
}
