import SolvervEngine

/// Finnish meanings of the template placeholders (`formats --placeholders`). "Muotoilu" is
/// what follows the colon in `{name:spec}`; a flag ("lippu") is there when it is true. The
/// crossings come in the genitive ("auringonnousun kellonaika").
extension Finnish {
  func placeholderMeaning(_ field: TemplateField) -> String {
    switch field {
    case .days: return "kokonaiset päivät (paikallista aikaa) seuraavaan päivänseisaukseen tai päiväntasaukseen (sen päivänä 0)"
    case .countdown: return countdownExamples + " (kielen mukaan)"
    case .event: return "seuraavan tapahtuman nimi pallonpuoliskon mukaan (\(inQuotes(winterSolsticeName)))"
    case .eventKind: return eventKinds(or: "tai")
    case .date: return "seuraavan tapahtuman paikallinen päivämäärä (oletus \(inQuotes(winterSolsticeDate)); muotoilu: strftime)"
    case .time: return "seuraavan tapahtuman paikallinen kellonaika (oletus kelloasetuksen mukaan; muotoilu: strftime)"
    case .description: return "seuraavan tapahtuman kuvaus, esim. \(inQuotes(winterSolsticeDescription))"
    case .previousEvent: return "edellisen tapahtuman nimi"
    case .previousDate: return "edellisen tapahtuman paikallinen päivämäärä"
    case .progress: return "montako prosenttia matkasta edellisestä tapahtumasta seuraavaan on kuljettu (muotoilu: .1 desimaaleille)"
    case .progressBar: return "edistyminen lohkomerkeistä koottuna palkkina (muotoilu: leveys, oletus 10)"
    case .progressPercent: return "edistyminen prosenttimerkin kanssa kielen tapaan (\(inQuotes(percent("67"))); muotoilu: .1)"
    case .season: return "vuodenaika, joka alkaa seuraavasta tapahtumasta (\(inQuotes(seasonName(.spring))))"
    case .seasonKind: return seasonKinds(or: "tai")
    case .icon: return "vuodenajan emoji"
    case .colour, .color: return "vuodenajan väri, #rrggbb"
    case .sunrise: return crossingTime("auringonnousun")
    case .sunset: return crossingTime("auringonlaskun")
    case .civilDawn: return crossingTime("porvarillisen aamuhämärän")
    case .civilDusk: return crossingTime("porvarillisen iltahämärän")
    case .nauticalDawn: return crossingTime("nauttisen aamuhämärän")
    case .nauticalDusk: return crossingTime("nauttisen iltahämärän")
    case .astronomicalDawn: return crossingTime("tähtitieteellisen aamuhämärän")
    case .astronomicalDusk: return crossingTime("tähtitieteellisen iltahämärän")
    case .theme:
      return "\(quotedChoices(["dark", "light"], or: "tai")): vaalean ja tumman vaihdon tila nyt; puuttuu, kun vaihto on pois päältä"
    case .themeNext:
      return "milloin vaalean ja tumman vaihto seuraavan kerran vaihtaa tilaa; puuttuu, kun vaihto on pois päältä "
        + "tai vaihtoa ei tule vuoden sisällä"
    case .solarNoon: return "kellonaika, jolloin aurinko on korkeimmillaan (tänään, auringonlaskun jälkeen huomenna)"
    case .altitudeRise:
      return "kellonaika, jolloin aurinko nousee yli --altitude N asteen (näytettynä päivänä); "
        + "puuttuu ilman valitsinta tai jos aurinko ei ylitä korkeutta"
    case .altitudeSet:
      return "kellonaika, jolloin aurinko laskee alle --altitude N asteen (näytettynä päivänä); "
        + "puuttuu ilman valitsinta tai jos aurinko ei ylitä korkeutta"
    case .altitudeAbove: return "kuinka kauan aurinko on sinä päivänä yli --altitude N asteen; puuttuu ilman valitsinta"
    case .sunDay: return "\(inQuotes(countdown(days: 1))) (kielen mukaan), kun aurinkoajat ovat huomisen; puuttuu ennen auringonlaskua"
    case .sunDaylength: return "sen päivän pituus, jonka aurinkoajat näytetään (tänään, auringonlaskun jälkeen huomenna)"
    case .sunDelta: return "sen päivän muutos edelliseen päivään verrattuna, etumerkillä"
    case .daylength: return "tämän päivän pituus (muotoilu: \(daylengthSpecs))"
    case .daylengthTomorrow: return "huomisen päivän pituus"
    case .deltaToday: return "päivän pituuden muutos eilisestä, etumerkillä (\(inQuotes(twoMinutesMore)))"
    case .deltaSinceSolstice: return "päivän pituuden muutos viimeisimmästä päivänseisauksesta, etumerkillä"
    case .solsticeDate: return "sen päivänseisauksen paikallinen päivämäärä"
    case .location: return "paikan nimi"
    case .latitude: return "paikan leveysaste asteina (muotoilu: .N desimaalia)"
    case .longitude: return "paikan pituusaste asteina (muotoilu: .N desimaalia)"
    case .timezone: return "IANA-aikavyöhyke"
    case .message: return "päivittäinen viesti (\(inQuotes(messageExample)))"
    case .polarDay: return "lippu: aurinko ei laske tänään"
    case .polarNight: return "lippu: aurinko ei nouse tänään"
    case .eventToday: return "lippu: seuraava tapahtuma on tänään"
    case .gaining: return "lippu: päivät pitenevät"
    case .losing: return "lippu: päivät lyhenevät"
    case .defaultLocation: return "lippu: paikka on arvaus (paikkaa ei ole asetettu)"
    case .afterSunset: return "lippu: tämän päivän päivänvalon päättävä auringonlasku on ohi (aurinkoajat ovat huomisen)"
    case .compareDate: return "compare: verrattava päivämäärä (`compare PÄIVÄ --template`; muualla puuttuu)"
    case .compareWithDate: return "compare: päivämäärä, johon verrataan (tänään, ellei --with anna muuta)"
    case .compareDaylength: return "compare: sen päivän pituus"
    case .compareDifference: return "compare: sen päivän pituus miinus toisen päivän pituus, etumerkillä"
    case .compareSunrise: return "compare: sen päivän auringonnousu; puuttuu, jos sitä ei ole"
    case .compareSunset: return "compare: sen päivän auringonlasku; puuttuu, jos sitä ei ole"
    case .compareSunriseShift:
      return "compare: auringonnousun siirtymä kellossa, + myöhemmin, \(minusSign) aiemmin; puuttuu, jos sitä ei ole"
    case .compareSunsetShift:
      return "compare: auringonlaskun siirtymä kellossa, + myöhemmin, \(minusSign) aiemmin; puuttuu, jos sitä ei ole"
    case .compareSummary: return "compare: \(inQuotes(compareSummaryExample)) (kielen mukaan)"
    }
  }

  /// "auringonnousun kellonaika (…); puuttuu, jos sitä ei ole" (`whose`: the genitive).
  private func crossingTime(_ whose: String) -> String {
    "\(whose) kellonaika (tänään, auringonlaskun jälkeen huomenna); puuttuu, jos sitä ei ole"
  }
}
