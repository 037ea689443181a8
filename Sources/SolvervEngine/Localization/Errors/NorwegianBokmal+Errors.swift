/// Bokmål error messages (``ErrorPhrase``). Values, keys, options and paths stay as typed.
extension NorwegianBokmal {
  public func errorPhrase(_ phrase: ErrorPhrase) -> String {
    switch phrase {
    case .located(let path, let line, let column, let inner): return "\(path):\(line):\(column): " + errorPhrase(inner)
    case .position(let line, let column, let inner): return "\(line):\(column): " + errorPhrase(inner)
    case .key(let key, let inner): return "nøkkelen «\(key)»: " + errorPhrase(inner)
    case .notAllowed(let shown, let noun, let allowed): return "\(foundText(shown)) er ikke \(name(of: noun)): bruk \(allowedText(allowed))"
    case .allowed(let allowed): return allowedText(allowed)
    case .expected(let kind, let found): return "forventet \(expectation(kind)), fant \(foundText(found))"
    case .unknownKey(let valid): return "ukjent nøkkel; gyldige nøkler her: \(valid.joined(separator: ", "))"
    case .locationIncomplete: return "[location] trenger city = \"…\" eller latitude og longitude"
    case .cityAndCoordinates: return "oppgi enten city eller latitude/longitude, ikke begge"
    case .bothPartsOff: return "daily_change og since_solstice kan ikke begge være av: varselet ville blitt tomt"
    case .limitsReversed(let part, let notAfter, let notBefore):
      return "\(part)_not_after (\(notAfter)) er tidligere enn \(part)_not_before (\(notBefore))"
    case .emptyCity: return "bynavnet er tomt"
    case .coordinateAlone(let latitude): return latitude ? "latitude trenger også longitude" : "longitude trenger også latitude"
    case .notALocation(let text): return "«\(text)» er ikke et sted: skriv location = \"auto\" eller en [location]-tabell"
    case .notAFormatName(let name): return "«\(name)» er ikke et gyldig formatnavn: bruk bokstaver, sifre, - og _"
    case .valueMissing(let endOfFile): return "forventet en verdi, men \(endOfFile ? "filen" : "linjen") slutter her"
    case .unknownFormatName(let name, let builtIn, let folder):
      return "formatet «\(name)» er ukjent: bruk \(builtIn.joined(separator: ", ")) eller navnet på en fil i \(folder)"
    case .unknownFormatFile(let name, let builtIn, let file):
      return "formatet «\(name)» er ukjent: bruk \(builtIn.joined(separator: ", ")), eller definer det i \(file) (se `solverv-status formats --help`)"
    case .unknownFormatKey(let valid): return "ukjent nøkkel; gyldige nøkler: \(valid.joined(separator: ", "))"
    case .notAnEscaping(let text, let valid): return "«\(text)» er ikke en gyldig escape-regel: bruk \(allowedText(.choices(valid)))"
    case .formatNeedsSmall: return "et format trenger minst small = \"mal\""
    case .duplicateKey(let line): return "nøkkelen finnes fra før (først satt på linje \(line))"
    case .textNotQuoted(let found): return "forventet en verdi, fant \(foundText(found)); tekst må stå i anførselstegn"
    case .notBundledCity(let name): return "«location.city»: «\(name)» er ikke en av de medfølgende byene (se `solverv-status locate`)"
    case .setting(let key, let inner): return "«\(key)»: " + errorPhrase(inner)
    case .isNot(let shown, let allowed): return "\(shown) er ikke tillatt: bruk \(allowedText(allowed))"
    case .autoOnlyTrue: return "«location.auto» kan bare settes til true: sett location.city for å velge et sted"
    case .unknownSetting(let key, let valid): return "ukjent innstilling «\(key)»: bruk en av \(valid.joined(separator: ", "))"
    case .wrongType(let key, let kind, let allowed): return "«\(key)» tar verdier av typen \(kind): \(allowedText(allowed))"
    case .brokenConfig(let inner): return "konfigurasjonsfilen har feil, rett den først: " + errorPhrase(inner)
    case .brokenFormat(let name): return "format \(name)"
    case .fileLine(let file, let line): return "\(file) linje \(line)"

    case .unknownPlace(let text, let hint, let builtIn):
      var message = "ukjent sted «\(text)»"
      switch hint {
      case .didYouMean(let names): message += ": mente du " + names.map { quoted($0.text(in: code)) }.joined(separator: ", ") + "?"
      case .tryLocate(let commandLine):
        message += ": prøv `solverv-status locate \(text)`" + (commandLine ? " for forslag, eller bruk --lat/--lon" : "")
      case .zipCode(let bundled, let digits):
        return message + ": ikke blant de \(Self.grouped(bundled, "\u{A0}")) medfølgende amerikanske postnumrene (ZIP); prøv `solverv-status locate \(digits)` for dem som begynner likt"
      }
      return message + builtInNote(builtIn)
    case .noCityMatches(let text, let builtIn): return "ingen by passer til «\(text)»" + builtInNote(builtIn)
    case .onlyBuiltInCities(let note): return String(builtInNote(note).dropFirst(2).dropLast())
    case .nearestSpellings(let name): return "Ingen steder heter «\(name)»; de nærmeste stavemåtene:"
    case .placesFileNotUsed(let path, let problem):
      let reason = placesFileProblem(problem)
      return "stedsfilen \(path) brukes ikke: \(reason); bare de innebygde byene med minst 15 000 innbyggere søkes i"
    case .placesFileProblem(let problem): return placesFileProblem(problem)
    case .timeNotUnderstood(let text):
      return "tidspunktet «\(text)» forstås ikke: bruk 2027-06-21, 2027-06-21T12:00, 2027-06-21T12:00Z, +30d, -2h, +90m eller @UNIXSEKUNDER"
    case .timeOutOfRange(let text, let years):
      return "tidspunktet «\(text)» er utenfor området: bruk et tidspunkt i årene \(years.lowerBound)–\(years.upperBound)"
    case .invalidDate(let text, let option, let relative):
      return "\(option.map { "\($0): " } ?? "")«\(text)» er ikke en gyldig dato: skriv ÅÅÅÅ-MM-DD, f.eks. 2027-06-21"
        + (relative ? ", eller en relativ form som +30d" : "")
    case .dateOutOfRange(let text, let option, let years):
      return "\(option.map { "\($0): " } ?? "")datoen \(text) er utenfor området: bruk en dato i årene \(years.lowerBound)–\(years.upperBound)"
    case .coordinateOutOfRange(let value, let latitude):
      return latitude
        ? "breddegraden \(value) er ikke tillatt: bruk et tall fra -90 til 90 (positivt mot nord)"
        : "lengdegraden \(value) er ikke tillatt: bruk et tall fra -180 til 180 (positivt mot øst)"
    case .optionNeedsCoordinate(let latitude):
      return latitude ? "--lat trenger også --lon (positivt mot øst, -180…180)" : "--lon trenger også --lat (positivt mot nord, -90…90)"
    case .placeAndCoordinates: return "--location kan ikke kombineres med --lat/--lon: oppgi en by eller koordinater"
    case .unknownZone(let name, let directory):
      return "ukjent tidssone «\(name)»: bruk et IANA-navn som Europe/Oslo eller America/New_York (filene under \(directory))"
    case .unreadableZone(let name, let reason): return "tidssonen «\(name)» kan ikke leses: \(reason)"
    case .yearOutOfRange(let year, let option, let years):
      return "\(option.map { "\($0): " } ?? "")året \(year) er utenfor området: bruk et år fra \(years.lowerBound) til \(years.upperBound)"
    case .optionOutOfRange(let option, let value, let range, let degrees):
      return "\(option) \(value) er utenfor området: bruk \(degrees ? "grader" : "et tall") fra \(range.lowerBound) til \(range.upperBound)"
    case .daysPastEnd(let days, let first, let last, let allowed):
      return "--days \(days) fra \(first) går forbi \(last): bruk et tall fra 1 til \(allowed)"
    case .rangeBackwards(let to, let from, let defaultFrom):
      return defaultFrom
        ? "--to \(to) er før --from \(from) (i år, standardverdien): oppgi --from også"
        : "--to \(to) er før --from \(from): perioden må gå framover"
    case .giveOne(.withOrVs): return "oppgi --with (en annen dag) eller --vs (et annet sted), ikke begge"
    case .giveOne(.previewAndSend): return "oppgi --preview eller --send, ikke begge"
    case .giveOne(.previewOrSend): return "oppgi --preview (skriv ut varselet) eller --send (send det nå)"
    case .forOption(let option, let inner): return "\(option): " + errorPhrase(inner)
    case .unknownEvent(let text, let valid): return "hendelsen «\(text)» er ukjent: bruk en av \(valid)"
    case .invalidOffset(let text):
      return "--offset «\(text)» er ikke en gyldig forskyvning: bruk en varighet med fortegn på høyst 7d, f.eks. -30m, +1h30m, -45s"
    case .invalidWithin(let text): return "--within «\(text)» er ikke en gyldig varighet: bruk 1s til 366d, f.eks. 12h, 2d"
    case .twoPlaces: return "--location og --city angir to steder: oppgi ett"
    case .zoneWithCity: return "--tz og --name hører sammen med --lat/--lon i konfigurasjonen: en by har sin egen tidssone og sitt eget navn"
    case .unknownPlaceToInit(let text): return "ukjent sted «\(text)»: prøv `solverv-status locate \(text)` for forslag"
    case .rendered(let text): return text
    case .syntax(let problem): return syntaxPhrase(problem)
    case .template(let position, let problem): return templatePhrase(problem, at: position)
    case .file(let problem): return filePhrase(problem)
    case .bus(let problem): return busPhrase(problem)

    case .unknownOption(let name, let suggestion):
      return "ukjent valg «\(name)»" + (suggestion.map { ": mente du «\($0)»?" } ?? "")
    case .missingValue(let option): return "verdi mangler for «\(option)»"
    case .invalidValue(let value, let option, let choices, let reason):
      return "verdien «\(value)» er ugyldig for «\(option)»" + (reason.map { ": " + errorPhrase($0) } ?? "")
        + (choices.isEmpty ? "" : ": bruk " + Self.orList(choices.map { "«\($0)»" }, or: "eller"))
    case .unexpectedArguments(let values):
      return "uventet argument: " + values.map { "«\($0)»" }.joined(separator: ", ")
    case .missingArgument(let name): return "argumentet «\(name)» mangler"
    case .takesNoValue(let option, let value): return "«\(option)» tar ingen verdi, men fikk «\(value)»"
    case .needsNumber(let degrees, let range, let note):
      let noteText: String
      switch note {
      case .northPositive: noteText = " (positivt mot nord)"
      case .eastPositive: noteText = " (positivt mot øst)"
      case .goldenHour: noteText = " (f.eks. 6 for gyllen time)"
      case nil: noteText = ""
      }
      return "bruk \(degrees ? "et antall grader" : "et heltall") fra \(range.lowerBound) til \(range.upperBound)" + noteText
    case .chartSize(let widths, let heights, let side):
      let use = "bruk BREDDExHØYDE i piksler, bredde \(widths.lowerBound)–\(widths.upperBound) og høyde \(heights.lowerBound)–\(heights.upperBound) (f.eks. 1200x800)"
      switch side {
      case .width(let value): return "bredden \(value) er utenfor området: " + use
      case .height(let value): return "høyden \(value) er utenfor området: " + use
      case nil: return use
      }
    }
  }

