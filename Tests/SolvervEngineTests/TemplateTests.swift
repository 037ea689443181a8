import SolvervEngine
import Testing

/// The template language: parsing, errors with positions, rendering, fallbacks, groups, specs.
struct TemplateTests {
  /// Oslo on 2026-12-10 at 12:00 — a plain winter day.
  static let snapshot = SolarSnapshot(
    at: utc("2026-12-10T11:00:00Z"),
    location: Location(name: "Oslo", coordinate: coordinate(59.9139, 10.7522), zone: zone("Europe/Oslo"), source: .config))
  static let polarNight = SolarSnapshot(
    at: utc("2026-12-10T11:00:00Z"),
    location: Location(name: "Tromsø", coordinate: coordinate(69.6492, 18.9553), zone: zone("Europe/Oslo"), source: .config))

  static func render(_ template: String, _ snapshot: SolarSnapshot = snapshot) throws -> String {
    snapshot.render(try Template(template))
  }

  @Test(arguments: [
    ("{icon} {days}d to {event}", "❄️ 11d to Winter solstice"),
    ("{countdown}", "in 11 days"),
    ("{event_kind}|{season}|{season_kind}|{colour}", "december_solstice|Winter|winter|#2196F3"),
    ("{date} {time}", "Dec 21 21:50"),
    ("{date:%Y-%m-%d %a} {time:%-I:%M %p}", "2026-12-21 Mon 9:50 PM"),
    ("{progress_bar:4}", "████"),
    ("{location:3}", "Os…"),
    ("{latitude:.2},{longitude}", "59.91,10.7522"),
    ("\\{literal\\} \\[x\\]", "{literal} [x]"),
    ("[{polar_night}never]{losing|'?'}", ""),
  ])
  func rendersPlaceholdersAndSpecs(template: String, expected: String) throws {
    #expect(try Self.render(template) == expected)
  }

