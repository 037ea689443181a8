import SolvervEngine

/// Swedish meanings of the template placeholders (`formats --placeholders`). "Formatkod" is
/// what follows the colon in `{name:spec}`; a flag ("flagga") is there when it is true.
extension Swedish {
  func placeholderMeaning(_ field: TemplateField) -> String {
    switch field {
    case .days: return "hela dagar (lokal tid) till nästa solstånd eller dagjämning (0 på själva dagen)"
    case .countdown: return countdownExamples + " (på språket)"
    case .event: return "namnet på nästa händelse, efter halvklot (\(inQuotes(winterSolsticeName)))"
    case .eventKind: return eventKinds(or: "eller")
    case .date: return "lokalt datum för nästa händelse (standard \(inQuotes(winterSolsticeDate)); formatkod: strftime)"
    case .time: return "lokalt klockslag för nästa händelse (standard enligt klockinställningen; formatkod: strftime)"
    case .description: return "\(inQuotes(winterSolsticeDescription)) osv. för nästa händelse"
    case .previousEvent: return "namnet på föregående händelse"
    case .previousDate: return "lokalt datum för föregående händelse"
    case .progress: return "procent av vägen från föregående till nästa händelse (formatkod: .1 för decimaler)"
    case .progressBar: return "förloppet som en stapel av blocktecken (formatkod: bredd, standard 10)"
    case .progressPercent: return "förloppet med procenttecken så som språket skriver det (\(inQuotes(percent("67"))); formatkod: .1)"
    case .season: return "årstiden som börjar med nästa händelse (\(inQuotes(seasonName(.spring))))"
    case .seasonKind: return seasonKinds(or: "eller")
    case .icon: return "en emoji för årstiden"
    case .colour, .color: return "årstidens färg, #rrggbb"
    case .sunrise: return crossingTime("soluppgång")
    case .sunset: return crossingTime("solnedgång")
    case .civilDawn: return crossingTime("borgerlig gryning")
    case .civilDusk: return crossingTime("borgerlig skymning")
    case .nauticalDawn: return crossingTime("nautisk gryning")
    case .nauticalDusk: return crossingTime("nautisk skymning")
    case .astronomicalDawn: return crossingTime("astronomisk gryning")
    case .astronomicalDusk: return crossingTime("astronomisk skymning")
    case .theme:
      return "\(quotedChoices(["dark", "light"], or: "eller")): vad bytet mellan ljust och mörkt visar nu; saknas när bytet är avstängt"
    case .themeNext:
      return "när bytet mellan ljust och mörkt sker nästa gång; saknas när bytet är avstängt eller inget byte sker inom ett år"
    case .solarNoon: return "när solen står högst (i dag, efter solnedgången i morgon)"
    case .altitudeRise:
      return "när solen stiger över --altitude N grader (den visade dagen); saknas utan --altitude eller när solen inte passerar höjden"
    case .altitudeSet:
      return "när solen sjunker under --altitude N grader (den visade dagen); saknas utan --altitude eller när solen inte passerar höjden"
    case .altitudeAbove: return "hur länge solen står över --altitude N grader den dagen; saknas utan --altitude"
    case .sunDay: return "\(inQuotes(countdown(days: 1))) (på språket) när soltiderna gäller i morgon; saknas före solnedgången"
    case .sunDaylength: return "dagslängden den dag soltiderna gäller (i dag, efter solnedgången i morgon)"
    case .sunDelta: return "den dagens ändring mot dagen före, med tecken"
    case .daylength: return "dagens dagslängd (formatkod: \(daylengthSpecs))"
    case .daylengthTomorrow: return "dagslängden i morgon"
    case .deltaToday: return "dagslängdens ändring sedan i går, med tecken (\(inQuotes(twoMinutesMore)))"
    case .deltaSinceSolstice: return "dagslängdens ändring sedan det senaste solståndet, med tecken"
    case .solsticeDate: return "lokalt datum för det solståndet"
    case .location: return "platsens namn"
    case .latitude: return "platsens latitud i grader (formatkod: .N decimaler)"
    case .longitude: return "platsens longitud i grader (formatkod: .N decimaler)"
    case .timezone: return "IANA-tidszonen"
    case .message: return "det dagliga meddelandet (\(inQuotes(messageExample)))"
    case .polarDay: return "flagga: solen går inte ner i dag"
    case .polarNight: return "flagga: solen går inte upp i dag"
    case .eventToday: return "flagga: nästa händelse är i dag"
    case .gaining: return "flagga: dagarna blir längre"
    case .losing: return "flagga: dagarna blir kortare"
    case .defaultLocation: return "flagga: platsen är gissad (ingen plats inställd)"
    case .afterSunset: return "flagga: solnedgången som avslutar dagens dagsljus har passerat (soltiderna gäller i morgon)"
    case .compareDate: return "compare: datumet som jämförs (`compare DATUM --template`; saknas annars)"
    case .compareWithDate: return "compare: datumet det jämförs med (i dag utan --with)"
    case .compareDaylength: return "compare: dagslängden det datumet"
    case .compareDifference: return "compare: dess dagslängd minus det andra datumets, med tecken"
    case .compareSunrise: return "compare: soluppgången det datumet; saknas dagar utan soluppgång"
    case .compareSunset: return "compare: solnedgången det datumet; saknas dagar utan solnedgång"
    case .compareSunriseShift:
      return "compare: hur mycket soluppgången flyttas på klockan, + senare, \(minusSign) tidigare; saknas utan soluppgång"
    case .compareSunsetShift:
      return "compare: hur mycket solnedgången flyttas på klockan, + senare, \(minusSign) tidigare; saknas utan solnedgång"
    case .compareSummary: return "compare: \(inQuotes(compareSummaryExample)) (på språket)"
    }
  }

  /// "klockslaget för soluppgång (…); saknas dagar utan soluppgång".
  private func crossingTime(_ what: String) -> String {
    "klockslaget för \(what) (i dag, efter solnedgången i morgon); saknas dagar utan \(what)"
  }
}
