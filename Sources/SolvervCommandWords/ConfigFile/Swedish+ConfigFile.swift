import SolvervConfig
public import SolvervEngine

/// Swedish comments of the file `config init` writes (``ConfigFilePhrase``). Values to type are
/// quoted as the error messages quote them (”sun”).
extension Swedish {
  public func configFilePhrase(_ phrase: ConfigFilePhrase) -> String {
    switch phrase {
    case .heading:
      return "Inställningar för Solverv. `solverv-status config check` kontrollerar den här filen; `config set NYCKEL VÄRDE`\n"
        + "ändrar en inställning och behåller resten."
    case .note(let note): return settingNote(note)
    case .coordinatesInstead: return "Eller exakta koordinater i stället för en stad:"
    case .cityInstead: return "Eller en stad ur den medföljande tabellen i stället (se `solverv-status locate PLATS`):"
    case .exampleName: return "Hemma"
    case .northPositive: return "norr är positiv"
    case .eastPositive: return "öster är positiv"
    case .noPlaceYet(let zone, _):
      return "Ingen plats än: tidszonen \(zone) anger ingen plats. Soltiderna behöver en: ta bort\n"
        + "kommentartecknen framför [location] och ange en stad (se `solverv-status locate PLATS`) eller exakta koordinater."
    case .formatsHeading: return "Storlek och mall per format (se `solverv-status formats --placeholders`):"
    case .exampleTemplate: return "{icon} {event} om {days} dagar"
    }
  }

  private func settingNote(_ note: SettingNote) -> String {
    guard let solstice = CivilDate(year: 2026, month: 12, day: 21) else { return "" }
    switch note {
    case .language: return "”auto”: från $LANG"
    case .clock: return "”auto”: från språkinställningen (LC_TIME)"
    case .dateOrder: return "engelska datum: månad, dag eller år först; ”auto”: från språkinställningen"
    case .hemisphere: return "”auto”: från latituden"
    case .events: return "hur många solstånd och dagjämningar vyerna listar"
    case .notificationsEnabled: return "en avisering om dagen"
    case .dailyChange: return inQuotes(dailyChange(seconds: 120))
    case .sinceSolstice: return inQuotes(changeSinceSolstice(seconds: 2820, solsticeDate: solstice))
    case .summerMode:
      return "efter kalendern: uppehåll efter sommarsolståndet, börjar igen vid vintersolståndet (även under polarnatten)"
    case .sad:
      return "efter dagsljuset: uppehåll de dagar som är kortare än dagen före (midnattssol och polarnatt skickas ändå)"
    case .themeEnabled: return "ljust och mörkt efter solen: portalens color-scheme, skripten i hooks/, GNOMEs mörka stil"
    case .themeSwitch:
      return "”sun”: soluppgång/solnedgång; ”civil”, ”nautical”: gryning/skymning; ”elevation”: solen vid theme.elevation"
    case .themeElevation: return "grader för solens mitt, används med `switch = \"elevation\"`"
    case .morningOffset: return "minuter efter passagen på morgonen (negativt: före)"
    case .eveningOffset: return "minuter efter passagen på kvällen (negativt: före)"
    case .morningNotBefore: return "ljust tidigast vid den här tiden"
    case .morningNotAfter: return "ljust senast vid den här tiden"
    case .eveningNotBefore: return "mörkt tidigast vid den här tiden"
    case .eveningNotAfter: return "mörkt senast vid den här tiden"
    }
  }
}
