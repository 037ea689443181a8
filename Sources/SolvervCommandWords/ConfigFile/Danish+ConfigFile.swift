import SolvervConfig
public import SolvervEngine

/// Danish comments of the file `config init` writes (``ConfigFilePhrase``). Values to type are
/// quoted as the error messages quote them (»sun«).
extension Danish {
  public func configFilePhrase(_ phrase: ConfigFilePhrase) -> String {
    switch phrase {
    case .heading:
      return "Indstillinger for Solverv. `solverv-status config check` kontrollerer denne fil; `config set NØGLE VÆRDI`\n"
        + "ændrer én indstilling og lader resten være."
    case .note(let note): return settingNote(note)
    case .coordinatesInstead: return "Eller nøjagtige koordinater i stedet for en by:"
    case .cityInstead: return "Eller en by fra den medfølgende tabel i stedet (se `solverv-status locate STED`):"
    case .exampleName: return "Hjemme"
    case .northPositive: return "nord er positiv"
    case .eastPositive: return "øst er positiv"
    case .noPlaceYet(let zone, _):
      return "Intet sted endnu: tidszonen \(zone) angiver intet sted. Soltiderne kræver et: fjern\n"
        + "kommentartegnene foran [location], og angiv en by (se `solverv-status locate STED`) eller nøjagtige koordinater."
    case .formatsHeading: return "Størrelse og skabelon for hvert format (se `solverv-status formats --placeholders`):"
    case .exampleTemplate: return "{icon} {event} om {days} dage"
    }
  }

  private func settingNote(_ note: SettingNote) -> String {
    guard let solstice = CivilDate(year: 2026, month: 12, day: 21) else { return "" }
    switch note {
    case .language: return "»auto«: fra $LANG"
    case .clock: return "»auto«: fra sprogindstillingen (LC_TIME)"
    case .dateOrder: return "engelske datoer: måned, dag eller år først; »auto«: fra sprogindstillingen"
    case .hemisphere: return "»auto«: fra breddegraden"
    case .events: return "hvor mange solhverv og jævndøgn visningerne viser"
    case .notificationsEnabled: return "én notifikation om dagen"
    case .dailyChange: return inQuotes(dailyChange(seconds: 120))
    case .sinceSolstice: return inQuotes(changeSinceSolstice(seconds: 2820, solsticeDate: solstice))
    case .summerMode:
      return "efter kalenderen: pause efter sommersolhverv, starter igen ved vintersolhverv (også i mørketiden)"
    case .sad:
      return "efter dagslyset: pause på dage, der er kortere end dagen før (midnatssol og mørketid sendes stadig)"
    case .themeEnabled: return "lyst og mørkt efter solen: portalens color-scheme, scripterne i hooks/, GNOMEs mørke stil"
    case .themeSwitch:
      return "»sun«: solopgang/solnedgang; »civil«, »nautical«: daggry/skumring; »elevation«: solen ved theme.elevation"
    case .themeElevation: return "grader for solens midte, bruges med `switch = \"elevation\"`"
    case .morningOffset: return "minutter efter passagen om morgenen (negativt: før)"
    case .eveningOffset: return "minutter efter passagen om aftenen (negativt: før)"
    case .morningNotBefore: return "lyst tidligst på dette tidspunkt"
    case .morningNotAfter: return "lyst senest på dette tidspunkt"
    case .eveningNotBefore: return "mørkt tidligst på dette tidspunkt"
    case .eveningNotAfter: return "mørkt senest på dette tidspunkt"
    }
  }
}
