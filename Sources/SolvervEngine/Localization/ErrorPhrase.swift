/// An error message as data: what was wrong (the value, the key, the line, what is allowed), so
/// each language words it in `Errors/` (``Localization/errorPhrase(_:)``). Values the user typed,
/// option and key names, file paths and commands arrive as they are: they are not words.
public indirect enum ErrorPhrase: Sendable, Equatable {
  // MARK: Config files
  /// "config.toml:3:12: …": a reason at a place in a file.
  case located(path: String, line: Int, column: Int, ErrorPhrase)
  /// "3:12: …": a reason at a place in a file not named.
  case position(line: Int, column: Int, ErrorPhrase)
  /// "key 'clock': …": the reason belongs to a key.
  case key(String, ErrorPhrase)
  /// "'25h' is not a clock: use auto, 24h or 12h" (`shown` is quoted as the file writes it).
  case notAllowed(shown: Found, noun: ValueNoun, allowed: AllowedValues)
  /// The allowed values alone: "auto, 24h or 12h", "a whole number from 1 to 12" (`config schema`).
  case allowed(AllowedValues)
  /// "expected a string in quotes, found 12"; the other kinds of value alike.
  case expected(ExpectedValue, found: Found)
  /// "unknown key; valid keys here: city, latitude, …".
  case unknownKey(valid: [String])
  /// "[location] needs city = "…" or latitude and longitude".
  case locationIncomplete
  /// "give either city or latitude/longitude, not both".
  case cityAndCoordinates
  /// "daily_change and since_solstice cannot both be off: the notification would be empty".
  case bothPartsOff
  /// "morning_not_after (06:00) is earlier than morning_not_before (07:00)" (`part`: morning, evening).
  case limitsReversed(part: String, notAfter: String, notBefore: String)
  /// "the city name is empty".
  case emptyCity
  /// "latitude needs longitude as well" (true), "longitude needs latitude as well".
  case coordinateAlone(latitude: Bool)
  /// "'x' is not a location: write location = "auto" or a [location] table".
  case notALocation(String)
  /// "'my bar!' is not a format name: use letters, digits, - and _".
  case notAFormatName(String)
  /// "expected a value, found the end of the line" (or "of the file").
  case valueMissing(endOfFile: Bool)
  /// `--format x` that is neither built in nor a valid file name: "format 'x' is not known: use
  /// waybar, …, text or the name of a file in ~/.config/solverv/formats".
  case unknownFormatName(String, builtIn: [String], folder: String)
  /// A format name with no file: "format 'x' is not known: use waybar, …, or define it in
  /// ~/.config/solverv/formats/x.toml (see `solverv-status formats --help`)".
  case unknownFormatFile(String, builtIn: [String], file: String)
  /// A format file's key: "unknown key; valid keys: description, escape, small, medium, large".
  case unknownFormatKey(valid: [String])
  /// "'xml' is not an escaping rule: use none, pango, …".
  case notAnEscaping(String, valid: [String])
  /// "a format needs at least small = "template"".
  case formatNeedsSmall
  /// "duplicate key (first defined on line 3)".
  case duplicateKey(firstLine: Int)
  /// "expected a value, found 'north…'; text must be in quotes".
  case textNotQuoted(found: Found)
  /// "the city 'Xyz' is not a bundled city (see `solverv-status locate`)" as `config set` says it.
  case notBundledCity(String)
  /// `config set` and SetSettings: "'clock': …" before the reason.
  case setting(String, ErrorPhrase)
  /// "'abc' is not a whole number from 1 to 12", "'yes' is not true or false".
  case isNot(shown: String, allowed: AllowedValues)
  /// "'location.auto' can only be set to true: set location.city to choose a place".
  case autoOnlyTrue
  /// "unknown setting 'x': use one of clock, …".
  case unknownSetting(String, valid: [String])
  /// "'events' takes integer values: a whole number from 1 to 12" (a value of the wrong type).
  case wrongType(key: String, kind: String, allowed: AllowedValues)
  /// "the config file is broken, fix it first: …".
  case brokenConfig(ErrorPhrase)
  /// A bar's short form of a broken user format without a line: "format mybar".
  case brokenFormat(String)
  /// A bar's short form of a config error: "c4.toml line 2".
  case fileLine(file: String, line: Int)

  // MARK: Command lines
  /// "unknown place 'Xyz': did you mean "Oslo", …?" and its other endings (``PlaceHint``), with
  /// the note that only the built-in cities were searched (count, path) when it applies.
  case unknownPlace(String, hint: PlaceHint, builtInOnly: BuiltInCities?)
  /// "no city matches 'Xyz'" (`locate`), with the same note.
  case noCityMatches(String, builtInOnly: BuiltInCities?)
  /// The note alone: "only the 33,000 built-in cities of 15,000 people or more were searched: …".
  case onlyBuiltInCities(BuiltInCities)
  /// `locate`'s line before the near spellings: "No place is called 'Xyz'; the nearest spellings:".
  case nearestSpellings(String)
  /// A places file that is refused: "places file /x is not used: it is empty; only the built-in
  /// cities of 15,000 people or more are searched".
  case placesFileNotUsed(path: String, problem: PlacesFileProblem)
  /// Why a places file is refused, alone ("it is empty"): `doctor` says it in a line of its own.
  case placesFileProblem(PlacesFileProblem)
  /// "time 'x' is not understood: use 2027-06-21, …".
  case timeNotUnderstood(String)
  /// "time 'x' is out of range: use a moment in the years 1000–3000".
  case timeOutOfRange(String, years: ClosedRange<Int>)
  /// "date 'x' is not a valid date: use YYYY-MM-DD, e.g. 2027-06-21" (the option's name in place
  /// of "date" where it has one; `relative`: a form such as +30d is taken too).
  case invalidDate(String, option: String?, relative: Bool)
  /// "date 2999-13 is out of range: use a date in the years 1000–3000".
  case dateOutOfRange(String, option: String?, years: ClosedRange<Int>)
  /// "latitude 91 is not allowed: use a number from -90 to 90 (north positive)" (false: longitude).
  case coordinateOutOfRange(String, latitude: Bool)
  /// "--lat needs --lon as well (east positive, -180…180)" (true), and the other way round.
  case optionNeedsCoordinate(latitude: Bool)
  /// "--location cannot be combined with --lat/--lon: give a city or coordinates".
  case placeAndCoordinates
  /// "unknown time zone 'x': use an IANA name such as Europe/Oslo or America/New_York (the
  /// files under /usr/share/zoneinfo)".
  case unknownZone(String, directory: String)
  /// "time zone 'x' cannot be read: <the system's reason>".
  case unreadableZone(String, reason: String)
  /// "year 3001 is out of range: use a year from 1000 to 3000" (with "for --from" when given).
  case yearOutOfRange(Int, option: String?, years: ClosedRange<Int>)
  /// "--days 0 is out of range: use a number from 1 to 3660" (`unit` says what the number counts).
  case optionOutOfRange(option: String, value: String, range: ClosedRange<Int>, degrees: Bool)
  /// "--days 30 from 3000-12-20 runs past 3000-12-31: use a number from 1 to 12".
  case daysPastEnd(days: Int, first: String, last: String, allowed: Int)
  /// "--to 2020 is before --from 2027: the range must run forward" (`defaultFrom`: --from is this year).
  case rangeBackwards(to: Int, from: Int, defaultFrom: Bool)
  /// "give --with (another day) or --vs (another place), not both"; `notify`'s two such.
  case giveOne(GiveOne)
  /// "--vs: " before another message.
  case forOption(String, ErrorPhrase)
  /// "event 'x' is not known: use one of sunrise, sunset, …".
  case unknownEvent(String, valid: String)
  /// "--offset 'x' is not a valid offset: use a signed duration up to 7d, e.g. -30m, +1h30m, -45s".
  case invalidOffset(String)
  /// "--within 'x' is not a valid duration: use 1s to 366d, e.g. 12h, 2d".
  case invalidWithin(String)
  /// `config init`: "--location and --city name two places: give one", "--tz and --name go with
  /// --lat/--lon in the config: a city brings its own zone and name".
  case twoPlaces, zoneWithCity
  /// `config init`: "unknown place 'x': try `solverv-status locate x` for candidates".
  case unknownPlaceToInit(String)

  // MARK: Syntax, templates, files
  /// The TOML reader's own syntax errors ("leading zeros are not allowed in '007'").
  case syntax(SyntaxProblem)
  /// "template error at character 5: '{' is never closed with '}'".
  case template(position: Int, TemplateProblem)
  /// A file that cannot be read or written, or the config lock that is held.
  case file(FileProblem)
  /// A D-Bus call only a broken client makes.
  case bus(BusProblem)
  /// A message already in the reader's language (a reason the parser appends to its own).
  case rendered(String)

  // MARK: The argument parser's own
  /// "Unknown option '--foo'" (with ". Did you mean '--for'?").
  case unknownOption(String, suggestion: String?)
  /// "Missing value for '--at <at>'".
  case missingValue(String)
  /// "The value 'huge' is invalid for '--size <size>'" and why: the choices, or a reason.
  case invalidValue(String, option: String, choices: [String], reason: ErrorPhrase?)
  /// "Unexpected argument 'x'" (more: "2 unexpected arguments: 'x', 'y'").
  case unexpectedArguments([String])
  /// "Missing expected argument '<name>'".
  case missingArgument(String)
  /// "The option '--json' does not take any value, but 'x' was specified."
  case takesNoValue(option: String, value: String)
  /// `--lat abc`: "use a number of degrees from -90 to 90 (north positive)"; a whole number alike.
  case needsNumber(degrees: Bool, range: ClosedRange<Int>, note: NumberNote?)
  /// `chart --size`: "use WIDTHxHEIGHT in px, width 300–4000 and height 200–3000 (e.g. 1200x800)",
  /// after "width 5000 is out of range: " when one side is the fault (`width`: which side).
  case chartSize(widths: ClosedRange<Int>, heights: ClosedRange<Int>, outOfRange: ChartSide?)
}

