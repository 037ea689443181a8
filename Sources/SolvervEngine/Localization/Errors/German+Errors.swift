/// German error messages (``ErrorPhrase``), addressing the reader as *Sie*. Values, keys, options
/// and paths stay as typed.
extension German {
  public func errorPhrase(_ phrase: ErrorPhrase) -> String {
    switch phrase {
    case .located(let path, let line, let column, let inner): return "\(path):\(line):\(column): " + errorPhrase(inner)
    case .position(let line, let column, let inner): return "\(line):\(column): " + errorPhrase(inner)
    case .key(let key, let inner): return "Schlüssel „\(key)“: " + errorPhrase(inner)
    case .notAllowed(let shown, let noun, let allowed): return "\(foundText(shown)) ist \(name(of: noun)): erlaubt ist \(allowedText(allowed))"
    case .allowed(let allowed): return allowedText(allowed)
    case .expected(let kind, let found): return "erwartet wurde \(expectation(kind)), gefunden: \(foundText(found))"
    case .unknownKey(let valid): return "unbekannter Schlüssel; hier gültige Schlüssel: \(valid.joined(separator: ", "))"
    case .locationIncomplete: return "[location] braucht city = \"…\" oder latitude und longitude"
    case .cityAndCoordinates: return "geben Sie entweder city oder latitude/longitude an, nicht beides"
    case .bothPartsOff: return "daily_change und since_solstice können nicht beide aus sein: die Benachrichtigung wäre leer"
    case .limitsReversed(let part, let notAfter, let notBefore):
      return "\(part)_not_after (\(notAfter)) liegt vor \(part)_not_before (\(notBefore))"
    case .emptyCity: return "der Name der Stadt ist leer"
    case .coordinateAlone(let latitude): return latitude ? "latitude braucht auch longitude" : "longitude braucht auch latitude"
    case .notALocation(let text): return "„\(text)“ ist kein Ort: schreiben Sie location = \"auto\" oder eine [location]-Tabelle"
    case .notAFormatName(let name): return "„\(name)“ ist kein gültiger Formatname: verwenden Sie Buchstaben, Ziffern, - und _"
    case .valueMissing(let endOfFile): return "erwartet wurde ein Wert, aber hier endet \(endOfFile ? "die Datei" : "die Zeile")"
    case .unknownFormatName(let name, let builtIn, let folder):
      return "Format „\(name)“ ist unbekannt: verwenden Sie \(builtIn.joined(separator: ", ")) oder den Namen einer Datei in \(folder)"
    case .unknownFormatFile(let name, let builtIn, let file):
      return "Format „\(name)“ ist unbekannt: verwenden Sie \(builtIn.joined(separator: ", ")) oder legen Sie es in \(file) an (siehe `solverv-status formats --help`)"
    case .unknownFormatKey(let valid): return "unbekannter Schlüssel; gültige Schlüssel: \(valid.joined(separator: ", "))"
    case .notAnEscaping(let text, let valid): return "„\(text)“ ist keine gültige Maskierungsregel: verwenden Sie \(allowedText(.choices(valid)))"
    case .formatNeedsSmall: return "ein Format braucht mindestens small = \"Vorlage\""
    case .duplicateKey(let line): return "Schlüssel doppelt vorhanden (zuerst in Zeile \(line) festgelegt)"
    case .textNotQuoted(let found): return "erwartet wurde ein Wert, gefunden: \(foundText(found)); Text muss in Anführungszeichen stehen"
    case .notBundledCity(let name): return "„location.city“: „\(name)“ gehört nicht zu den mitgelieferten Städten (siehe `solverv-status locate`)"
    case .setting(let key, let inner): return "„\(key)“: " + errorPhrase(inner)
    case .isNot(let shown, let allowed): return "\(shown) ist nicht zulässig: erlaubt ist \(allowedText(allowed))"
    case .autoOnlyTrue: return "„location.auto“ kann nur auf true gesetzt werden: setzen Sie location.city, um einen Ort zu wählen"
    case .unknownSetting(let key, let valid): return "unbekannte Einstellung „\(key)“: verwenden Sie eine von \(valid.joined(separator: ", "))"
    case .wrongType(let key, let kind, let allowed): return "„\(key)“ nimmt Werte vom Typ \(kind): \(allowedText(allowed))"
    case .brokenConfig(let inner): return "die Konfigurationsdatei ist fehlerhaft, korrigieren Sie sie zuerst: " + errorPhrase(inner)
    case .brokenFormat(let name): return "Format \(name)"
    case .fileLine(let file, let line): return "\(file) Zeile \(line)"

    case .unknownPlace(let text, let hint, let builtIn):
      var message = "unbekannter Ort „\(text)“"
      switch hint {
      case .didYouMean(let names): message += ": meinten Sie " + names.map { quoted($0.text(in: code)) }.joined(separator: ", ") + "?"
      case .tryLocate(let commandLine):
        message += ": versuchen Sie `solverv-status locate \(text)`" + (commandLine ? " für Vorschläge, oder verwenden Sie --lat/--lon" : "")
      case .zipCode(let bundled, let digits):
        return message + ": keine der \(Self.grouped(bundled, ".")) mitgelieferten US-Postleitzahlen (ZIP); versuchen Sie `solverv-status locate \(digits)` für die gleich beginnenden"
      }
      return message + builtInNote(builtIn)
    case .noCityMatches(let text, let builtIn): return "keine Stadt passt zu „\(text)“" + builtInNote(builtIn)
    case .onlyBuiltInCities(let note): return String(builtInNote(note).dropFirst(2).dropLast())
    case .nearestSpellings(let name): return "Kein Ort heißt „\(name)“; die nächsten Schreibweisen:"
    case .placesFileNotUsed(let path, let problem):
      let reason = placesFileProblem(problem)
      return "Ortsdatei \(path) wird nicht benutzt: \(reason); durchsucht werden nur die eingebauten Städte ab 15.000 Einwohnern"
    case .placesFileProblem(let problem): return placesFileProblem(problem)
    case .timeNotUnderstood(let text):
      return "Zeitangabe „\(text)“ nicht verständlich: verwenden Sie 2027-06-21, 2027-06-21T12:00, 2027-06-21T12:00Z, +30d, -2h, +90m oder @UNIXSEKUNDEN"
    case .timeOutOfRange(let text, let years):
      return "Zeitangabe „\(text)“ liegt außerhalb des Bereichs: verwenden Sie einen Zeitpunkt in den Jahren \(years.lowerBound)–\(years.upperBound)"
    case .invalidDate(let text, let option, let relative):
      return "\(option.map { "\($0): " } ?? "")„\(text)“ ist kein gültiges Datum: bitte JJJJ-MM-TT eingeben, z. B. 2027-06-21"
        + (relative ? ", oder eine relative Angabe wie +30d" : "")
    case .dateOutOfRange(let text, let option, let years):
      return "\(option.map { "\($0): " } ?? "")das Datum \(text) liegt außerhalb des Bereichs: verwenden Sie ein Datum in den Jahren \(years.lowerBound)–\(years.upperBound)"
    case .coordinateOutOfRange(let value, let latitude):
      return latitude
        ? "Breitengrad \(value) ist nicht zulässig: verwenden Sie eine Zahl von -90 bis 90 (Norden positiv)"
        : "Längengrad \(value) ist nicht zulässig: verwenden Sie eine Zahl von -180 bis 180 (Osten positiv)"
    case .optionNeedsCoordinate(let latitude):
      return latitude ? "--lat braucht auch --lon (Osten positiv, -180…180)" : "--lon braucht auch --lat (Norden positiv, -90…90)"
    case .placeAndCoordinates: return "--location lässt sich nicht mit --lat/--lon kombinieren: geben Sie eine Stadt oder Koordinaten an"
    case .unknownZone(let name, let directory):
      return "unbekannte Zeitzone „\(name)“: verwenden Sie einen IANA-Namen wie Europe/Oslo oder America/New_York (die Dateien unter \(directory))"
    case .unreadableZone(let name, let reason): return "Zeitzone „\(name)“ kann nicht gelesen werden: \(reason)"
    case .yearOutOfRange(let year, let option, let years):
      return "\(option.map { "\($0): " } ?? "")das Jahr \(year) liegt außerhalb des Bereichs: verwenden Sie ein Jahr von \(years.lowerBound) bis \(years.upperBound)"
    case .optionOutOfRange(let option, let value, let range, let degrees):
      return "\(option) \(value) liegt außerhalb des Bereichs: verwenden Sie \(degrees ? "Grad" : "eine Zahl") von \(range.lowerBound) bis \(range.upperBound)"
    case .daysPastEnd(let days, let first, let last, let allowed):
      return "--days \(days) ab \(first) reicht über \(last) hinaus: verwenden Sie eine Zahl von 1 bis \(allowed)"
    case .rangeBackwards(let to, let from, let defaultFrom):
      return defaultFrom
        ? "--to \(to) liegt vor --from \(from) (dieses Jahr, die Voreinstellung): geben Sie auch --from an"
        : "--to \(to) liegt vor --from \(from): der Zeitraum muss vorwärts laufen"
    case .giveOne(.withOrVs): return "geben Sie --with (ein anderer Tag) oder --vs (ein anderer Ort) an, nicht beides"
    case .giveOne(.previewAndSend): return "geben Sie --preview oder --send an, nicht beides"
    case .giveOne(.previewOrSend): return "geben Sie --preview (Benachrichtigung ausgeben) oder --send (jetzt senden) an"
    case .forOption(let option, let inner): return "\(option): " + errorPhrase(inner)
    case .unknownEvent(let text, let valid): return "Ereignis „\(text)“ ist unbekannt: verwenden Sie eines von \(valid)"
    case .invalidOffset(let text):
      return "--offset „\(text)“ ist kein gültiger Versatz: verwenden Sie eine Dauer mit Vorzeichen bis 7d, z. B. -30m, +1h30m, -45s"
    case .invalidWithin(let text): return "--within „\(text)“ ist keine gültige Dauer: verwenden Sie 1s bis 366d, z. B. 12h, 2d"
    case .twoPlaces: return "--location und --city nennen zwei Orte: geben Sie einen an"
    case .zoneWithCity: return "--tz und --name gehören in der Konfiguration zu --lat/--lon: eine Stadt bringt ihre eigene Zeitzone und ihren Namen mit"
    case .unknownPlaceToInit(let text): return "unbekannter Ort „\(text)“: versuchen Sie `solverv-status locate \(text)` für Vorschläge"
    case .rendered(let text): return text
    case .syntax(let problem): return syntaxPhrase(problem)
    case .template(let position, let problem): return templatePhrase(problem, at: position)
    case .file(let problem): return filePhrase(problem)
    case .bus(let problem): return busPhrase(problem)

    case .unknownOption(let name, let suggestion):
      return "unbekannte Option „\(name)“" + (suggestion.map { ": meinten Sie „\($0)“?" } ?? "")
    case .missingValue(let option): return "Wert fehlt für „\(option)“"
    case .invalidValue(let value, let option, let choices, let reason):
      return "der Wert „\(value)“ ist für „\(option)“ ungültig" + (reason.map { ": " + errorPhrase($0) } ?? "")
        + (choices.isEmpty ? "" : ": erlaubt ist " + Self.orList(choices.map { "„\($0)“" }, or: "oder"))
    case .unexpectedArguments(let values):
      return "unerwartetes Argument: " + values.map { "„\($0)“" }.joined(separator: ", ")
    case .missingArgument(let name): return "Argument „\(name)“ fehlt"
    case .takesNoValue(let option, let value): return "„\(option)“ nimmt keinen Wert, angegeben wurde aber „\(value)“"
    case .needsNumber(let degrees, let range, let note):
      let noteText: String
      switch note {
      case .northPositive: noteText = " (Norden positiv)"
      case .eastPositive: noteText = " (Osten positiv)"
      case .goldenHour: noteText = " (z. B. 6 für die goldene Stunde)"
      case nil: noteText = ""
      }
      return "verwenden Sie \(degrees ? "eine Gradzahl" : "eine ganze Zahl") von \(range.lowerBound) bis \(range.upperBound)" + noteText
    case .chartSize(let widths, let heights, let side):
      let use = "verwenden Sie BREITExHÖHE in Pixeln, Breite \(widths.lowerBound)–\(widths.upperBound) und Höhe \(heights.lowerBound)–\(heights.upperBound) (z. B. 1200x800)"
      switch side {
      case .width(let value): return "Breite \(value) liegt außerhalb des Bereichs: " + use
      case .height(let value): return "Höhe \(value) liegt außerhalb des Bereichs: " + use
      case nil: return use
      }
    }
  }

