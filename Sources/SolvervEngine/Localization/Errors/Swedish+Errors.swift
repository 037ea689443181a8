/// Swedish error messages (``ErrorPhrase``). Values, keys, options and paths stay as typed.
extension Swedish {
  public func errorPhrase(_ phrase: ErrorPhrase) -> String {
    switch phrase {
    case .located(let path, let line, let column, let inner): return "\(path):\(line):\(column): " + errorPhrase(inner)
    case .position(let line, let column, let inner): return "\(line):\(column): " + errorPhrase(inner)
    case .key(let key, let inner): return "nyckeln ”\(key)”: " + errorPhrase(inner)
    case .notAllowed(let shown, let noun, let allowed): return "\(foundText(shown)) är inte \(name(of: noun)): använd \(allowedText(allowed))"
    case .allowed(let allowed): return allowedText(allowed)
    case .expected(let kind, let found): return "förväntade \(expectation(kind)), fick \(foundText(found))"
    case .unknownKey(let valid): return "okänd nyckel; giltiga nycklar här: \(valid.joined(separator: ", "))"
    case .locationIncomplete: return "[location] behöver city = \"…\" eller latitude och longitude"
    case .cityAndCoordinates: return "ange antingen city eller latitude/longitude, inte båda"
    case .bothPartsOff: return "daily_change och since_solstice kan inte båda vara av: aviseringen skulle bli tom"
    case .limitsReversed(let part, let notAfter, let notBefore):
      return "\(part)_not_after (\(notAfter)) är tidigare än \(part)_not_before (\(notBefore))"
    case .emptyCity: return "stadens namn är tomt"
    case .coordinateAlone(let latitude): return latitude ? "latitude behöver även longitude" : "longitude behöver även latitude"
    case .notALocation(let text): return "”\(text)” är ingen plats: skriv location = \"auto\" eller en [location]-tabell"
    case .notAFormatName(let name): return "”\(name)” är inget giltigt formatnamn: använd bokstäver, siffror, - och _"
    case .valueMissing(let endOfFile): return "förväntade ett värde, men \(endOfFile ? "filen" : "raden") slutar här"
    case .unknownFormatName(let name, let builtIn, let folder):
      return "formatet ”\(name)” är okänt: använd \(builtIn.joined(separator: ", ")) eller namnet på en fil i \(folder)"
    case .unknownFormatFile(let name, let builtIn, let file):
      return "formatet ”\(name)” är okänt: använd \(builtIn.joined(separator: ", ")), eller definiera det i \(file) (se `solverv-status formats --help`)"
    case .unknownFormatKey(let valid): return "okänd nyckel; giltiga nycklar: \(valid.joined(separator: ", "))"
    case .notAnEscaping(let text, let valid): return "”\(text)” är ingen giltig escape-regel: använd \(allowedText(.choices(valid)))"
    case .formatNeedsSmall: return "ett format behöver minst small = \"mall\""
    case .duplicateKey(let line): return "nyckeln finns redan (först angiven på rad \(line))"
    case .textNotQuoted(let found): return "förväntade ett värde, fick \(foundText(found)); text ska stå inom citattecken"
    case .notBundledCity(let name): return "”location.city”: ”\(name)” är inte en av de medföljande städerna (se `solverv-status locate`)"
    case .setting(let key, let inner): return "”\(key)”: " + errorPhrase(inner)
    case .isNot(let shown, let allowed): return "\(shown) är inte tillåtet: använd \(allowedText(allowed))"
    case .autoOnlyTrue: return "”location.auto” kan bara sättas till true: ange location.city för att välja en plats"
    case .unknownSetting(let key, let valid): return "okänd inställning ”\(key)”: använd en av \(valid.joined(separator: ", "))"
    case .wrongType(let key, let kind, let allowed): return "”\(key)” tar värden av typen \(kind): \(allowedText(allowed))"
    case .brokenConfig(let inner): return "konfigurationsfilen är felaktig, rätta den först: " + errorPhrase(inner)
    case .brokenFormat(let name): return "format \(name)"
    case .fileLine(let file, let line): return "\(file) rad \(line)"

    case .unknownPlace(let text, let hint, let builtIn):
      var message = "okänd plats ”\(text)”"
      switch hint {
      case .didYouMean(let names): message += ": menade du " + names.map { quoted($0.text(in: code)) }.joined(separator: ", ") + "?"
      case .tryLocate(let commandLine):
        message += ": prova `solverv-status locate \(text)`" + (commandLine ? " för förslag, eller använd --lat/--lon" : "")
      case .zipCode(let bundled, let digits):
        return message + ": inte bland de \(Self.grouped(bundled, "\u{A0}")) medföljande amerikanska postnumren (ZIP); prova `solverv-status locate \(digits)` för dem som börjar likadant"
      }
      return message + builtInNote(builtIn)
    case .noCityMatches(let text, let builtIn): return "ingen stad passar ”\(text)”" + builtInNote(builtIn)
    case .onlyBuiltInCities(let note): return String(builtInNote(note).dropFirst(2).dropLast())
    case .nearestSpellings(let name): return "Ingen plats heter ”\(name)”; de närmaste stavningarna:"
    case .placesFileNotUsed(let path, let problem):
      let reason = placesFileProblem(problem)
      return "platsfilen \(path) används inte: \(reason); bara de inbyggda städerna med minst 15 000 invånare genomsöks"
    case .placesFileProblem(let problem): return placesFileProblem(problem)
    case .timeNotUnderstood(let text):
      return "tidpunkten ”\(text)” går inte att tolka: använd 2027-06-21, 2027-06-21T12:00, 2027-06-21T12:00Z, +30d, -2h, +90m eller @UNIXSEKUNDER"
    case .timeOutOfRange(let text, let years):
      return "tidpunkten ”\(text)” ligger utanför intervallet: använd en tidpunkt under åren \(years.lowerBound)–\(years.upperBound)"
    case .invalidDate(let text, let option, let relative):
      return "\(option.map { "\($0): " } ?? "")”\(text)” är inget giltigt datum: skriv ÅÅÅÅ-MM-DD, t.ex. 2027-06-21"
        + (relative ? ", eller en relativ form som +30d" : "")
    case .dateOutOfRange(let text, let option, let years):
      return "\(option.map { "\($0): " } ?? "")datumet \(text) ligger utanför intervallet: använd ett datum under åren \(years.lowerBound)–\(years.upperBound)"
    case .coordinateOutOfRange(let value, let latitude):
      return latitude
        ? "latituden \(value) är inte tillåten: använd ett tal från -90 till 90 (positivt mot norr)"
        : "longituden \(value) är inte tillåten: använd ett tal från -180 till 180 (positivt mot öster)"
    case .optionNeedsCoordinate(let latitude):
      return latitude ? "--lat behöver även --lon (positivt mot öster, -180…180)" : "--lon behöver även --lat (positivt mot norr, -90…90)"
    case .placeAndCoordinates: return "--location kan inte kombineras med --lat/--lon: ange en stad eller koordinater"
    case .unknownZone(let name, let directory):
      return "okänd tidszon ”\(name)”: använd ett IANA-namn som Europe/Oslo eller America/New_York (filerna under \(directory))"
    case .unreadableZone(let name, let reason): return "tidszonen ”\(name)” kan inte läsas: \(reason)"
    case .yearOutOfRange(let year, let option, let years):
      return "\(option.map { "\($0): " } ?? "")året \(year) ligger utanför intervallet: använd ett år från \(years.lowerBound) till \(years.upperBound)"
    case .optionOutOfRange(let option, let value, let range, let degrees):
      return "\(option) \(value) ligger utanför intervallet: använd \(degrees ? "grader" : "ett tal") från \(range.lowerBound) till \(range.upperBound)"
    case .daysPastEnd(let days, let first, let last, let allowed):
      return "--days \(days) från \(first) går förbi \(last): använd ett tal från 1 till \(allowed)"
    case .rangeBackwards(let to, let from, let defaultFrom):
      return defaultFrom
        ? "--to \(to) är före --from \(from) (i år, standardvärdet): ange även --from"
        : "--to \(to) är före --from \(from): perioden måste gå framåt"
    case .giveOne(.withOrVs): return "ange --with (en annan dag) eller --vs (en annan plats), inte båda"
    case .giveOne(.previewAndSend): return "ange --preview eller --send, inte båda"
    case .giveOne(.previewOrSend): return "ange --preview (skriv ut aviseringen) eller --send (skicka den nu)"
    case .forOption(let option, let inner): return "\(option): " + errorPhrase(inner)
    case .unknownEvent(let text, let valid): return "händelsen ”\(text)” är okänd: använd en av \(valid)"
    case .invalidOffset(let text):
      return "--offset ”\(text)” är ingen giltig förskjutning: använd en varaktighet med tecken på högst 7d, t.ex. -30m, +1h30m, -45s"
    case .invalidWithin(let text): return "--within ”\(text)” är ingen giltig varaktighet: använd 1s till 366d, t.ex. 12h, 2d"
    case .twoPlaces: return "--location och --city anger två platser: ange en"
    case .zoneWithCity: return "--tz och --name hör ihop med --lat/--lon i konfigurationen: en stad har sin egen tidszon och sitt eget namn"
    case .unknownPlaceToInit(let text): return "okänd plats ”\(text)”: prova `solverv-status locate \(text)` för förslag"
    case .rendered(let text): return text
    case .syntax(let problem): return syntaxPhrase(problem)
    case .template(let position, let problem): return templatePhrase(problem, at: position)
    case .file(let problem): return filePhrase(problem)
    case .bus(let problem): return busPhrase(problem)

    case .unknownOption(let name, let suggestion):
      return "okänt alternativ ”\(name)”" + (suggestion.map { ": menade du ”\($0)”?" } ?? "")
    case .missingValue(let option): return "värde saknas för ”\(option)”"
    case .invalidValue(let value, let option, let choices, let reason):
      return "värdet ”\(value)” är ogiltigt för ”\(option)”" + (reason.map { ": " + errorPhrase($0) } ?? "")
        + (choices.isEmpty ? "" : ": använd " + Self.orList(choices.map { "”\($0)”" }, or: "eller"))
    case .unexpectedArguments(let values):
      return "oväntat argument: " + values.map { "”\($0)”" }.joined(separator: ", ")
    case .missingArgument(let name): return "argumentet ”\(name)” saknas"
    case .takesNoValue(let option, let value): return "”\(option)” tar inget värde, men fick ”\(value)”"
    case .needsNumber(let degrees, let range, let note):
      let noteText: String
      switch note {
      case .northPositive: noteText = " (positivt mot norr)"
      case .eastPositive: noteText = " (positivt mot öster)"
      case .goldenHour: noteText = " (t.ex. 6 för gyllene timmen)"
      case nil: noteText = ""
      }
      return "använd \(degrees ? "ett antal grader" : "ett heltal") från \(range.lowerBound) till \(range.upperBound)" + noteText
    case .chartSize(let widths, let heights, let side):
      let use = "använd BREDDxHÖJD i pixlar, bredd \(widths.lowerBound)–\(widths.upperBound) och höjd \(heights.lowerBound)–\(heights.upperBound) (t.ex. 1200x800)"
      switch side {
      case .width(let value): return "bredden \(value) ligger utanför intervallet: " + use
      case .height(let value): return "höjden \(value) ligger utanför intervallet: " + use
      case nil: return use
      }
    }
  }

