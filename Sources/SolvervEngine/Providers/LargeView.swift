/// The large view of the origin designs — next events, today's sun, the changes — as lines that
/// tooltips and multi-line formats share. Markup-specific wrappers escape every part.
public enum LargeView {
  /// One line of the view: an optional bold heading and the rest.
  public struct Line: Sendable {
    public let heading: String?
    public let text: String
    public let emphasis: Bool
  }

  /// The view's lines, unescaped. Empty `text` with nil heading is a blank separator line.
  public static func lines(_ snapshot: SolarSnapshot, events count: Int = 3) -> [Line] {
    let language = snapshot.settings.language
    let zone = snapshot.location.zone
    let clock = snapshot.settings.clock
    let next = snapshot.countdown.next
    // Times to the minute are of the instant rounded to the nearest minute, its date included.
    func when(_ instant: Instant) -> String {
      let local = zone.localDateTimeToTheMinute(at: instant)
      return "\(language.longDate(local.date)) \(language.time(local, clock: clock))"
    }
    var lines: [Line] = [
      Line(heading: "\(snapshot.season.icon) \(snapshot.nextEventName)", text: language.countdown(days: snapshot.countdown.daysUntil), emphasis: false),
      Line(heading: nil, text: "\(when(next.instant)) · \(progressBar(snapshot.countdown.progress, width: 10)) \(Int((snapshot.countdown.progress * 100).rounded()))%", emphasis: false),
      Line(heading: nil, text: language.eventDescription(next.kind, in: snapshot.hemisphere), emphasis: true),
      Line(heading: nil, text: "", emphasis: false),
      Line(heading: language.label(.nextEvents), text: "", emphasis: false),
    ]
    for event in snapshot.upcoming.prefix(count) {
      let season = Season(beginningAt: event.kind, in: snapshot.hemisphere)
      let days = snapshot.today.days(to: zone.localDate(at: event.instant))
      lines.append(Line(heading: nil, text: "\(season.icon) \(snapshot.name(of: event.kind)) — \(when(event.instant)) · \(language.countdown(days: days))", emphasis: false))
    }
    lines.append(Line(heading: nil, text: "", emphasis: false))
    var place = zone.identifier
    if snapshot.location.isDefault {
      place += " · \(language.label(.defaultLocation)): \(language.label(.setLocationHint))"
    }
    lines.append(Line(heading: snapshot.location.name, text: place, emphasis: false))
    // After sunset the sun line is tomorrow's: marked, and with tomorrow's day length; the last
    // line keeps today's day length, which the message is about, and says so.
    let sun = snapshot.shownSun
    let tomorrow = snapshot.isAfterSunset
    let prefix = tomorrow ? "\(language.label(.tomorrow)): " : ""
    let suffix = tomorrow ? " · \(DurationText.format(sun.daylengthSeconds, .hm, signed: false, language: language))" : ""
    if sun.isPolarNight {
      lines.append(Line(heading: nil, text: prefix + "🌑 " + language.label(.polarNight) + suffix, emphasis: false))
    } else if sun.isPolarDay {
      lines.append(Line(heading: nil, text: prefix + "☀️ " + language.label(.midnightSun) + suffix, emphasis: false))
    } else {
      func time(_ event: SunEvent) -> String {
        event.instant.map { language.time(zone.localDateTimeToTheMinute(at: $0), clock: clock) } ?? "—"
      }
      lines.append(Line(heading: nil, text: "\(prefix)↑ \(language.label(.sunrise)) \(time(sun.sunrise))  ↓ \(language.label(.sunset)) \(time(sun.sunset))\(suffix)", emphasis: false))
    }
    let dayLength = language.label(.dayLength) + (tomorrow ? " " + language.countdown(days: 0) : "")
    lines.append(Line(heading: nil, text: "\(dayLength) \(DurationText.format(snapshot.todaySun.daylengthSeconds, .hm, signed: false, language: language)) · \(snapshot.message)", emphasis: false))
    return lines
  }

  /// The view in Pango markup: headings bold, the description italic, everything escaped.
  public static func pango(_ snapshot: SolarSnapshot) -> String {
    let e = Escaping.pango.escape
    return lines(snapshot).map { line in
      var text = ""
      if let heading = line.heading { text += "<b>\(e(heading))</b>" + (line.text.isEmpty ? "" : " ") }
      text += line.emphasis ? "<i>\(e(line.text))</i>" : e(line.text)
      return text
    }.joined(separator: "\n")
  }

  /// The view as plain lines (text, conky after escaping).
  public static func plain(_ snapshot: SolarSnapshot) -> [String] {
    lines(snapshot).map { line in
      [line.heading, line.text.isEmpty ? nil : line.text].compactMap { $0 }.joined(separator: " ")
    }
  }
}

/// Short forms of error messages for a bar's limited space.
public enum ErrorSummary {
  /// "config.toml:3:12: key 'x': …" → "config line 3"; otherwise the first 40 characters.
  public static func short(_ message: String) -> String {
    if let range = message.firstRange(of: ".toml:") {
      let rest = message[range.upperBound...]
      let line = rest.prefix { $0.isNumber }
      if !line.isEmpty {
        let file = message[..<range.lowerBound].split(separator: "/").last.map(String.init) ?? "config"
        return "\(file == "config" ? "config" : file + ".toml") line \(line)"
      }
    }
    let firstLine = message.split(separator: "\n").first.map(String.init) ?? message
    return firstLine.count > 40 ? String(firstLine.prefix(39)) + "…" : firstLine
  }
}
