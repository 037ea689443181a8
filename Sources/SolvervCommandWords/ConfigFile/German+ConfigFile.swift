import SolvervConfig
public import SolvervEngine

/// German comments of the file `config init` writes (``ConfigFilePhrase``), with *Sie*. Values
/// to type are quoted as the error messages quote them („sun“).
extension German {
  public func configFilePhrase(_ phrase: ConfigFilePhrase) -> String {
    switch phrase {
    case .heading:
      return "Solverv-Einstellungen. `solverv-status config check` prüft diese Datei; `config set SCHLÜSSEL WERT`\n"
        + "ändert eine Einstellung und lässt die übrigen, wie sie sind."
    case .note(let note): return settingNote(note)
    case .coordinatesInstead: return "Oder statt einer Stadt genaue Koordinaten:"
    case .cityInstead: return "Oder stattdessen eine Stadt aus der mitgelieferten Tabelle (siehe `solverv-status locate ORT`):"
    case .exampleName: return "Zuhause"
    case .northPositive: return "Norden positiv"
    case .eastPositive: return "Osten positiv"
    case .noPlaceYet(let zone, _):
      return "Noch kein Ort: Die Zeitzone \(zone) nennt keinen. Die Sonnenzeiten brauchen einen: Entfernen Sie\n"
        + "die Kommentarzeichen vor [location] und geben Sie eine Stadt (siehe `solverv-status locate ORT`) oder genaue Koordinaten an."
    case .formatsHeading: return "Größe und Vorlage je Format (siehe `solverv-status formats --placeholders`):"
    case .exampleTemplate: return "{icon} {event} in {days} Tagen"
    }
  }

  private func settingNote(_ note: SettingNote) -> String {
    guard let solstice = CivilDate(year: 2026, month: 12, day: 21) else { return "" }
    switch note {
    case .language: return "„auto“: aus $LANG"
    case .clock: return "„auto“: aus dem Gebietsschema (LC_TIME)"
    case .dateOrder: return "englische Datumsangaben: Monat, Tag oder Jahr zuerst; „auto“: aus dem Gebietsschema"
    case .hemisphere: return "„auto“: aus der geografischen Breite"
    case .events: return "wie viele Sonnenwenden und Tagundnachtgleichen die Ansichten auflisten"
    case .notificationsEnabled: return "eine Benachrichtigung am Tag"
    case .dailyChange: return inQuotes(dailyChange(seconds: 120))
    case .sinceSolstice: return inQuotes(changeSinceSolstice(seconds: 2820, solsticeDate: solstice))
    case .summerMode:
      return "nach dem Kalender: Pause nach der Sommersonnenwende, weiter ab der Wintersonnenwende (auch in der Polarnacht)"
    case .sad:
      return "nach dem Tageslicht: Pause an Tagen, die kürzer sind als der Vortag (Mitternachtssonne und Polarnacht werden weiter gesendet)"
    case .themeEnabled: return "hell und dunkel mit der Sonne: color-scheme des Portals, Hooks, dunkler Stil von GNOME"
    case .themeSwitch:
      return "„sun“: Sonnenaufgang/-untergang; „civil“, „nautical“: Morgen-/Abenddämmerung; „elevation“: die Sonne auf theme.elevation"
    case .themeElevation: return "Grad des Sonnenmittelpunkts, gilt mit `switch = \"elevation\"`"
    case .morningOffset: return "Minuten nach dem Durchgang am Morgen (negativ: davor)"
    case .eveningOffset: return "Minuten nach dem Durchgang am Abend (negativ: davor)"
    case .morningNotBefore: return "hell frühestens um diese Zeit"
    case .morningNotAfter: return "hell spätestens um diese Zeit"
    case .eveningNotBefore: return "dunkel frühestens um diese Zeit"
    case .eveningNotAfter: return "dunkel spätestens um diese Zeit"
    }
  }
}