  private func builtInNote(_ note: BuiltInCities?) -> String {
    guard let note else { return "" }
    return " (durchsucht wurden nur die \(Self.grouped(note.count, ".")) eingebauten Städte ab 15.000 Einwohnern: "
      + "die Ortsdatei mit allen Orten ab 1.000 Einwohnern ist nicht unter \(note.path) installiert)"
  }

  /// The noun with its negation: "keine Uhrzeitdarstellung", "kein Wahrheitswert".
  private func name(of noun: ValueNoun) -> String {
    switch noun {
    case .language: "keine Sprache"
    case .clock: "kein Uhrzeitformat"
    case .dateOrder: "keine Datumsreihenfolge"
    case .hemisphere: "keine Hemisphäre"
    case .listLength: "keine Listenlänge"
    case .city: "keine Stadt"
    case .switchValue: "kein Ein/Aus-Wert"
    case .time: "keine Uhrzeit"
    case .switchRule: "keine Umschaltregel"
    case .elevation: "keine Sonnenhöhe"
    case .offset: "kein Versatz"
    case .size: "keine Größe"
    }
  }

  private func allowedText(_ allowed: AllowedValues) -> String {
    switch allowed {
    case .choices(let values): Self.orList(values.map { "„\($0)“" }, or: "oder")
    case .wholeNumber(let range?): "eine ganze Zahl von \(range.lowerBound) bis \(range.upperBound)"
    case .wholeNumber(nil): "eine ganze Zahl"
    case .trueOrFalse: "„true“ oder „false“"
    case .trueOrFalseOnePartOn: "„true“ oder „false“ (einer der beiden Teile bleibt an)"
    case .onlyTrue: "„true“ (setzen Sie location.city, um es abzuschalten)"
    case .bundledCity: "eine Stadt aus der mitgelieferten Tabelle (siehe `locate`)"
    case .moment: "„sunrise“, „sunset“ oder HH:MM (24-Stunden-Format)"
    case .limitTime: "HH:MM (24-Stunden-Format) oder \"\" für keine Begrenzung"
    }
  }

