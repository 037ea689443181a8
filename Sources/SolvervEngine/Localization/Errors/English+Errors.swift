/// English error messages (``ErrorPhrase``): the source wording, pinned by tests and goldens.
extension English {
  public func errorPhrase(_ phrase: ErrorPhrase) -> String {
    switch phrase {
    case .located(let path, let line, let column, let inner): return "\(path):\(line):\(column): " + errorPhrase(inner)
    case .position(let line, let column, let inner): return "\(line):\(column): " + errorPhrase(inner)
    case .key(let key, let inner): return "key '\(key)': " + errorPhrase(inner)
    case .notAllowed(let shown, let noun, let allowed): return "\(foundText(shown)) is not \(name(of: noun)): use \(allowedText(allowed))"
    case .allowed(let allowed): return allowedText(allowed)
    case .expected(let kind, let found): return "expected \(expectation(kind)), found \(foundText(found))"
    case .unknownKey(let valid): return "unknown key; valid keys here: \(valid.joined(separator: ", "))"
    case .locationIncomplete: return "[location] needs city = \"…\" or latitude and longitude"
    case .cityAndCoordinates: return "give either city or latitude/longitude, not both"
    case .bothPartsOff: return "daily_change and since_solstice cannot both be off: the notification would be empty"
    case .limitsReversed(let part, let notAfter, let notBefore):
      return "\(part)_not_after (\(notAfter)) is earlier than \(part)_not_before (\(notBefore))"
    case .emptyCity: return "the city name is empty"
    case .coordinateAlone(let latitude): return latitude ? "latitude needs longitude as well" : "longitude needs latitude as well"
    case .notALocation(let text): return "'\(text)' is not a location: write location = \"auto\" or a [location] table"
    case .notAFormatName(let name): return "'\(name)' is not a format name: use letters, digits, - and _"
    case .valueMissing(let endOfFile): return "expected a value, found the end of the \(endOfFile ? "file" : "line")"
    case .unknownFormatName(let name, let builtIn, let folder):
      return "format '\(name)' is not known: use \(builtIn.joined(separator: ", ")) or the name of a file in \(folder)"
    case .unknownFormatFile(let name, let builtIn, let file):
      return "format '\(name)' is not known: use \(builtIn.joined(separator: ", ")), or define it in \(file) (see `solverv-status formats --help`)"
    case .unknownFormatKey(let valid): return "unknown key; valid keys: \(valid.joined(separator: ", "))"
    case .notAnEscaping(let text, let valid): return "'\(text)' is not an escaping rule: use \(valid.joined(separator: ", "))"
    case .formatNeedsSmall: return "a format needs at least small = \"template\""
    case .duplicateKey(let line): return "duplicate key (first defined on line \(line))"
    case .textNotQuoted(let found): return "expected a value, found \(foundText(found)); text must be in quotes"
    case .notBundledCity(let name): return "'location.city': '\(name)' is not a bundled city (see `solverv-status locate`)"
    case .setting(let key, let inner): return "'\(key)': " + errorPhrase(inner)
    case .isNot(let shown, let allowed): return "\(shown) is not \(allowedText(allowed))"
    case .autoOnlyTrue: return "'location.auto' can only be set to true: set location.city to choose a place"
    case .unknownSetting(let key, let valid): return "unknown setting '\(key)': use one of \(valid.joined(separator: ", "))"
    case .wrongType(let key, let kind, let allowed): return "'\(key)' takes \(kind) values: \(allowedText(allowed))"
    case .brokenConfig(let inner): return "the config file is broken, fix it first: " + errorPhrase(inner)
    case .brokenFormat(let name): return "format \(name)"
    case .fileLine(let file, let line): return "\(file) line \(line)"

    case .unknownPlace(let text, let hint, let builtIn):
      var message = "unknown place '\(text)'"
      switch hint {
      case .didYouMean(let names):
        message += ": did you mean " + names.map(\.english).map { "\"\($0)\"" }.joined(separator: ", ") + "?"
      case .tryLocate(let commandLine):
        message += ": try `solverv-status locate \(text)`" + (commandLine ? " for candidates, or use --lat/--lon" : "")
      case .zipCode(let bundled, let digits):
        return message + ": no such US ZIP code among the \(Self.grouped(bundled, ",")) bundled; try `solverv-status locate \(digits)` for the ZIP codes that begin alike"
      }
      return message + builtInNote(builtIn)
    case .noCityMatches(let text, let builtIn): return "no city matches '\(text)'" + builtInNote(builtIn)
    case .onlyBuiltInCities(let note): return String(builtInNote(note).dropFirst(2).dropLast())
    case .nearestSpellings(let name): return "No place is called '\(name)'; the nearest spellings:"
    case .placesFileNotUsed(let path, let problem):
      return "places file \(path) is not used: \(problem.english); only the built-in cities of 15,000 people or more are searched"
    case .placesFileProblem(let problem): return problem.english
    case .timeNotUnderstood(let text):
      return "time '\(text)' is not understood: use 2027-06-21, 2027-06-21T12:00, 2027-06-21T12:00Z, +30d, -2h, +90m or @UNIXSECONDS"
    case .timeOutOfRange(let text, let years):
      return "time '\(text)' is out of range: use a moment in the years \(years.lowerBound)–\(years.upperBound)"
    case .invalidDate(let text, let option, let relative):
      return "\(option ?? "date") '\(text)' is not a valid date: use YYYY-MM-DD, e.g. 2027-06-21"
        + (relative ? ", or a relative form such as +30d" : "")
    case .dateOutOfRange(let text, let option, let years):
      return "\(option ?? "date") \(text) is out of range: use a date in the years \(years.lowerBound)–\(years.upperBound)"
    case .coordinateOutOfRange(let value, let latitude):
      return latitude
        ? "latitude \(value) is not allowed: use a number from -90 to 90 (north positive)"
        : "longitude \(value) is not allowed: use a number from -180 to 180 (east positive)"
    case .optionNeedsCoordinate(let latitude):
      return latitude ? "--lat needs --lon as well (east positive, -180…180)" : "--lon needs --lat as well (north positive, -90…90)"
    case .placeAndCoordinates: return "--location cannot be combined with --lat/--lon: give a city or coordinates"
    case .unknownZone(let name, let directory):
      return "unknown time zone '\(name)': use an IANA name such as Europe/Oslo or America/New_York (the files under \(directory))"
    case .unreadableZone(let name, let reason): return "time zone '\(name)' cannot be read: \(reason)"
    case .yearOutOfRange(let year, let option, let years):
      return "year \(year)\(option.map { " for \($0)" } ?? "") is out of range: use a year from \(years.lowerBound) to \(years.upperBound)"
    case .optionOutOfRange(let option, let value, let range, let degrees):
      return "\(option) \(value) is out of range: use \(degrees ? "degrees" : "a number") from \(range.lowerBound) to \(range.upperBound)"
    case .daysPastEnd(let days, let first, let last, let allowed):
      return "--days \(days) from \(first) runs past \(last): use a number from 1 to \(allowed)"
    case .rangeBackwards(let to, let from, let defaultFrom):
      return defaultFrom
        ? "--to \(to) is before --from \(from) (this year, the default): give --from as well"
        : "--to \(to) is before --from \(from): the range must run forward"
    case .giveOne(.withOrVs): return "give --with (another day) or --vs (another place), not both"
    case .giveOne(.previewAndSend): return "give --preview or --send, not both"
    case .giveOne(.previewOrSend): return "give --preview (print the notification) or --send (send it now)"
    case .forOption(let option, let inner): return "\(option): " + errorPhrase(inner)
    case .unknownEvent(let text, let valid): return "event '\(text)' is not known: use one of \(valid)"
    case .invalidOffset(let text):
      return "--offset '\(text)' is not a valid offset: use a signed duration up to 7d, e.g. -30m, +1h30m, -45s"
    case .invalidWithin(let text): return "--within '\(text)' is not a valid duration: use 1s to 366d, e.g. 12h, 2d"
    case .twoPlaces: return "--location and --city name two places: give one"
    case .zoneWithCity: return "--tz and --name go with --lat/--lon in the config: a city brings its own zone and name"
    case .unknownPlaceToInit(let text): return "unknown place '\(text)': try `solverv-status locate \(text)` for candidates"

    case .unknownOption(let name, let suggestion):
      return "Unknown option '\(name)'" + (suggestion.map { ". Did you mean '\($0)'?" } ?? "")
    case .missingValue(let option): return "Missing value for '\(option)'"
    case .invalidValue(let value, let option, let choices, let reason):
      let why = reason.map { ": " + errorPhrase($0) } ?? ""
      let quoted = choices.map { "'\($0)'" }
      let list = choices.isEmpty ? "" : ". Please provide one of " + (quoted.count <= 2 ? quoted.joined(separator: " and ") : Self.orList(quoted, or: "or")) + "."
      return "The value '\(value)' is invalid for '\(option)'" + why + list
    case .unexpectedArguments(let values):
      return values.count == 1
        ? "Unexpected argument '\(values[0])'" : "\(values.count) unexpected arguments: '\(values.joined(separator: "', '"))'"
    case .missingArgument(let name): return "Missing expected argument '\(name)'"
    case .takesNoValue(let option, let value): return "The option '\(option)' does not take any value, but '\(value)' was specified."
    case .needsNumber(let degrees, let range, let note):
      let noteText: String
      switch note {
      case .northPositive: noteText = " (north positive)"
      case .eastPositive: noteText = " (east positive)"
      case .goldenHour: noteText = " (e.g. 6 for golden hour)"
      case nil: noteText = ""
      }
      return "use a \(degrees ? "number of degrees" : "whole number") from \(range.lowerBound) to \(range.upperBound)" + noteText
    case .rendered(let text): return text
    case .syntax(let problem): return syntaxPhrase(problem)
    case .template(let position, let problem): return templatePhrase(problem, at: position)
    case .file(let problem): return filePhrase(problem)
    case .bus(let problem): return busPhrase(problem)
    case .chartSize(let widths, let heights, let side):
      let use = "use WIDTHxHEIGHT in px, width \(widths.lowerBound)–\(widths.upperBound) and height \(heights.lowerBound)–\(heights.upperBound) (e.g. 1200x800)"
      switch side {
      case .width(let value): return "width \(value) is out of range: " + use
      case .height(let value): return "height \(value) is out of range: " + use
      case nil: return use
      }
    }
  }