  private func builtInNote(_ note: BuiltInCities?) -> String {
    guard let note else { return "" }
    return " (bara de \(Self.grouped(note.count, "\u{A0}")) inbyggda städerna med minst 15 000 invånare söktes igenom: "
      + "platsfilen med alla orter över 1 000 invånare är inte installerad i \(note.path))"
  }

  private func name(of noun: ValueNoun) -> String {
    switch noun {
    case .language: "ett språk"
    case .clock: "ett klockformat"
    case .dateOrder: "en datumordning"
    case .hemisphere: "ett halvklot"
    case .listLength: "en listlängd"
    case .city: "en stad"
    case .switchValue: "ett på/av-värde"
    case .time: "en tidpunkt"
    case .switchRule: "en växlingsregel"
    case .elevation: "en solhöjd"
    case .offset: "en förskjutning"
    case .size: "en storlek"
    }
  }

  private func allowedText(_ allowed: AllowedValues) -> String {
    switch allowed {
    case .choices(let values): Self.orList(values.map { "”\($0)”" }, or: "eller")
    case .wholeNumber(let range?): "ett heltal från \(range.lowerBound) till \(range.upperBound)"
    case .wholeNumber(nil): "ett heltal"
    case .trueOrFalse: "”true” eller ”false”"
    case .trueOrFalseOnePartOn: "”true” eller ”false” (en av de två delarna förblir på)"
    case .onlyTrue: "”true” (ange location.city för att stänga av det)"
    case .bundledCity: "en stad ur den medföljande tabellen (se `locate`)"
    case .moment: "”sunrise”, ”sunset” eller TT:MM (24-timmarsklocka)"
    case .limitTime: "TT:MM (24-timmarsklocka) eller \"\" för ingen gräns"
    }
  }