  /// Values with a computed expectation: formatted here by hand from the snapshot's numbers.
  @Test func numbersTimesAndDurationsFollowTheirSpecs() throws {
    let s = Self.snapshot
    let zone = s.location.zone
    let sunrise = zone.localDateTime(at: s.shownSun.sunrise.instant!)
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    #expect(try Self.render("{sunrise:%H:%M:%S}") == "\(two(sunrise.hour)):\(two(sunrise.minute)):\(two(sunrise.second))")
    // Shown to the minute: the nearest minute (a morning sunrise never rounds past midnight).
    let minuteOfDay = (sunrise.secondOfDay + 30) / 60
    #expect(try Self.render("[↑{sunrise} ]|") == "↑\(two(minuteOfDay / 60)):\(two(minuteOfDay % 60)) |")
    let percent = s.countdown.progress * 100
    let tenths = (percent * 10).rounded() / 10
    #expect(try Self.render("{progress}% {progress:.1}") == "\(Int(percent.rounded()))% \(tenths)")
    let length = s.todaySun.daylengthSeconds
    let minutes = (length + 30) / 60
    // Hours, minutes and seconds in the words of the daily line ("+1 hr 12 min"), zero parts left out.
    #expect(try Self.render("{daylength}") == "\(minutes / 60) hr \(minutes % 60) min")
    #expect(try Self.render("{daylength:hms}") == "\(length / 3600) hr \(length / 60 % 60) min \(length % 60) sec")
    #expect(
      try Self.render("{daylength:clock} {daylength:minutes} {daylength:seconds}")
        == "\(two(minutes / 60)):\(two(minutes % 60)) \(minutes) \(length)")
    let delta = s.deltaVsYesterday
    #expect(delta < -60)  // Oslo loses minutes a day in December
    #expect(try Self.render("{delta_today} {delta_today:seconds}") == "-\((-delta + 30) / 60) min \(delta)")
  }

  @Test func fallbacksAndGroupsHandlePolarNight() throws {
    #expect(try Self.render("{sunrise|'—'}", Self.polarNight) == "—")
    #expect(try Self.render("a[ ↑{sunrise}]b", Self.polarNight) == "ab")
    #expect(try Self.render("[{polar_night}🌑 polar night]", Self.polarNight) == "🌑 polar night")
    #expect(try Self.render("[{polar_night}🌑 polar night]") == "")
    // Civil dawn still happens in polar night, so the fallback finds it.
    let dawn = Self.polarNight.location.zone.localDateTime(at: Self.polarNight.shownSun.civilDawn.instant!)
    #expect(
      try Self.render("{sunrise|civil_dawn:%H:%M:%S}", Self.polarNight)
        == "\(dawn.hour < 10 ? "0" : "")\(dawn.hour):\(dawn.minute < 10 ? "0" : "")\(dawn.minute):\(dawn.second < 10 ? "0" : "")\(dawn.second)"
    )
    // Nested groups: the inner one drops alone.
    #expect(try Self.render("[x[{sunrise}]y]", Self.polarNight) == "xy")
  }

  @Test(arguments: [
    ("{dayz}", 2, "unknown placeholder 'dayz'"),
    ("ok {days", 4, "never closed"),
    ("[{days}", 1, "'[' is never closed"),
    ("x]", 2, "']' has no opening"),
    ("}", 1, "'}' has no opening"),
    ("{}", 1, "empty placeholder"),
    ("{sunrise:%Q}", 10, "'%Q' is not a format for {sunrise}"),
    ("{days:hm}", 7, "'hm' is not a format for {days}"),
    ("{daylength:%H}", 12, "use hm, hms"),
    ("{polar_day:x}", 12, "no spec"),
    ("{days|'open}", 7, "never closed"),
    ("trailing\\", 9, "escapes nothing"),
  ])
  func errorsNameThePositionAndTheProblem(template: String, position: Int, message: String) {
    do throws(TemplateError) {
      _ = try Template(template)
      Issue.record("\(template) parsed")
    } catch {
      #expect(error.position == position, "\(error)")
      #expect(error.description.contains(message), "\(error)")
      #expect(error.description.contains("character \(position)"))
    }
  }

  @Test(
    "an unclosed brace is reported as unclosed, not as an unknown name or a bad spec",
    arguments: [
      ("{x", 1), ("ok {sunris", 4), ("{days:hm", 1), ("{days x", 1), ("a {days|x", 3), ("{ ;", 1), ("[{x]", 2),
    ])
  func unclosedBraceIsReportedBeforeTheName(template: String, position: Int) {
    do throws(TemplateError) {
      _ = try Template(template)
      Issue.record("\(template) parsed")
    } catch {
      #expect(error.description.contains("'{' is never closed"), "\(error)")
      #expect(!error.description.contains("unknown placeholder"), "\(error)")
      #expect(error.position == position, "\(error)")
    }
  }

  @Test func unknownPlaceholderListsTheValidNames() {
    #expect(throws: TemplateError.self) { try Template("{nope}") }
    do throws(TemplateError) {
      _ = try Template("{nope}")
    } catch {
      #expect(error.description.contains("days, countdown, event"))
    }
  }

  @Test func hostileTemplatesNeverTrapOrHang() {
    let pieces = ["{", "}", "[", "]", "\\", "|", "'", ":", "days", "%", "{days", "[[[["]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<3_000 {
      let text = (0..<Int.random(in: 1...30, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
      if let template = try? Template(text) { _ = Self.snapshot.render(template) }
    }
    _ = try? Template(String(repeating: "[", count: 100_000))
    _ = try? Template(String(repeating: "{days}", count: 10_000))
  }

  @Test func everyPresetParsesAndEveryFieldRenders() throws {
    for size in WidgetSize.allCases { #expect(!size.template.fields.isEmpty) }
    for field in TemplateField.allCases { _ = try Self.render("{\(field.rawValue)}") }
  }
}