  private func builtInNote(_ note: BuiltInCities?) -> String {
    guard let note else { return "" }
    return " (only the \(Self.grouped(note.count, ",")) built-in cities of 15,000 people or more were searched: "
      + "the places file with every town of 1,000 is not installed at \(note.path))"
  }

  private func name(of noun: ValueNoun) -> String {
    switch noun {
    case .language: "a language"
    case .clock: "a clock"
    case .dateOrder: "a date order"
    case .hemisphere: "a hemisphere"
    case .listLength: "a list length"
    case .city: "a city"
    case .switchValue: "a switch"
    case .time: "a time"
    case .switchRule: "a switch rule"
    case .elevation: "an elevation"
    case .offset: "an offset"
    case .size: "a size"
    }
  }

  private func allowedText(_ allowed: AllowedValues) -> String {
    switch allowed {
    case .choices(let values): Self.orList(values, or: "or")
    case .wholeNumber(let range?): "a whole number from \(range.lowerBound) to \(range.upperBound)"
    case .wholeNumber(nil): "a whole number"
    case .trueOrFalse: "true or false"
    case .trueOrFalseOnePartOn: "true or false (one of the two parts stays on)"
    case .onlyTrue: "true (set location.city to leave it)"
    case .bundledCity: "a city of the bundled table (see `locate`)"
    case .moment: "sunrise, sunset or HH:MM (24-hour)"
    case .limitTime: "HH:MM (24-hour) or \"\" for no limit"
    }
  }

  private func expectation(_ kind: ExpectedValue) -> String {
    switch kind {
    case .value: "a value"
    case .quotedString: "a string in quotes"
    case .number: "a number"
    case .finiteNumber: "a finite number"
    case .trueOrFalse: "true or false"
    case .table(let name): "a [\(name)] table"
    case .locationTable: "a [location] table or \"auto\""
    }
  }
}

extension Localization {
  /// 34006 as "34,006" (separator ",") or "34 006": digits in threes, the one place numbers are
  /// grouped (errors, notices, `locate`'s populations through ``grouped(_:)``).
  static func grouped(_ value: Int, _ separator: String) -> String {
    let digits = String(value.magnitude)
    var result = value < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += separator }
      result.append(digit)
    }
    return result
  }

  /// "a, b or c" with the language's word for "or" (values stay as typed).
  package static func orList(_ items: [String], or word: String) -> String {
    guard let last = items.last else { return "" }
    return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " \(word) " + last
  }
}
