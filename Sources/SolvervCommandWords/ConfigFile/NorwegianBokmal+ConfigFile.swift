import SolvervConfig
public import SolvervEngine

/// Bokmål comments of the file `config init` writes (``ConfigFilePhrase``). Values to type are
/// quoted as the error messages quote them («sun»).
extension NorwegianBokmal {
  public func configFilePhrase(_ phrase: ConfigFilePhrase) -> String {
    switch phrase {
    case .heading:
      return "Innstillinger for Solverv. `solverv-status config check` kontrollerer denne filen; `config set NØKKEL VERDI`\n"
        + "endrer én innstilling og lar resten stå."
    case .note(let note): return settingNote(note)
    case .coordinatesInstead: return "Eller nøyaktige koordinater i stedet for en by:"
    case .cityInstead: return "Eller en by fra den medfølgende tabellen i stedet (se `solverv-status locate STED`):"
    case .exampleName: return "Hjemme"
    case .northPositive: return "nord er positiv"
    case .eastPositive: return "øst er positiv"
    case .noPlaceYet(let zone, _):
      return "Ikke noe sted ennå: tidssonen \(zone) angir ikke noe sted. Soltidene trenger ett: fjern\n"
        + "kommentartegnene foran [location] og oppgi en by (se `solverv-status locate STED`) eller nøyaktige koordinater."
    case .formatsHeading: return "Størrelse og mal for hvert format (se `solverv-status formats --placeholders`):"
    case .exampleTemplate: return "{icon} {event} om {days} dager"
    }
  }

  private func settingNote(_ note: SettingNote) -> String {
    guard let solstice = CivilDate(year: 2026, month: 12, day: 21) else { return "" }
    switch note {
    case .language: return "«auto»: fra $LANG"
    case .clock: return "«auto»: fra språkinnstillingene (LC_TIME)"
    case .dateOrder: return "engelske datoer: måned, dag eller år først; «auto»: fra språkinnstillingene"
    case .hemisphere: return "«auto»: fra breddegraden"
    case .events: return "hvor mange solverv og jevndøgn visningene lister opp"
    case .notificationsEnabled: return "ett varsel om dagen"
    case .dailyChange: return inQuotes(dailyChange(seconds: 120))
    case .sinceSolstice: return inQuotes(changeSinceSolstice(seconds: 2820, solsticeDate: solstice))
    case .summerMode:
      return "etter kalenderen: pause etter sommersolverv, starter igjen ved vintersolverv (også i mørketida)"
    case .sad:
      return "etter dagslyset: pause på dager som er kortere enn dagen før (midnattssol og mørketid sendes fortsatt)"
    case .themeEnabled: return "lyst og mørkt etter sola: color-scheme i portalen, skriptene i hooks/, GNOMEs mørke stil"
    case .themeSwitch: return "«sun»: soloppgang/solnedgang; «civil», «nautical»: daggry/skumring; «elevation»: sola ved theme.elevation"
    case .themeElevation: return "grader for solas sentrum, brukes med `switch = \"elevation\"`"
    case .morningOffset: return "minutter etter passeringen om morgenen (negativt: før)"
    case .eveningOffset: return "minutter etter passeringen om kvelden (negativt: før)"
    case .morningNotBefore: return "lyst tidligst på dette tidspunktet"
    case .morningNotAfter: return "lyst senest på dette tidspunktet"
    case .eveningNotBefore: return "mørkt tidligst på dette tidspunktet"
    case .eveningNotAfter: return "mørkt senest på dette tidspunktet"
    }
  }
}
