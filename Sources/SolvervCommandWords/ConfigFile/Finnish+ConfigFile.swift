import SolvervConfig
public import SolvervEngine

/// Finnish comments of the file `config init` writes (``ConfigFilePhrase``). Values to type are
/// quoted as the error messages quote them (”sun”).
extension Finnish {
  public func configFilePhrase(_ phrase: ConfigFilePhrase) -> String {
    switch phrase {
    case .heading:
      return "Solvervin asetukset. `solverv-status config check` tarkistaa tämän tiedoston; `config set AVAIN ARVO`\n"
        + "muuttaa yhden asetuksen ja säilyttää muut."
    case .note(let note): return settingNote(note)
    case .coordinatesInstead: return "Tai kaupungin sijaan tarkat koordinaatit:"
    case .cityInstead: return "Tai sen sijaan kaupunki mukana tulevasta taulukosta (katso `solverv-status locate PAIKKA`):"
    case .exampleName: return "Koti"
    case .northPositive: return "pohjoinen positiivinen"
    case .eastPositive: return "itä positiivinen"
    case .noPlaceYet(let zone, _):
      return "Ei vielä paikkaa: aikavyöhyke \(zone) ei nimeä paikkaa. Aurinkoajat tarvitsevat paikan: poista\n"
        + "kommenttimerkit [location]-rivin ja sen alla olevien rivien edestä ja anna kaupunki (katso `solverv-status locate PAIKKA`) "
        + "tai tarkat koordinaatit."
    case .formatsHeading: return "Koko ja malli muodoittain (katso `solverv-status formats --placeholders`):"
    case .exampleTemplate: return "{icon} {event} {days} päivän päästä"
    }
  }

  private func settingNote(_ note: SettingNote) -> String {
    guard let solstice = CivilDate(year: 2026, month: 12, day: 21) else { return "" }
    switch note {
    case .language: return "”auto”: $LANG-muuttujasta"
    case .clock: return "”auto”: maa-asetuksista (LC_TIME)"
    case .dateOrder: return "englanninkieliset päivämäärät: kuukausi, päivä tai vuosi ensin; ”auto”: maa-asetuksista"
    case .hemisphere: return "”auto”: leveysasteesta"
    case .events: return "kuinka monta päivänseisausta ja päiväntasausta näkymät luettelevat"
    case .notificationsEnabled: return "yksi ilmoitus päivässä"
    case .dailyChange: return inQuotes(dailyChange(seconds: 120))
    case .sinceSolstice: return inQuotes(changeSinceSolstice(seconds: 2820, solsticeDate: solstice))
    case .summerMode:
      return "kalenterin mukaan: tauko kesäpäivänseisauksen jälkeen, jatkuu talvipäivänseisauksesta alkaen (myös kaamoksen aikana)"
    case .sad:
      return "päivänvalon mukaan: tauko päivinä, jotka ovat edellistä lyhyempiä (keskiyön aurinko ja kaamos lähetetään silti)"
    case .themeEnabled: return "vaalea ja tumma auringon mukaan: portaalin color-scheme, hooks/-kansion skriptit, GNOMEn tumma tyyli"
    case .themeSwitch:
      return "”sun”: auringonnousu/-lasku; ”civil”, ”nautical”: aamu-/iltahämärä; ”elevation”: aurinko korkeudessa theme.elevation"
    case .themeElevation: return "auringon keskipisteen korkeus asteina, käytössä kun `switch = \"elevation\"`"
    case .morningOffset: return "minuutteja aamun ylityksen jälkeen (negatiivinen: ennen)"
    case .eveningOffset: return "minuutteja illan ylityksen jälkeen (negatiivinen: ennen)"
    case .morningNotBefore: return "vaalea aikaisintaan tähän aikaan"
    case .morningNotAfter: return "vaalea viimeistään tähän aikaan"
    case .eveningNotBefore: return "tumma aikaisintaan tähän aikaan"
    case .eveningNotAfter: return "tumma viimeistään tähän aikaan"
    }
  }
}
