import DBusKit
import SolvervApp
import SolvervEngine
import SolvervSystem

extension SolvervResponder {
  /// `Compare(s date, s with) → a{sv}`: the `compare --format json` object for the daemon's place,
  /// language and clock, "today" being the snapshot's date (so `--at` time travel holds). `with`
  /// empty means today. A member that is null in JSON (a shift without a sunrise) is left out.
  func compare(date dateText: String, with withText: String) throws -> DBusValue {
    let language = snapshot.settings.language
    let date = try Self.compareDate(dateText, name: "date", language: language)
    let reference = withText.isEmpty ? snapshot.today : try Self.compareDate(withText, name: "with", language: language)
    let location = snapshot.location
    let comparison = DayComparison(
      date: date, with: reference, today: snapshot.today,
      calculator: SunCalculator(coordinate: location.coordinate, zone: location.zone))
    return comparison.json(snapshot.settings).dbusValue
  }

  /// `ComparePlaces(s date, s place, s vs) → a{sv}`: the `compare DATE --location PLACE --vs VS
  /// --format json` object — the date (empty: today) at PLACE (empty: the daemon's place) and at
  /// VS, each in its own zone, in the daemon's language and clock ("Oslo vs Tromsø" in an
  /// applet's compare box). An unknown place: `InvalidArgs` with near spellings.
  func comparePlaces(date text: String, place placeName: String, vs query: String) throws -> DBusValue {
    let language = snapshot.settings.language
    let date = text.isEmpty ? snapshot.today : try Self.compareDate(text, name: "date", language: language)
    guard !query.isEmpty else { throw DBusError(DBusError.invalidArgs, language.errorPhrase(.bus(.vsEmpty))) }
    let place: Location, other: Location
    do throws(LocationResolver.Failure) {
      let environment = effects.environment()
      place =
        placeName.isEmpty ? snapshot.location : try LocationResolver.place(named: placeName, environment: environment)
      other = try LocationResolver.place(named: query, environment: environment)
    } catch {
      throw DBusError(DBusError.invalidArgs, error.message(in: language))
    }
    return PlaceComparison(date: date, place: place, other: other).json(snapshot.settings).dbusValue
  }

  /// The applets show the message as it is: in the daemon's language, with the format to use.
  private static func compareDate(_ text: String, name: String, language: any Localization) throws -> CivilDate {
    let years = SeasonCalculator.supportedYears
    guard text.utf8.count == 10, let date = CivilDate(iso: text) else {
      let option = name == "date" ? nil : name
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(.invalidDate(printable(text), option: option, relative: false)))
    }
    guard years.contains(date.year) else {
      let option = name == "date" ? nil : name
      throw DBusError(DBusError.invalidArgs, language.errorPhrase(.dateOutOfRange(printable(text), option: option, years: years)))
    }
    return date
  }
}