/// What a value should be, in messages and `config schema` (``Setting/allowed``).
public enum AllowedValues: Sendable, Equatable {
  /// "auto, 24h or 12h": values as typed, joined with the language's "or".
  case choices([String])
  /// "a whole number from 1 to 12" (nil: "a whole number").
  case wholeNumber(ClosedRange<Int>?)
  /// "true or false".
  case trueOrFalse
  /// "true or false (one of the two parts stays on)".
  case trueOrFalseOnePartOn
  /// "true (set location.city to leave it)".
  case onlyTrue
  /// "a city of the bundled table (see `locate`)".
  case bundledCity
  /// "sunrise, sunset or HH:MM (24-hour)".
  case moment
  /// "HH:MM (24-hour) or "" for no limit".
  case limitTime
}

/// What a config value is called in "… is not a clock".
public enum ValueNoun: String, Sendable, Equatable {
  case language, clock, dateOrder, hemisphere, listLength, city, switchValue, time, switchRule, elevation, offset, size
}

/// The kind of value a key wants, in "expected a number, found …".
public enum ExpectedValue: Sendable, Equatable {
  case value, quotedString, number, finiteNumber, trueOrFalse
  /// "expected a [format.bar] table".
  case table(String)
  /// "expected a [location] table or "auto"".
  case locationTable
}