  private func expectation(_ kind: ExpectedValue) -> String {
    switch kind {
    case .value: "ett värde"
    case .quotedString: "en text inom citattecken"
    case .number: "ett tal"
    case .finiteNumber: "ett ändligt tal"
    case .trueOrFalse: "”true” eller ”false”"
    case .table(let name): "en [\(name)]-tabell"
    case .locationTable: "en [location]-tabell eller \"auto\""
    }
  }

  private func placesFileProblem(_ problem: PlacesFileProblem) -> String {
    switch problem {
    case .cannotOpen(let why): return "den kan inte öppnas: \(why)"
    case .cannotRead(let why): return "den kan inte läsas: \(why)"
    case .notRegularFile(.other): return "den är inte en vanlig fil"
    case .notRegularFile(let kind):
      let what: String
      switch kind {
      case .directory: what = "en mapp"
      case .fifo: what = "en FIFO"
      case .socket: what = "en socket"
      case .device: what = "en enhet"
      case .symbolicLink, .other: what = "en symbolisk länk"
      }
      return "den är \(what), inte en vanlig fil"
    case .empty: return "den är tom"
    case .tooLarge(let megabytes): return "den är större än \(megabytes) MB, för stor för en platsfil"
    case .cannotMap(let why): return "den kan inte mappas i minnet: \(why)"
    case .otherFormat(let found, let wanted): return "den har formatet \(quoted(found)) och den här versionen läser \(quoted(wanted)) (en fil från en annan utgåva)"
    case .notAPlacesFile(let wanted): return "första raden är inte \(quoted(wanted))"
    case .damaged(let detail): return "den är skadad (\(detail))"
    }
  }
}
