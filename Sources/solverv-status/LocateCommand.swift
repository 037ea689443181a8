import ArgumentParser
import SolvervApp
import SolvervCommandWords
import SolvervCities
import SolvervConfig
import SolvervEngine
import SolvervSystem

/// `solverv-status locate NAME`: candidates from the place table (the installed places file, or
/// the cities built in).
struct LocateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "locate",
    abstract: "Find a city in the bundled table (GeoNames, CC BY 4.0).",
    discussion: """
      The table holds every town of 1,000 people or more from GeoNames (geonames.org, \
      CC BY 4.0: cities1000, about 170,000 places), with their IANA time zones, read from the \
      places file installed beside the program (share/solverv/places.txt; $SOLVERV_PLACES names \
      another). A program copied without it knows the cities of 15,000 people or more. Narrow with a country or a \
      region after a comma, by name or code: "Portland, US", "Bergen, Vestland", \
      "Kiruna, Norrbotten", "Springfield, IL", "Springfield, Illinois", "London, ON", \
      "Perth, WA, AU", "Paris, France". Regions are GeoNames' first-level divisions, shown by \
      name (US states, Canadian provinces and Australian states by their usual abbreviations). \
      Use what you typed, or the Place column, with --location or `city = "…"` in config.toml: \
      it names that one place (" #2" picks the second of namesakes in one region). \
      Namesakes are listed the way --location chooses among them: first those in the country \
      of your time zone (TZ, else the system's: Europe/Berlin → DE), then in your locale's \
      country (LC_ALL, LC_MESSAGES or LANG: de_DE → DE), then by population, so "Halle" is \
      Halle (Saale) in Germany and Halle in Belgium. A US ZIP code ("55401", "55401-1234") \
      is a place too (zipcodes 3.0.0: USPS, GeoNames CC BY 4.0); one to four digits list \
      the ZIP codes that begin with them.
      """)

  @Argument(help: "The name to look for, e.g. Oslo, Tromsø, \"Sydney, AU\", \"Springfield, IL\".")
  var name: String

  @Option(
    parsing: .unconditional, help: ArgumentHelp("At most this many candidates, 1…100.", valueName: "n"),
    transform: NumberArgument.integer(1...100))
  var limit: Int = 10

  @Option(help: "Output format: json or text.")
  var format: InspectionFormat = .text

  @Option(.lang) var lang: LanguageChoice?

  func validate() throws {
    guard (1...100).contains(limit) else {
      throw CommandLanguage.error(.optionOutOfRange(option: "--limit", value: String(limit), range: 1...100, degrees: false))
    }
  }

  func run() throws {
    let countries = LocationResolver.preferredCountries(zone: TimeZoneDatabase.system())
    var cities = CityTable.search(name, limit: limit, preferring: countries)
    // Nothing by that name or beginning: the places a typing mistake or two away (exit 0).
    let near = cities.isEmpty
    if near { cities = CityTable.nearNames(to: name, limit: limit, preferring: countries) }
    // Without the places file, the small towns were not searched: said once, in the one line.
    let words = CommandLanguage.current
    let builtIn = near ? LocationResolver.builtInCities : nil
    if near, !cities.isEmpty, let builtIn { Output.error("solverv-status: " + words.errorPhrase(.onlyBuiltInCities(builtIn))) }
    switch format {
    case .json:
      Output.line(
        JSONValue.array(
          cities.map { city in
            .object([
              ("name", .string(city.name)), ("country", .string(city.countryCode)),
              ("admin1", .string(city.admin1)), ("region", .string(CityTable.region(of: city))),
              ("latitude", .double(city.coordinate.latitude)), ("longitude", .double(city.coordinate.longitude)),
              ("timezone", .string(city.timeZone)),
              // A ZIP code has no population of its own: null, not 0.
              ("population", city.postalCode.isEmpty ? .int(city.population) : .null),
              ("label", .string(CityTable.label(of: city))),
            ] + (near ? [("near", .bool(true))] : []))
          }
        ).serialized())
    case .text:
      guard !cities.isEmpty else {
        Output.error("solverv-status: " + words.errorPhrase(.noCityMatches(printable(name), builtInOnly: builtIn)))
        throw ExitCode(1)
      }
      // The table in the language (--lang's, the config's, else the environment's): its headings, the
      // decimal mark of the coordinates and the thousands of the populations ("41 915").
      // (a broken config still names its language: `CommandLanguage`).
      let language = lang?.localization ?? words
      if near {
        Output.line(language.errorPhrase(.nearestSpellings(Escaping.sanitized(name))))
      }
      let headings: [TableWord] = [.name, .region, .country, .latitude, .longitude, .timeZone, .population, .place]
      var rows = [headings.map(language.tableWord)]
      for city in cities {
        rows.append([
          Escaping.sanitized(city.name), Escaping.sanitized(CityTable.region(of: city, in: language.code)),
          city.countryCode,
          language.decimalMarked(String(city.coordinate.latitude)),
          language.decimalMarked(String(city.coordinate.longitude)), city.timeZone,
          city.postalCode.isEmpty ? language.grouped(city.population) : "",
          Escaping.sanitized(CityTable.label(of: city, in: language.code)),
        ])
      }
      Output.line(TextTable.aligned(rows))
    }
    if format == .json, cities.isEmpty {
      // `[]` for the script, and the reason for the person: a non-zero exit is never silent.
      Output.error("solverv-status: " + words.errorPhrase(.noCityMatches(printable(name), builtInOnly: builtIn)))
      throw ExitCode(1)
    }
  }
}
