/// Danish error messages (``ErrorPhrase``). Values, keys, options and paths stay as typed.
extension Danish {
  public func errorPhrase(_ phrase: ErrorPhrase) -> String {
    switch phrase {
    case .located(let path, let line, let column, let inner): return "\(path):\(line):\(column): " + errorPhrase(inner)
    case .position(let line, let column, let inner): return "\(line):\(column): " + errorPhrase(inner)
    case .key(let key, let inner): return "nøglen »\(key)«: " + errorPhrase(inner)
    case .notAllowed(let shown, let noun, let allowed): return "\(foundText(shown)) er ikke \(name(of: noun)): brug \(allowedText(allowed))"
    case .allowed(let allowed): return allowedText(allowed)
    case .expected(let kind, let found): return "forventede \(expectation(kind)), fandt \(foundText(found))"
    case .unknownKey(let valid): return "ukendt nøgle; gyldige nøgler her: \(valid.joined(separator: ", "))"
    case .locationIncomplete: return "[location] kræver city = \"…\" eller latitude og longitude"
    case .cityAndCoordinates: return "angiv enten city eller latitude/longitude, ikke begge"
    case .bothPartsOff: return "daily_change og since_solstice kan ikke begge være slået fra: notifikationen ville blive tom"
    case .limitsReversed(let part, let notAfter, let notBefore):
      return "\(part)_not_after (\(notAfter)) er tidligere end \(part)_not_before (\(notBefore))"
    case .emptyCity: return "bynavnet er tomt"
    case .coordinateAlone(let latitude): return latitude ? "latitude kræver også longitude" : "longitude kræver også latitude"
    case .notALocation(let text): return "»\(text)« er ikke et sted: skriv location = \"auto\" eller en [location]-tabel"
    case .notAFormatName(let name): return "»\(name)« er ikke et gyldigt formatnavn: brug bogstaver, cifre, - og _"
    case .valueMissing(let endOfFile): return "forventede en værdi, men \(endOfFile ? "filen" : "linjen") slutter her"
    case .unknownFormatName(let name, let builtIn, let folder):
      return "formatet »\(name)« er ukendt: brug \(builtIn.joined(separator: ", ")) eller navnet på en fil i \(folder)"
    case .unknownFormatFile(let name, let builtIn, let file):
      return "formatet »\(name)« er ukendt: brug \(builtIn.joined(separator: ", ")), eller definer det i \(file) (se `solverv-status formats --help`)"
    case .unknownFormatKey(let valid): return "ukendt nøgle; gyldige nøgler: \(valid.joined(separator: ", "))"
    case .notAnEscaping(let text, let valid): return "»\(text)« er ikke en gyldig escape-regel: brug \(allowedText(.choices(valid)))"
    case .formatNeedsSmall: return "et format kræver mindst small = \"skabelon\""
    case .duplicateKey(let line): return "nøglen findes allerede (først angivet i linje \(line))"
    case .textNotQuoted(let found): return "forventede en værdi, fandt \(foundText(found)); tekst skal stå i anførselstegn"
    case .notBundledCity(let name): return "»location.city«: »\(name)« er ikke en af de medfølgende byer (se `solverv-status locate`)"
    case .setting(let key, let inner): return "»\(key)«: " + errorPhrase(inner)
    case .isNot(let shown, let allowed): return "\(shown) er ikke tilladt: brug \(allowedText(allowed))"
    case .autoOnlyTrue: return "»location.auto« kan kun sættes til true: angiv location.city for at vælge et sted"
    case .unknownSetting(let key, let valid): return "ukendt indstilling »\(key)«: brug en af \(valid.joined(separator: ", "))"
    case .wrongType(let key, let kind, let allowed): return "»\(key)« tager værdier af typen \(kind): \(allowedText(allowed))"
    case .brokenConfig(let inner): return "konfigurationsfilen har fejl, ret den først: " + errorPhrase(inner)
    case .brokenFormat(let name): return "format \(name)"
    case .fileLine(let file, let line): return "\(file) linje \(line)"

    case .unknownPlace(let text, let hint, let builtIn):
      var message = "ukendt sted »\(text)«"
      switch hint {
      case .didYouMean(let names): message += ": mente du " + names.map { quoted($0.text(in: code)) }.joined(separator: ", ") + "?"
      case .tryLocate(let commandLine):
        message += ": prøv `solverv-status locate \(text)`" + (commandLine ? " for forslag, eller brug --lat/--lon" : "")
      case .zipCode(let bundled, let digits):
        return message + ": ikke blandt de \(Self.grouped(bundled, ".")) medfølgende amerikanske postnumre (ZIP); prøv `solverv-status locate \(digits)` for dem, der begynder ens"
      }
      return message + builtInNote(builtIn)
    case .noCityMatches(let text, let builtIn): return "ingen by passer til »\(text)«" + builtInNote(builtIn)
    case .onlyBuiltInCities(let note): return String(builtInNote(note).dropFirst(2).dropLast())
    case .nearestSpellings(let name): return "Intet sted hedder »\(name)«; de nærmeste stavemåder:"
    case .placesFileNotUsed(let path, let problem):
      let reason = placesFileProblem(problem)
      return "stedfilen \(path) bruges ikke: \(reason); kun de indbyggede byer med mindst 15.000 indbyggere gennemsøges"
    case .placesFileProblem(let problem): return placesFileProblem(problem)
    case .timeNotUnderstood(let text):
      return "tidspunktet »\(text)« kan ikke forstås: brug 2027-06-21, 2027-06-21T12:00, 2027-06-21T12:00Z, +30d, -2h, +90m eller @UNIXSEKUNDER"
    case .timeOutOfRange(let text, let years):
      return "tidspunktet »\(text)« ligger uden for intervallet: brug et tidspunkt i årene \(years.lowerBound)-\(years.upperBound)"
    case .invalidDate(let text, let option, let relative):
      return "\(option.map { "\($0): " } ?? "")»\(text)« er ikke en gyldig dato: skriv ÅÅÅÅ-MM-DD, f.eks. 2027-06-21"
        + (relative ? ", eller en relativ form som +30d" : "")
    case .dateOutOfRange(let text, let option, let years):
      return "\(option.map { "\($0): " } ?? "")datoen \(text) ligger uden for intervallet: brug en dato i årene \(years.lowerBound)-\(years.upperBound)"
    case .coordinateOutOfRange(let value, let latitude):
      return latitude
        ? "breddegraden \(value) er ikke tilladt: brug et tal fra -90 til 90 (positivt mod nord)"
        : "længdegraden \(value) er ikke tilladt: brug et tal fra -180 til 180 (positivt mod øst)"
    case .optionNeedsCoordinate(let latitude):
      return latitude ? "--lat kræver også --lon (positivt mod øst, -180…180)" : "--lon kræver også --lat (positivt mod nord, -90…90)"
    case .placeAndCoordinates: return "--location kan ikke kombineres med --lat/--lon: angiv en by eller koordinater"
    case .unknownZone(let name, let directory):
      return "ukendt tidszone »\(name)«: brug et IANA-navn som Europe/Oslo eller America/New_York (filerne under \(directory))"
    case .unreadableZone(let name, let reason): return "tidszonen »\(name)« kan ikke læses: \(reason)"
    case .yearOutOfRange(let year, let option, let years):
      return "\(option.map { "\($0): " } ?? "")året \(year) ligger uden for intervallet: brug et år fra \(years.lowerBound) til \(years.upperBound)"
    case .optionOutOfRange(let option, let value, let range, let degrees):
      return "\(option) \(value) ligger uden for intervallet: brug \(degrees ? "grader" : "et tal") fra \(range.lowerBound) til \(range.upperBound)"
    case .daysPastEnd(let days, let first, let last, let allowed):
      return "--days \(days) fra \(first) går ud over \(last): brug et tal fra 1 til \(allowed)"
    case .rangeBackwards(let to, let from, let defaultFrom):
      return defaultFrom
        ? "--to \(to) ligger før --from \(from) (i år, standardværdien): angiv også --from"
        : "--to \(to) ligger før --from \(from): perioden skal gå fremad"
    case .giveOne(.withOrVs): return "angiv --with (en anden dag) eller --vs (et andet sted), ikke begge"
    case .giveOne(.previewAndSend): return "angiv --preview eller --send, ikke begge"
    case .giveOne(.previewOrSend): return "angiv --preview (udskriv notifikationen) eller --send (send den nu)"
    case .forOption(let option, let inner): return "\(option): " + errorPhrase(inner)
    case .unknownEvent(let text, let valid): return "hændelsen »\(text)« er ukendt: brug en af \(valid)"
    case .invalidOffset(let text):
      return "--offset »\(text)« er ikke en gyldig forskydning: brug en varighed med fortegn på højst 7d, f.eks. -30m, +1h30m, -45s"
    case .invalidWithin(let text): return "--within »\(text)« er ikke en gyldig varighed: brug 1s til 366d, f.eks. 12h, 2d"
    case .twoPlaces: return "--location og --city angiver to steder: angiv ét"
    case .zoneWithCity: return "--tz og --name hører sammen med --lat/--lon i konfigurationen: en by har sin egen tidszone og sit eget navn"
    case .unknownPlaceToInit(let text): return "ukendt sted »\(text)«: prøv `solverv-status locate \(text)` for forslag"
    case .rendered(let text): return text
    case .syntax(let problem): return syntaxPhrase(problem)
    case .template(let position, let problem): return templatePhrase(problem, at: position)
    case .file(let problem): return filePhrase(problem)
    case .bus(let problem): return busPhrase(problem)

    case .unknownOption(let name, let suggestion):
      return "ukendt tilvalg »\(name)«" + (suggestion.map { ": mente du »\($0)«?" } ?? "")
    case .missingValue(let option): return "værdi mangler for »\(option)«"
    case .invalidValue(let value, let option, let choices, let reason):
      return "værdien »\(value)« er ugyldig for »\(option)«" + (reason.map { ": " + errorPhrase($0) } ?? "")
        + (choices.isEmpty ? "" : ": brug " + Self.orList(choices.map { "»\($0)«" }, or: "eller"))
    case .unexpectedArguments(let values):
      return "uventet argument: " + values.map { "»\($0)«" }.joined(separator: ", ")
    case .missingArgument(let name): return "argumentet »\(name)« mangler"
    case .takesNoValue(let option, let value): return "»\(option)« tager ingen værdi, men fik »\(value)«"
    case .needsNumber(let degrees, let range, let note):
      let noteText: String
      switch note {
      case .northPositive: noteText = " (positivt mod nord)"
      case .eastPositive: noteText = " (positivt mod øst)"
      case .goldenHour: noteText = " (f.eks. 6 for den gyldne time)"
      case nil: noteText = ""
      }
      return "brug \(degrees ? "et antal grader" : "et heltal") fra \(range.lowerBound) til \(range.upperBound)" + noteText
    case .chartSize(let widths, let heights, let side):
      let use = "brug BREDDExHØJDE i pixel, bredde \(widths.lowerBound)-\(widths.upperBound) og højde \(heights.lowerBound)-\(heights.upperBound) (f.eks. 1200x800)"
      switch side {
      case .width(let value): return "bredden \(value) ligger uden for intervallet: " + use
      case .height(let value): return "højden \(value) ligger uden for intervallet: " + use
      case nil: return use
      }
    }
  }