  private func expectation(_ kind: ExpectedValue) -> String {
    switch kind {
    case .value: "ein Wert"
    case .quotedString: "ein Text in Anführungszeichen"
    case .number: "eine Zahl"
    case .finiteNumber: "eine endliche Zahl"
    case .trueOrFalse: "„true“ oder „false“"
    case .table(let name): "eine [\(name)]-Tabelle"
    case .locationTable: "eine [location]-Tabelle oder \"auto\""
    }
  }

  private func placesFileProblem(_ problem: PlacesFileProblem) -> String {
    switch problem {
    case .cannotOpen(let why): return "sie kann nicht geöffnet werden: \(why)"
    case .cannotRead(let why): return "sie kann nicht gelesen werden: \(why)"
    case .notRegularFile(.other): return "sie ist keine reguläre Datei"
    case .notRegularFile(let kind):
      let what: String
      switch kind {
      case .directory: what = "ein Ordner"
      case .fifo: what = "ein FIFO"
      case .socket: what = "ein Socket"
      case .device: what = "ein Gerät"
      case .symbolicLink, .other: what = "ein symbolischer Link"
      }
      return "sie ist \(what), keine reguläre Datei"
    case .empty: return "sie ist leer"
    case .tooLarge(let megabytes): return "sie ist größer als \(megabytes) MB, zu groß für eine Ortsdatei"
    case .cannotMap(let why): return "sie kann nicht in den Speicher eingeblendet werden: \(why)"
    case .otherFormat(let found, let wanted): return "sie hat das Format \(quoted(found)), diese Version liest \(quoted(wanted)) (eine Datei einer anderen Version)"
    case .notAPlacesFile(let wanted): return "ihre erste Zeile ist nicht \(quoted(wanted))"
    case .damaged(let detail): return "sie ist beschädigt (\(detail))"
    }
  }
}
