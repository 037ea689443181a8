import SolvervEngine

/// Bokmål meanings of the template placeholders (`formats --placeholders`). "Formatkode" is
/// what follows the colon in `{name:spec}`; a flag ("flagg") is there when it is true.
extension NorwegianBokmal {
  func placeholderMeaning(_ field: TemplateField) -> String {
    switch field {
    case .days: return "hele dager (lokal tid) til neste solverv eller jevndøgn (0 på selve dagen)"
    case .countdown: return countdownExamples + " (på språket)"
    case .event: return "navnet på neste hendelse, etter halvkule (\(inQuotes(winterSolsticeName)))"
    case .eventKind: return eventKinds(or: "eller")
    case .date: return "lokal dato for neste hendelse (standard \(inQuotes(winterSolsticeDate)); formatkode: strftime)"
    case .time: return "lokalt klokkeslett for neste hendelse (standard etter klokkeinnstillingen; formatkode: strftime)"
    case .description: return "\(inQuotes(winterSolsticeDescription)) osv. for neste hendelse"
    case .previousEvent: return "navnet på forrige hendelse"
    case .previousDate: return "lokal dato for forrige hendelse"
    case .progress: return "prosent av veien fra forrige til neste hendelse (formatkode: .1 for desimaler)"
    case .progressBar: return "fremdriften som en linje av blokktegn (formatkode: bredde, standard 10)"
    case .progressPercent: return "fremdriften med prosenttegn slik språket skriver det (\(inQuotes(percent("67"))); formatkode: .1)"
    case .season: return "årstiden som begynner med neste hendelse (\(inQuotes(seasonName(.spring))))"
    case .seasonKind: return seasonKinds(or: "eller")
    case .icon: return "en emoji for årstiden"
    case .colour, .color: return "fargen til årstiden, #rrggbb"
    case .sunrise: return crossingTime("soloppgang")
    case .sunset: return crossingTime("solnedgang")
    case .civilDawn: return crossingTime("borgerlig daggry")
    case .civilDusk: return crossingTime("borgerlig skumring")
    case .nauticalDawn: return crossingTime("nautisk daggry")
    case .nauticalDusk: return crossingTime("nautisk skumring")
    case .astronomicalDawn: return crossingTime("astronomisk daggry")
    case .astronomicalDusk: return crossingTime("astronomisk skumring")
    case .theme:
      return "\(quotedChoices(["dark", "light"], or: "eller")): hva byttet mellom lyst og mørkt viser nå; mangler når byttet er slått av"
    case .themeNext:
      return "når byttet mellom lyst og mørkt skifter neste gang; mangler når byttet er slått av eller ikke skifter innen et år"
    case .solarNoon: return "når sola står høyest (i dag, etter solnedgang i morgen)"
    case .altitudeRise:
      return "når sola stiger over --altitude N grader (den viste dagen); mangler uten valget eller når sola ikke krysser høyden"
    case .altitudeSet:
      return "når sola synker under --altitude N grader (den viste dagen); mangler uten valget eller når sola ikke krysser høyden"
    case .altitudeAbove: return "hvor lenge sola står over --altitude N grader den dagen; mangler uten --altitude"
    case .sunDay: return "\(inQuotes(countdown(days: 1))) (på språket) når soltidene gjelder i morgen; mangler før solnedgang"
    case .sunDaylength: return "dagslengden den dagen soltidene gjelder (i dag, etter solnedgang i morgen)"
    case .sunDelta: return "endringen den dagen mot dagen før, med fortegn"
    case .daylength: return "dagens dagslengde (formatkode: \(daylengthSpecs))"
    case .daylengthTomorrow: return "dagslengden i morgen"
    case .deltaToday: return "endringen i dagslengde siden i går, med fortegn (\(inQuotes(twoMinutesMore)))"
    case .deltaSinceSolstice: return "endringen i dagslengde siden forrige solverv, med fortegn"
    case .solsticeDate: return "lokal dato for det solvervet"
    case .location: return "navnet på stedet"
    case .latitude: return "stedets breddegrad i grader (formatkode: .N desimaler)"
    case .longitude: return "stedets lengdegrad i grader (formatkode: .N desimaler)"
    case .timezone: return "IANA-tidssonen"
    case .message: return "den daglige meldingen (\(inQuotes(messageExample)))"
    case .polarDay: return "flagg: sola går ikke ned i dag"
    case .polarNight: return "flagg: sola står ikke opp i dag"
    case .eventToday: return "flagg: neste hendelse er i dag"
    case .gaining: return "flagg: dagene blir lengre"
    case .losing: return "flagg: dagene blir kortere"
    case .defaultLocation: return "flagg: stedet er gjettet (ikke noe sted er satt opp)"
    case .afterSunset: return "flagg: solnedgangen som avslutter dagslyset i dag, er passert (soltidene gjelder i morgen)"
    case .compareDate: return "compare: datoen som sammenlignes (`compare DATO --template`; mangler ellers)"
    case .compareWithDate: return "compare: datoen den sammenlignes med (i dag uten --with)"
    case .compareDaylength: return "compare: dagslengden den datoen"
    case .compareDifference: return "compare: dagslengden minus den andre datoens, med fortegn"
    case .compareSunrise: return "compare: soloppgangen den datoen; mangler på dager uten soloppgang"
    case .compareSunset: return "compare: solnedgangen den datoen; mangler på dager uten solnedgang"
    case .compareSunriseShift:
      return "compare: hvor mye soloppgangen flytter seg på klokka, + senere, \(minusSign) tidligere; mangler uten soloppgang"
    case .compareSunsetShift:
      return "compare: hvor mye solnedgangen flytter seg på klokka, + senere, \(minusSign) tidligere; mangler uten solnedgang"
    case .compareSummary: return "compare: \(inQuotes(compareSummaryExample)) (på språket)"
    }
  }

  /// "klokkeslettet for soloppgang (…); mangler på dager uten soloppgang".
  private func crossingTime(_ what: String) -> String {
    "klokkeslettet for \(what) (i dag, etter solnedgang i morgen); mangler på dager uten \(what)"
  }
}
