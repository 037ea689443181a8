public import SolvervEngine

/// Finnish words of `solverv-status formats` (``FormatsListPhrase``). Format names, the bars'
/// own terms (JSON, Waybar, the markup) and values to type stay as typed.
extension Finnish {
  public func formatsListPhrase(_ phrase: FormatsListPhrase) -> String {
    switch phrase {
    case .heading(let heading):
      switch heading {
      case .format: return "Muoto"
      case .description: return "Kuvaus"
      case .placeholder: return "Paikkamerkki"
      case .type: return "Tyyppi"
      case .meaning: return "Merkitys"
      case .size: return "Koko"
      case .template: return "Malli"
      }
    case .builtIn(let format):
      switch format {
      case .text: return "pelkkä teksti, yksi rivi (oletus)"
      case .json: return "koko tilannekuva JSON-muodossa (skeema 1)"
      case .waybar: return "JSON Waybarin omaan moduuliin (text, alt, tooltip, class, percentage)"
      case .polybar: return "rivi Polybarin skriptimoduuliin: %{F#colour} ja valinnainen napsautustoiminto %{A1:…:}"
      case .conky: return "teksti Conkylle: ${color #rrggbb}; --size large lisää suuren näkymän"
      case .i3bar: return "i3barin/swaybarin JSON-protokolla (käytetään --watch-valitsimen kanssa; napsautus vaihtaa pienen ja suuren välillä)"
      case .i3blocks: return "rivit i3blocksille: koko teksti, lyhyt teksti, väri"
      case .view: return "paneelisovelmien suuri näkymä JSON-muodossa (kaikki tekstit kielen mukaan)"
      }
    case .placeholder(let field): return placeholderMeaning(field)
    case .valueKind(let kind):
      switch kind {
      case .text: return "teksti"
      case .number: return "luku"
      case .percent: return "prosentti"
      case .bar: return "palkki"
      case .date: return "päivämäärä"
      case .time: return "kellonaika"
      case .duration: return "kesto"
      case .signedDuration: return "etumerkillinen kesto"
      case .flag: return "lippu"
      }
    case .userFormat(let path): return "oma muoto (\(path))"
    case .broken(let reason): return "virheellinen: " + reason
    }
  }
}
