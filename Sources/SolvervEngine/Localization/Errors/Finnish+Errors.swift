/// Finnish error messages (``ErrorPhrase``). Values, keys, options and paths stay as typed; the
/// allowed values follow "sallitut arvot:" in the nominative, so one form serves every sentence.
extension Finnish {
  public func errorPhrase(_ phrase: ErrorPhrase) -> String {
    switch phrase {
    case .located(let path, let line, let column, let inner): return "\(path):\(line):\(column): " + errorPhrase(inner)
    case .position(let line, let column, let inner): return "\(line):\(column): " + errorPhrase(inner)
    case .key(let key, let inner): return "avain ”\(key)”: " + errorPhrase(inner)
    case .notAllowed(let shown, let noun, let allowed):
      return "\(foundText(shown)) ei ole kelvollinen \(name(of: noun)); sallitut arvot: \(allowedText(allowed))"
    case .allowed(let allowed): return allowedText(allowed)
    case .expected(let kind, let found): return "odotettiin \(expectation(kind)), saatiin \(foundText(found))"
    case .unknownKey(let valid): return "tuntematon avain; tässä kelpaavat avaimet: \(valid.joined(separator: ", "))"
    case .locationIncomplete: return "[location] tarvitsee city = \"…\" tai latitude ja longitude"
    case .cityAndCoordinates: return "anna joko city tai latitude/longitude, ei molempia"
    case .bothPartsOff: return "daily_change ja since_solstice eivät voi molemmat olla pois päältä: ilmoitus jäisi tyhjäksi"
    case .limitsReversed(let part, let notAfter, let notBefore):
      return "\(part)_not_after (\(notAfter)) on aiemmin kuin \(part)_not_before (\(notBefore))"
    case .emptyCity: return "kaupungin nimi on tyhjä"
    case .coordinateAlone(let latitude): return latitude ? "latitude tarvitsee myös longituden" : "longitude tarvitsee myös latituden"
    case .notALocation(let text): return "”\(text)” ei ole paikka: kirjoita location = \"auto\" tai [location]-taulukko"
    case .notAFormatName(let name): return "”\(name)” ei ole kelvollinen muodon nimi: käytä kirjaimia, numeroita, - ja _"
    case .valueMissing(let endOfFile): return "odotettiin arvoa, mutta \(endOfFile ? "tiedosto" : "rivi") päättyy tähän"
    case .unknownFormatName(let name, let builtIn, let folder):
      return "muoto ”\(name)” on tuntematon: käytä muotoa \(builtIn.joined(separator: ", ")) tai hakemiston \(folder) tiedoston nimeä"
    case .unknownFormatFile(let name, let builtIn, let file):
      return "muoto ”\(name)” on tuntematon: käytä muotoa \(builtIn.joined(separator: ", ")) tai määrittele se tiedostossa \(file) (ks. `solverv-status formats --help`)"
    case .unknownFormatKey(let valid): return "tuntematon avain; kelpaavat avaimet: \(valid.joined(separator: ", "))"
    case .notAnEscaping(let text, let valid): return "”\(text)” ei ole kelvollinen koodaussääntö; kelpaavat: \(allowedText(.choices(valid)))"
    case .formatNeedsSmall: return "muoto tarvitsee vähintään rivin small = \"malli\""
    case .duplicateKey(let line): return "avain on jo määritelty (ensin rivillä \(line))"
    case .textNotQuoted(let found): return "odotettiin arvoa, saatiin \(foundText(found)); tekstin on oltava lainausmerkeissä"
    case .notBundledCity(let name): return "”location.city”: ”\(name)” ei ole mukana tulevien kaupunkien joukossa (ks. `solverv-status locate`)"
    case .setting(let key, let inner): return "”\(key)”: " + errorPhrase(inner)
    case .isNot(let shown, let allowed): return "\(shown) ei kelpaa; sallitut arvot: \(allowedText(allowed))"
    case .autoOnlyTrue: return "”location.auto” voi olla vain true: valitse paikka asetuksella location.city"
    case .unknownSetting(let key, let valid): return "tuntematon asetus ”\(key)”; kelpaavat asetukset: \(valid.joined(separator: ", "))"
    case .wrongType(let key, let kind, let allowed): return "”\(key)” ottaa \(kind)-tyyppisen arvon; sallitut arvot: \(allowedText(allowed))"
    case .brokenConfig(let inner): return "asetustiedostossa on virhe, korjaa se ensin: " + errorPhrase(inner)
    case .brokenFormat(let name): return "muoto \(name)"
    case .fileLine(let file, let line): return "\(file) rivi \(line)"

    case .unknownPlace(let text, let hint, let builtIn):
      var message = "tuntematon paikka ”\(text)”"
      switch hint {
      case .didYouMean(let names): message += ": tarkoititko " + names.map { quoted($0.text(in: code)) }.joined(separator: ", ") + "?"
      case .tryLocate(let commandLine):
        message += ": kokeile `solverv-status locate \(text)`" + (commandLine ? " ehdokkaiden löytämiseksi tai käytä --lat/--lon" : "")
      case .zipCode(let bundled, let digits):
        return message + ": ei mukana tulevien \(Self.grouped(bundled, "\u{A0}")) yhdysvaltalaisen postinumeron (ZIP) joukossa; kokeile `solverv-status locate \(digits)` samoin alkavien löytämiseksi"
      }
      return message + builtInNote(builtIn)
    case .noCityMatches(let text, let builtIn): return "mikään kaupunki ei vastaa hakua ”\(text)”" + builtInNote(builtIn)
    case .onlyBuiltInCities(let note): return String(builtInNote(note).dropFirst(2).dropLast())
    case .nearestSpellings(let name): return "Mikään paikka ei ole nimeltään ”\(name)”; lähimmät kirjoitusasut:"
    case .placesFileNotUsed(let path, let problem):
      let reason = placesFileProblem(problem)
      return "paikkatiedostoa \(path) ei käytetä: \(reason); haetaan vain sisäänrakennetuista vähintään 15 000 asukkaan kaupungeista"
    case .placesFileProblem(let problem): return placesFileProblem(problem)
    case .timeNotUnderstood(let text):
      return "ajankohtaa ”\(text)” ei ymmärretty: käytä muotoa 2027-06-21, 2027-06-21T12:00, 2027-06-21T12:00Z, +30d, -2h, +90m tai @UNIXSEKUNNIT"
    case .timeOutOfRange(let text, let years):
      return "ajankohta ”\(text)” on sallitun välin ulkopuolella: käytä ajankohtaa vuosilta \(years.lowerBound)–\(years.upperBound)"
    case .invalidDate(let text, let option, let relative):
      return "\(option.map { "\($0): " } ?? "")”\(text)” ei ole kelvollinen päivämäärä: kirjoita VVVV-KK-PP, esim. 2027-06-21"
        + (relative ? ", tai suhteellinen muoto kuten +30d" : "")
    case .dateOutOfRange(let text, let option, let years):
      return "\(option.map { "\($0): " } ?? "")päivämäärä \(text) on sallitun välin ulkopuolella: käytä päivämäärää vuosilta \(years.lowerBound)–\(years.upperBound)"
    case .coordinateOutOfRange(let value, let latitude):
      return latitude
        ? "leveysaste \(value) ei kelpaa: käytä lukua väliltä -90–90 (pohjoinen positiivinen)"
        : "pituusaste \(value) ei kelpaa: käytä lukua väliltä -180–180 (itä positiivinen)"
    case .optionNeedsCoordinate(let latitude):
      return latitude ? "--lat tarvitsee myös --lon-arvon (itä positiivinen, -180…180)" : "--lon tarvitsee myös --lat-arvon (pohjoinen positiivinen, -90…90)"
    case .placeAndCoordinates: return "--location-valitsinta ei voi yhdistää valitsimiin --lat/--lon: anna kaupunki tai koordinaatit"
    case .unknownZone(let name, let directory):
      return "tuntematon aikavyöhyke ”\(name)”: käytä IANA-nimeä kuten Europe/Oslo tai America/New_York (tiedostot hakemistossa \(directory))"
    case .unreadableZone(let name, let reason): return "aikavyöhykettä ”\(name)” ei voi lukea: \(reason)"
    case .yearOutOfRange(let year, let option, let years):
      return "\(option.map { "\($0): " } ?? "")vuosi \(year) on sallitun välin ulkopuolella: käytä vuotta väliltä \(years.lowerBound)–\(years.upperBound)"
    case .optionOutOfRange(let option, let value, let range, let degrees):
      return "\(option) \(value) on sallitun välin ulkopuolella: käytä \(degrees ? "asteita" : "lukua") väliltä \(range.lowerBound)–\(range.upperBound)"
    case .daysPastEnd(let days, let first, let last, let allowed):
      return "--days \(days) päivästä \(first) alkaen menee yli päivän \(last): käytä lukua väliltä 1–\(allowed)"
    case .rangeBackwards(let to, let from, let defaultFrom):
      return defaultFrom
        ? "--to \(to) on ennen arvoa --from \(from) (tämä vuosi, oletus): anna myös --from"
        : "--to \(to) on ennen arvoa --from \(from): välin on kuljettava eteenpäin"
    case .giveOne(.withOrVs): return "anna --with (toinen päivä) tai --vs (toinen paikka), ei molempia"
    case .giveOne(.previewAndSend): return "anna --preview tai --send, ei molempia"
    case .giveOne(.previewOrSend): return "anna --preview (tulosta ilmoitus) tai --send (lähetä se nyt)"
    case .forOption(let option, let inner): return "\(option): " + errorPhrase(inner)
    case .unknownEvent(let text, let valid): return "tapahtuma ”\(text)” on tuntematon; kelpaavat tapahtumat: \(valid)"
    case .invalidOffset(let text):
      return "--offset ”\(text)” ei ole kelvollinen siirtymä: käytä etumerkillistä kestoa, enintään 7d, esim. -30m, +1h30m, -45s"
    case .invalidWithin(let text): return "--within ”\(text)” ei ole kelvollinen kesto: käytä väliä 1s–366d, esim. 12h, 2d"
    case .twoPlaces: return "--location ja --city nimeävät kaksi paikkaa: anna vain yksi"
    case .zoneWithCity: return "--tz ja --name kuuluvat asetuksissa yhteen --lat/--lon-arvojen kanssa: kaupungilla on oma aikavyöhyke ja nimi"
    case .unknownPlaceToInit(let text): return "tuntematon paikka ”\(text)”: kokeile `solverv-status locate \(text)` ehdokkaiden löytämiseksi"
    case .rendered(let text): return text
    case .syntax(let problem): return syntaxPhrase(problem)
    case .template(let position, let problem): return templatePhrase(problem, at: position)
    case .file(let problem): return filePhrase(problem)
    case .bus(let problem): return busPhrase(problem)

    case .unknownOption(let name, let suggestion):
      return "tuntematon valitsin ”\(name)”" + (suggestion.map { ": tarkoititko ”\($0)”?" } ?? "")
    case .missingValue(let option): return "valitsimelta ”\(option)” puuttuu arvo"
    case .invalidValue(let value, let option, let choices, let reason):
      return "arvo ”\(value)” ei kelpaa valitsimelle ”\(option)”" + (reason.map { ": " + errorPhrase($0) } ?? "")
        + (choices.isEmpty ? "" : "; sallitut arvot: " + Self.orList(choices.map { "”\($0)”" }, or: "tai"))
    case .unexpectedArguments(let values):
      return "odottamaton argumentti: " + values.map { "”\($0)”" }.joined(separator: ", ")
    case .missingArgument(let name): return "argumentti ”\(name)” puuttuu"
    case .takesNoValue(let option, let value): return "”\(option)” ei ota arvoa, mutta sille annettiin ”\(value)”"
    case .needsNumber(let degrees, let range, let note):
      let noteText: String
      switch note {
      case .northPositive: noteText = " (pohjoinen positiivinen)"
      case .eastPositive: noteText = " (itä positiivinen)"
      case .goldenHour: noteText = " (esim. 6 kultaiselle tunnille)"
      case nil: noteText = ""
      }
      return "käytä \(degrees ? "asteiden määrää" : "kokonaislukua") väliltä \(range.lowerBound)–\(range.upperBound)" + noteText
    case .chartSize(let widths, let heights, let side):
      let use = "käytä muotoa LEVEYSxKORKEUS pikseleinä, leveys \(widths.lowerBound)–\(widths.upperBound) ja korkeus \(heights.lowerBound)–\(heights.upperBound) (esim. 1200x800)"
      switch side {
      case .width(let value): return "leveys \(value) on sallitun välin ulkopuolella: " + use
      case .height(let value): return "korkeus \(value) on sallitun välin ulkopuolella: " + use
      case nil: return use
      }
    }
  }

