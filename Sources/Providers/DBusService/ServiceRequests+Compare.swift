import DBusKit
import SolvervEngine
import SolvervSystem

extension ServiceRequests {
  /// `Compare(s date, s with) → a{sv}`: the `compare --format json` object for the daemon's place,
  /// language and clock, "today" being the snapshot's date (so `--at` time travel holds). `with`
  /// empty means today. A member that is null in JSON (a shift without a sunrise) is left out.
  func compare(_ args: [DBusValue]) throws -> DBusValue {
    let language = snapshot.settings.language
    let date = try Self.compareDate(args[0].stringValue ?? "", name: "date", language: language)
    let withText = args[1].stringValue ?? ""
    let reference = withText.isEmpty ? snapshot.today : try Self.compareDate(withText, name: "with", language: language)
    let location = snapshot.location
    let comparison = DayComparison(
      date: date, with: reference, today: snapshot.today,
      calculator: SunCalculator(coordinate: location.coordinate, zone: location.zone))
    return comparison.json(snapshot.settings).dbusValue
  }

  /// The applets show the message as it is: in the daemon's language, with the format to use.
  private static func compareDate(_ text: String, name: String, language: any Localization) throws -> CivilDate {
    let years = SeasonCalculator.supportedYears
    guard text.utf8.count == 10, let date = CivilDate(iso: text), years.contains(date.year) else {
      if language.code != "en" {
        throw DBusError(DBusError.invalidArgs, language.comparison(.invalidDate(printable(text))))
      }
      throw DBusError(
        DBusError.invalidArgs,
        "\(name) '\(printable(text))' is not valid: use YYYY-MM-DD in the years \(years.lowerBound)–\(years.upperBound)")
    }
    return date
  }
}