  private func builtInNote(_ note: BuiltInCities?) -> String {
    guard let note else { return "" }
    return " (der blev kun søgt blandt de \(Self.grouped(note.count, ".")) indbyggede byer med mindst 15.000 indbyggere: "
      + "stedfilen med alle byer over 1.000 indbyggere er ikke installeret i \(note.path))"
  }

  private func name(of noun: ValueNoun) -> String {
    switch noun {
    case .language: "et sprog"
    case .clock: "et tidsformat"
    case .dateOrder: "en datorækkefølge"
    case .hemisphere: "en halvkugle"
    case .listLength: "en listelængde"
    case .city: "en by"
    case .switchValue: "en til/fra-værdi"
    case .time: "et tidspunkt"
    case .switchRule: "en skifteregel"
    case .elevation: "en solhøjde"
    case .offset: "en forskydning"
    case .size: "en størrelse"
    }
  }

  private func allowedText(_ allowed: AllowedValues) -> String {
    switch allowed {
    case .choices(let values): Self.orList(values.map { "»\($0)«" }, or: "eller")
    case .wholeNumber(let range?): "et heltal fra \(range.lowerBound) til \(range.upperBound)"
    case .wholeNumber(nil): "et heltal"
    case .trueOrFalse: "»true« eller »false«"
    case .trueOrFalseOnePartOn: "»true« eller »false« (en af de to dele forbliver slået til)"
    case .onlyTrue: "»true« (angiv location.city for at slå det fra)"
    case .bundledCity: "en by fra den medfølgende tabel (se `locate`)"
    case .moment: "»sunrise«, »sunset« eller TT:MM (24-timersur)"
    case .limitTime: "TT:MM (24-timersur) eller \"\" for ingen grænse"
    }
  }