  private func builtInNote(_ note: BuiltInCities?) -> String {
    guard let note else { return "" }
    return " (haettiin vain \(Self.grouped(note.count, "\u{A0}")) sisäänrakennetusta vähintään 15 000 asukkaan kaupungista: "
      + "paikkatiedostoa, jossa on kaikki yli 1 000 asukkaan paikat, ei ole asennettu polkuun \(note.path))"
  }

  private func name(of noun: ValueNoun) -> String {
    switch noun {
    case .language: "kieli"
    case .clock: "kellonaikamuoto"
    case .dateOrder: "päivämääräjärjestys"
    case .hemisphere: "pallonpuolisko"
    case .listLength: "listan pituus"
    case .city: "kaupunki"
    case .switchValue: "päälle/pois-arvo"
    case .time: "kellonaika"
    case .switchRule: "vaihtosääntö"
    case .elevation: "auringon korkeus"
    case .offset: "siirtymä"
    case .size: "koko"
    }
  }

  private func allowedText(_ allowed: AllowedValues) -> String {
    switch allowed {
    case .choices(let values): Self.orList(values.map { "”\($0)”" }, or: "tai")
    case .wholeNumber(let range?): "kokonaisluku väliltä \(range.lowerBound)–\(range.upperBound)"
    case .wholeNumber(nil): "kokonaisluku"
    case .trueOrFalse: "”true” tai ”false”"
    case .trueOrFalseOnePartOn: "”true” tai ”false” (toinen kahdesta osasta pysyy päällä)"
    case .onlyTrue: "”true” (aseta location.city poistaaksesi sen)"
    case .bundledCity: "mukana tulevan taulukon kaupunki (ks. `locate`)"
    case .moment: "”sunrise”, ”sunset” tai TT:MM (24 tunnin kello)"
    case .limitTime: "TT:MM (24 tunnin kello) tai \"\", jos rajaa ei ole"
    }
  }