  private func builtInNote(_ note: BuiltInCities?) -> String {
    guard let note else { return "" }
    return " (bare de \(Self.grouped(note.count, "\u{A0}")) innebygde byene med minst 15 000 innbyggere ble søkt i: "
      + "stedsfilen med alle steder over 1 000 innbyggere er ikke installert i \(note.path))"
  }

  private func name(of noun: ValueNoun) -> String {
    switch noun {
    case .language: "et språk"
    case .clock: "et klokkeformat"
    case .dateOrder: "en datorekkefølge"
    case .hemisphere: "en halvkule"
    case .listLength: "en listelengde"
    case .city: "en by"
    case .switchValue: "en av/på-verdi"
    case .time: "et tidspunkt"
    case .switchRule: "en regel for bytte"
    case .elevation: "en solhøyde"
    case .offset: "en forskyvning"
    case .size: "en størrelse"
    }
  }

  private func allowedText(_ allowed: AllowedValues) -> String {
    switch allowed {
    case .choices(let values): Self.orList(values.map { "«\($0)»" }, or: "eller")
    case .wholeNumber(let range?): "et heltall fra \(range.lowerBound) til \(range.upperBound)"
    case .wholeNumber(nil): "et heltall"
    case .trueOrFalse: "«true» eller «false»"
    case .trueOrFalseOnePartOn: "«true» eller «false» (en av de to delene forblir på)"
    case .onlyTrue: "«true» (sett location.city for å slå det av)"
    case .bundledCity: "en by fra den medfølgende tabellen (se `locate`)"
    case .moment: "«sunrise», «sunset» eller TT:MM (24-timersklokke)"
    case .limitTime: "TT:MM (24-timersklokke) eller \"\" for ingen grense"
    }
  }

