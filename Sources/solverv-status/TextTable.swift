import SolvervApp
import SolvervCommandWords
import SolvervEngine

/// The `--format text` tables of the inspection commands: aligned columns for people.
enum TextTable {
  static func events(
    _ events: [SeasonEvent], zone: TimeZoneRules, language: any Localization, hemisphere: Hemisphere
  ) -> String {
    let word = language.tableWord
    var rows = [[word(.event), "\(word(.localTime)) (\(zone.identifier))", word(.utc)]]
    for event in events {
      let local = zone.localDateTime(at: event.instant)
      rows.append([
        language.name(of: event.kind, in: hemisphere),
        "\(local.date) \(ISO8601.timeString(local)) \(ISO8601.offsetString(local.utcOffset))",
        "\(LocalDateTimeUTC(event.instant))",
      ])
    }
    return aligned(rows)
  }

  /// - Parameters:
  ///   - zoneMarker: "JST, +8 h" when the place's clock is not the system's.
  ///   - custom: `--altitude`'s degrees and each day's crossings of it: three more columns, the
  ///     rising, the setting and the time above ("Rise 6°", "Set 6°", "Above 6°" in English).
  static func sunDays(
    _ days: [SunDay], place: Location, zoneMarker: String?, language: any Localization,
    custom: (altitude: Double, days: [HorizonCrossings])? = nil
  ) -> String {
    let word = language.tableWord
    let zone = place.zone
    let coordinates = language.coordinates(LocationResolver.coordinateName(place.coordinate))
    let shown = place.name(in: language)
    let name = shown == coordinates ? coordinates : "\(Escaping.sanitized(shown)) (\(coordinates))"
    let title = "\(word(.sunAt)) \(name), \(word(.timesIn)) \(zone.identifier)" + (zoneMarker.map { " (\($0))" } ?? "")
    let headings: [TableWord] = [
      .date, .offset, .astronomicalDawn, .nauticalDawn, .civilDawn, .sunrise, .noon, .sunset, .civilDusk, .nauticalDusk,
      .astronomicalDusk, .dayLength,
    ]
    let customHeadings = custom.map { c in
      [TableWord.altitudeRise, .altitudeSet, .timeAbove].map { "\(word($0)) \(degrees(c.altitude, language))" }
    }
    var rows = [headings.map(word) + (customHeadings ?? [])]
    for (index, day) in days.enumerated() {
      func cell(_ event: SunEvent) -> String {
        switch event {
        case .at(let instant): return language.timeWithSeconds(zone.localDateTime(at: instant))
        case .alwaysUp: return word(.upAllDay)
        case .alwaysDown: return word(.downAllDay)
        case .otherDirectionOnly: return "—"
        }
      }
      let noon = zone.localDateTime(at: day.solarNoon)
      rows.append([
        day.date.description, ISO8601.offsetString(noon.utcOffset),
        cell(day.astronomicalDawn), cell(day.nauticalDawn), cell(day.civilDawn), cell(day.sunrise),
        language.timeWithSeconds(noon), cell(day.sunset), cell(day.civilDusk), cell(day.nauticalDusk),
        cell(day.astronomicalDusk), DurationText.hms(day.daylengthSeconds, language: language),
      ] + (custom.map { c in
        let crossings = c.days[index]
        return [
          cell(crossings.rising), cell(crossings.setting),
          DurationText.hms(Int(crossings.secondsAbove.rounded()), language: language),
        ]
      } ?? []))
    }
    return title + "\n" + aligned(rows)
  }

  /// "6°", "-0.5°" ("−0,5°" in a language with a decimal comma and the minus sign): the altitude
  /// as given, without a needless ".0".
  static func degrees(_ value: Double, _ language: any Localization) -> String {
    let text = value == value.rounded() ? String(Int(value)) : String(value)
    return language.minusMarked(language.decimalMarked(text)) + "°"
  }

  /// Left-aligned columns separated by two spaces (widths count characters, not bytes).
  static func aligned(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    var widths = [Int](repeating: 0, count: columns)
    for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
    return rows.map { row in
      row.enumerated().map { i, cell in
        i == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[i] - cell.count)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}

/// `2026-03-20 14:46:00Z`.
private struct LocalDateTimeUTC: CustomStringConvertible {
  let instant: Instant
  init(_ instant: Instant) { self.instant = instant }
  var description: String {
    let text = ISO8601.utcString(instant)
    return String(text.map { $0 == "T" ? " " : $0 })
  }
}
