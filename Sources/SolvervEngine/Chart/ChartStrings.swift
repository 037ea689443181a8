/// The chart's own words (title, legend, "today") in the languages Solverv speaks.
///
/// ``Localization`` has no entries for them yet; they live here, keyed by the language code, so
/// the chart reads right in every language Solverv has today and falls back to English for a language added later.
/// Moving them into the protocol is a one-file change for each language.
struct ChartStrings: Sendable {
  /// "Daylight in Oslo 2027".
  let title: @Sendable (_ place: String, _ year: Int) -> String
  let today: String
  /// Legend names, darkest band first (``DaylightBand`` order).
  let bands: [String]

  init(languageCode: String) {
    switch languageCode {
    case "nb":
      title = { place, year in "Dagslys i \(place) \(year)" }
      today = "I dag"
      bands = [
        "Natt", "Astronomisk tussmørke", "Nautisk tussmørke", "Borgerlig tussmørke", "Dag",
      ]
    case "sv":
      title = { place, year in "Dagsljus i \(place) \(year)" }
      today = "I dag"
      bands = ["Natt", "Astronomisk skymning", "Nautisk skymning", "Borgerlig skymning", "Dag"]
    case "da":
      title = { place, year in "Dagslys i \(place) \(year)" }
      today = "I dag"
      bands = ["Nat", "Astronomisk tusmørke", "Nautisk tusmørke", "Borgerligt tusmørke", "Dag"]
    case "fi":
      // "Päivänvalo: Oslo 2027" keeps the place name free of a case ending.
      title = { place, year in "Päivänvalo: \(place) \(year)" }
      today = "Tänään"
      bands = ["Yö", "Tähtitieteellinen hämärä", "Nauttinen hämärä", "Porvarillinen hämärä", "Päivä"]
    case "de":
      title = { place, year in "Tageslicht in \(place) \(year)" }
      today = "Heute"
      bands = ["Nacht", "Astronomische Dämmerung", "Nautische Dämmerung", "Bürgerliche Dämmerung", "Tag"]
    default:
      title = { place, year in "Daylight in \(place) \(year)" }
      today = "Today"
      bands = ["Night", "Astronomical twilight", "Nautical twilight", "Civil twilight", "Day"]
    }
  }

  func name(of band: DaylightBand) -> String { bands[band.rawValue] }
}