  private func expectation(_ kind: ExpectedValue) -> String {
    switch kind {
    case .value: "en verdi"
    case .quotedString: "en tekst i anførselstegn"
    case .number: "et tall"
    case .finiteNumber: "et endelig tall"
    case .trueOrFalse: "«true» eller «false»"
    case .table(let name): "en [\(name)]-tabell"
    case .locationTable: "en [location]-tabell eller \"auto\""
    }
  }

  private func placesFileProblem(_ problem: PlacesFileProblem) -> String {
    switch problem {
    case .cannotOpen(let why): return "den kan ikke åpnes: \(why)"
    case .cannotRead(let why): return "den kan ikke leses: \(why)"
    case .notRegularFile(.other): return "den er ikke en vanlig fil"
    case .notRegularFile(let kind):
      let what: String
      switch kind {
      case .directory: what = "en mappe"
      case .fifo: what = "en FIFO"
      case .socket: what = "en sokkel"
      case .device: what = "en enhet"
      case .symbolicLink, .other: what = "en symbolsk lenke"
      }
      return "den er \(what), ikke en vanlig fil"
    case .empty: return "den er tom"
    case .tooLarge(let megabytes): return "den er større enn \(megabytes) MB, for stor for en stedsfil"
    case .cannotMap(let why): return "den kan ikke kartlegges i minnet: \(why)"
    case .otherFormat(let found, let wanted): return "den har formatet \(quoted(found)), og denne versjonen leser \(quoted(wanted)) (en fil fra en annen utgave)"
    case .notAPlacesFile(let wanted): return "første linje er ikke \(quoted(wanted))"
    case .damaged(let detail): return "den er skadet (\(detail))"
    }
  }
}
