public import SolvervEngine
import SolvervSystem

/// The clock and the date order a user's locale implies, read from the environment as POSIX
/// says (`LC_ALL`, then `LC_TIME`, then `LANG`) — without `setlocale`, whose locale files may not
/// be installed and which costs start-up time. A small table of territories, not all of CLDR:
/// what is not in it is 24-hour and day-first, as most of the world.
public enum LocaleConventions {
  /// The locale name that governs times and dates (`en_US.UTF-8`), or nil when none is set.
  public static func timeLocale() -> String? {
    for variable in ["LC_ALL", "LC_TIME", "LANG"] {
      if let value = Environment.variable(variable), !value.isEmpty { return value }
    }
    return nil
  }

  /// `en_US.UTF-8@euro` → `en_US`.
  static func languageAndTerritory(_ locale: String) -> String {
    String(locale.prefix { $0 != "." && $0 != "@" })
  }

  // Plain arrays, not sets: a one-shot status line pays for every type it first touches, and a
  // Set<String> costs more to set up than these few comparisons (BENCHMARKS.md, start-up).
  /// Territories whose everyday clock is 12-hour.
  static let twelveHour = [
    "en_US", "en_CA", "en_AU", "en_NZ", "en_PH", "en_IN", "fil_PH", "hi_IN", "bn_BD", "ur_PK", "ko_KR", "zh_TW",
    "es_MX", "es_US", "ar_EG", "ar_SA",
  ]
  /// Territories that write the month first.
  static let monthFirst = ["en_US", "en_PH", "fil_PH", "es_US"]
  /// Languages (or territories) that write the year first.
  static let yearFirst = ["sv", "lt", "hu", "ja", "zh", "ko", "mn", "en_CA"]

  /// 12-hour for the territories that use it; 24-hour otherwise, and for `C`/`POSIX`.
  public static func clock(for locale: String?) -> ClockStyle {
    guard let locale, locale.first != "C", locale != "POSIX" else { return .twentyFourHour }
    return twelveHour.contains(languageAndTerritory(locale)) ? .twelveHour : .twentyFourHour
  }

  /// The clock for text in `language` (a code, `fi`): the locale's, unless the locale speaks
  /// another language — then the language's own, and every language Solverv has but English
  /// writes 24 hours ("8:31 AM" inside Finnish text reads as English). English keeps the
  /// locale's territory rule wherever it is shown.
  public static func clock(for locale: String?, language: String) -> ClockStyle {
    guard language != "en" else { return clock(for: locale) }
    guard let locale, Languages.named(locale)?.code == language else { return .twentyFourHour }
    return clock(for: locale)
  }

  /// Month-first for the US and a few others, year-first for Swedish, Japanese, Chinese,
  /// Korean…, else day-first; month-first (the English default) when no locale is set or it is
  /// `C`/`POSIX`, so an unset environment reads as before.
  public static func dateOrder(for locale: String?) -> DateOrder {
    guard let locale else { return .mdy }
    let name = languageAndTerritory(locale)
    if name == "C" || name == "POSIX" { return .mdy }
    if monthFirst.contains(name) { return .mdy }
    let language = String(name.prefix { $0 != "_" })
    if yearFirst.contains(name) || yearFirst.contains(language) { return .ymd }
    return .dmy
  }
}