  private func expectation(_ kind: ExpectedValue) -> String {
    switch kind {
    case .value: "en værdi"
    case .quotedString: "en tekst i anførselstegn"
    case .number: "et tal"
    case .finiteNumber: "et endeligt tal"
    case .trueOrFalse: "»true« eller »false«"
    case .table(let name): "en [\(name)]-tabel"
    case .locationTable: "en [location]-tabel eller \"auto\""
    }
  }

  private func placesFileProblem(_ problem: PlacesFileProblem) -> String {
    switch problem {
    case .cannotOpen(let why): return "den kan ikke åbnes: \(why)"
    case .cannotRead(let why): return "den kan ikke læses: \(why)"
    case .notRegularFile(.other): return "den er ikke en almindelig fil"
    case .notRegularFile(let kind):
      let what: String
      switch kind {
      case .directory: what = "en mappe"
      case .fifo: what = "en FIFO"
      case .socket: what = "en socket"
      case .device: what = "en enhed"
      case .symbolicLink, .other: what = "et symbolsk link"
      }
      return "den er \(what), ikke en almindelig fil"
    case .empty: return "den er tom"
    case .tooLarge(let megabytes): return "den er større end \(megabytes) MB, for stor til en stedfil"
    case .cannotMap(let why): return "den kan ikke indlæses i hukommelsen: \(why)"
    case .otherFormat(let found, let wanted): return "den har formatet \(quoted(found)), og denne version læser \(quoted(wanted)) (en fil fra en anden udgave)"
    case .notAPlacesFile(let wanted): return "første linje er ikke \(quoted(wanted))"
    case .damaged(let detail): return "den er beskadiget (\(detail))"
    }
  }
}
