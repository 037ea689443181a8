import SolvervEngine

/// Danish meanings of the template placeholders (`formats --placeholders`). "Formatkode" is
/// what follows the colon in `{name:spec}`; a flag ("flag") is there when it is true.
extension Danish {
  func placeholderMeaning(_ field: TemplateField) -> String {
    switch field {
    case .days: return "hele dage (lokal tid) til næste solhverv eller jævndøgn (0 på selve dagen)"
    case .countdown: return countdownExamples + " (på sproget)"
    case .event: return "navnet på næste begivenhed, efter halvkugle (\(inQuotes(winterSolsticeName)))"
    case .eventKind: return eventKinds(or: "eller")
    case .date: return "lokal dato for næste begivenhed (standard \(inQuotes(winterSolsticeDate)); formatkode: strftime)"
    case .time: return "lokalt klokkeslæt for næste begivenhed (standard efter urindstillingen; formatkode: strftime)"
    case .description: return "\(inQuotes(winterSolsticeDescription)) osv. for næste begivenhed"
    case .previousEvent: return "navnet på forrige begivenhed"
    case .previousDate: return "lokal dato for forrige begivenhed"
    case .progress: return "procent af vejen fra forrige til næste begivenhed (formatkode: .1 for decimaler)"
    case .progressBar: return "forløbet som en bjælke af bloktegn (formatkode: bredde, standard 10)"
    case .progressPercent: return "forløbet med procenttegn, som sproget skriver det (\(inQuotes(percent("67"))); formatkode: .1)"
    case .season: return "årstiden, som begynder med næste begivenhed (\(inQuotes(seasonName(.spring))))"
    case .seasonKind: return seasonKinds(or: "eller")
    case .icon: return "en emoji for årstiden"
    case .colour, .color: return "årstidens farve, #rrggbb"
    case .sunrise: return crossingTime("solopgang")
    case .sunset: return crossingTime("solnedgang")
    case .civilDawn: return crossingTime("borgerligt daggry")
    case .civilDusk: return crossingTime("borgerlig skumring")
    case .nauticalDawn: return crossingTime("nautisk daggry")
    case .nauticalDusk: return crossingTime("nautisk skumring")
    case .astronomicalDawn: return crossingTime("astronomisk daggry")
    case .astronomicalDusk: return crossingTime("astronomisk skumring")
    case .theme:
      return "\(quotedChoices(["dark", "light"], or: "eller")): hvad skiftet mellem lyst og mørkt viser nu; mangler, når skiftet er slået fra"
    case .themeNext:
      return "hvornår skiftet mellem lyst og mørkt sker næste gang; mangler, når skiftet er slået fra, eller der ikke sker et skift inden for et år"
    case .solarNoon: return "når solen står højest (i dag, efter solnedgang i morgen)"
    case .altitudeRise:
      return "når solen stiger over --altitude N grader (den viste dag); mangler uden --altitude, eller når solen ikke passerer højden"
    case .altitudeSet:
      return "når solen synker under --altitude N grader (den viste dag); mangler uden --altitude, eller når solen ikke passerer højden"
    case .altitudeAbove: return "hvor længe solen står over --altitude N grader den dag; mangler uden --altitude"
    case .sunDay: return "\(inQuotes(countdown(days: 1))) (på sproget), når soltiderne gælder i morgen; mangler før solnedgang"
    case .sunDaylength: return "dagslængden den dag, soltiderne gælder (i dag, efter solnedgang i morgen)"
    case .sunDelta: return "den dags ændring i forhold til dagen før, med fortegn"
    case .daylength: return "dagens dagslængde (formatkode: \(daylengthSpecs))"
    case .daylengthTomorrow: return "dagslængden i morgen"
    case .deltaToday: return "ændringen i dagslængde siden i går, med fortegn (\(inQuotes(twoMinutesMore)))"
    case .deltaSinceSolstice: return "ændringen i dagslængde siden seneste solhverv, med fortegn"
    case .solsticeDate: return "lokal dato for dette solhverv"
    case .location: return "stedets navn"
    case .latitude: return "stedets breddegrad i grader (formatkode: .N decimaler)"
    case .longitude: return "stedets længdegrad i grader (formatkode: .N decimaler)"
    case .timezone: return "IANA-tidszonen"
    case .message: return "den daglige besked (\(inQuotes(messageExample)))"
    case .polarDay: return "flag: solen går ikke ned i dag"
    case .polarNight: return "flag: solen står ikke op i dag"
    case .eventToday: return "flag: næste begivenhed er i dag"
    case .gaining: return "flag: dagene bliver længere"
    case .losing: return "flag: dagene bliver kortere"
    case .defaultLocation: return "flag: stedet er gættet (intet sted er sat op)"
    case .afterSunset: return "flag: solnedgangen, der slutter dagens dagslys, er passeret (soltiderne gælder i morgen)"
    case .compareDate: return "compare: datoen, der sammenlignes (`compare DATO --template`; mangler ellers)"
    case .compareWithDate: return "compare: datoen, den sammenlignes med (i dag uden --with)"
    case .compareDaylength: return "compare: dagslængden den dato"
    case .compareDifference: return "compare: dens dagslængde minus den anden datos, med fortegn"
    case .compareSunrise: return "compare: solopgangen den dato; mangler på dage uden solopgang"
    case .compareSunset: return "compare: solnedgangen den dato; mangler på dage uden solnedgang"
    case .compareSunriseShift:
      return "compare: hvor meget solopgangen flytter sig på uret, + senere, \(minusSign) tidligere; mangler uden solopgang"
    case .compareSunsetShift:
      return "compare: hvor meget solnedgangen flytter sig på uret, + senere, \(minusSign) tidligere; mangler uden solnedgang"
    case .compareSummary: return "compare: \(inQuotes(compareSummaryExample)) (på sproget)"
    }
  }

  /// "klokkeslættet for solopgang (…); mangler på dage uden solopgang".
  private func crossingTime(_ what: String) -> String {
    "klokkeslættet for \(what) (i dag, efter solnedgang i morgen); mangler på dage uden \(what)"
  }
}