/// How an unknown place's message ends.
public enum PlaceHint: Sendable, Equatable {
  /// "did you mean "Oslo", "Osaka"?".
  case didYouMean([NameInEachLanguage])
  /// "try `solverv-status locate x`" (+ " for candidates, or use --lat/--lon" on the command line).
  case tryLocate(commandLine: Bool)
  /// A US ZIP code not bundled: how many are, and the digits to look up.
  case zipCode(bundled: Int, digits: String)
}

/// Options of which exactly one is given.
public enum GiveOne: Sendable, Equatable {
  /// `compare --with` and `--vs`.
  case withOrVs
  /// `notify --preview` and `--send` both, or neither.
  case previewAndSend, previewOrSend
}

/// The side of a chart size that is out of range, and its value.
public enum ChartSide: Sendable, Equatable { case width(Int), height(Int) }

/// What a number's hint adds in brackets: "(north positive)", "(east positive)", "(e.g. 6 for
/// golden hour)".
public enum NumberNote: Sendable, Equatable { case northPositive, eastPositive, goldenHour }

/// Only the cities built in were searched (no places file): how many, and where the file belongs.
public struct BuiltInCities: Sendable, Equatable {
  public let count: Int
  public let path: String
  public init(count: Int, path: String) {
    self.count = count
    self.path = path
  }
}