  private func expectation(_ kind: ExpectedValue) -> String {
    switch kind {
    case .value: "arvoa"
    case .quotedString: "lainausmerkeissä olevaa tekstiä"
    case .number: "lukua"
    case .finiteNumber: "äärellistä lukua"
    case .trueOrFalse: "arvoa ”true” tai ”false”"
    case .table(let name): "[\(name)]-taulukkoa"
    case .locationTable: "[location]-taulukkoa tai arvoa \"auto\""
    }
  }

  private func placesFileProblem(_ problem: PlacesFileProblem) -> String {
    switch problem {
    case .cannotOpen(let why): return "sitä ei voi avata: \(why)"
    case .cannotRead(let why): return "sitä ei voi lukea: \(why)"
    case .notRegularFile(.other): return "se ei ole tavallinen tiedosto"
    case .notRegularFile(let kind):
      let what: String
      switch kind {
      case .directory: what = "kansio"
      case .fifo: what = "FIFO"
      case .socket: what = "pistoke"
      case .device: what = "laite"
      case .symbolicLink, .other: what = "symbolinen linkki"
      }
      return "se on \(what) eikä tavallinen tiedosto"
    case .empty: return "se on tyhjä"
    case .tooLarge(let megabytes): return "se on yli \(megabytes) Mt, liian suuri paikkatiedostoksi"
    case .cannotMap(let why): return "sitä ei voi liittää muistiin: \(why)"
    case .otherFormat(let found, let wanted): return "sen muoto on \(quoted(found)), ja tämä versio lukee muotoa \(quoted(wanted)) (toisen julkaisun tiedosto)"
    case .notAPlacesFile(let wanted): return "sen ensimmäinen rivi ei ole \(quoted(wanted))"
    case .damaged(let detail): return "se on vioittunut (\(detail))"
    }
  }
}
