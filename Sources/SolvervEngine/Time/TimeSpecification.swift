/// The `--at` argument of time travel: when to render the state for.
///
/// Forms: `2027-06-21` (start of that local day), `2027-06-21T12:00[:SS]` (local wall time),
/// the same with `Z` or `±HH:MM` (an absolute instant), `+30d`/`-2h`/`+90m`/`+45s`/`+1w`
/// (relative to now), `@1735689600` (Unix seconds).
public enum TimeSpecification {
  /// The instant `text` names, reading local forms in `zone` and relative forms from `now`.
  /// - Throws: ``TimeSpecificationError`` naming the text and the accepted forms.
  public static func instant(from text: String, now: Instant, zone: TimeZoneRules) throws(TimeSpecificationError) -> Instant {
    let trimmed = Substring(text)
    guard let first = trimmed.first else { throw .malformed(text) }
    if first == "+" || first == "-" {
      return try relative(trimmed, now: now, original: text)
    }
    if first == "@" {
      // Checked as digits before any arithmetic: `@-9223372036854775808` once trapped in `abs`.
      let body = trimmed.dropFirst()
      let negative = body.first == "-"
      let digits = ArraySlice((negative || body.first == "+" ? body.dropFirst() : body).utf8)
      guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else {
        throw .malformed(text)
      }
      guard let magnitude = parseDigits(digits), magnitude < maximumUnixSeconds else { throw .outOfRange(text) }
      return try checked(Instant(secondsSince1970: Double(negative ? -magnitude : magnitude)), text)
    }
    guard let date = CivilDate(iso: trimmed.prefix(10)) else { throw .malformed(text) }
    var rest = trimmed.dropFirst(10)
    if rest.isEmpty { return try checked(zone.startOfDay(date), text) }
    guard rest.first == "T" || rest.first == " " else { throw .malformed(text) }
    rest = rest.dropFirst()
    // HH:MM[:SS] then an optional zone designator.
    let timeEnd = rest.firstIndex { $0 == "Z" || $0 == "+" || $0 == "-" } ?? rest.endIndex
    let parts = rest[..<timeEnd].split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 }),
      let hour = parseDigits(ArraySlice(parts[0].utf8)), let minute = parseDigits(ArraySlice(parts[1].utf8)),
      hour < 24, minute < 60
    else { throw .malformed(text) }
    var second = 0
    if parts.count == 3 {
      guard let s = parseDigits(ArraySlice(parts[2].utf8)), s < 60 else { throw .malformed(text) }
      second = s
    }
    let secondOfDay = hour * 3_600 + minute * 60 + second
    let designator = rest[timeEnd...]
    if designator.isEmpty { return try checked(zone.instant(for: date, secondOfDay: secondOfDay), text) }
    let offset: Int
    if designator == "Z" {
      offset = 0
    } else {
      let sign = designator.first == "-" ? -1 : 1
      let digits = designator.dropFirst().split(separator: ":")
      guard (1...2).contains(digits.count), digits.allSatisfy({ $0.count == 2 }),
        let h = parseDigits(ArraySlice(digits[0].utf8)), h <= 14
      else { throw .malformed(text) }
      let m = digits.count == 2 ? parseDigits(ArraySlice(digits[1].utf8)) : 0
      guard let m, m < 60 else { throw .malformed(text) }
      offset = sign * (h * 3_600 + m * 60)
    }
    let seconds = date.daysSince1970 * 86_400 + Int64(secondOfDay - offset)
    return try checked(Instant(secondsSince1970: Double(seconds)), text)
  }

  private static func relative(_ text: Substring, now: Instant, original: String) throws(TimeSpecificationError) -> Instant {
    let sign = text.first == "-" ? -1.0 : 1.0
    let body = text.dropFirst()
    let digits = ArraySlice(body.dropLast().utf8)
    guard let unit = body.last, !digits.isEmpty,
      digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
    else {
      throw .malformed(original)
    }
    let scale: Double
    switch unit {
    case "s": scale = 1
    case "m": scale = 60
    case "h": scale = 3_600
    case "d": scale = 86_400
    case "w": scale = 7 * 86_400
    default: throw .malformed(original)
    }
    // Any number of digits is well-formed; more than the supported years span is out of range,
    // decided before multiplying (`+99999999999999d`).
    guard let amount = parseDigits(digits), Double(amount) * scale < Double(maximumUnixSeconds) else {
      throw .outOfRange(original)
    }
    return try checked(now + sign * Double(amount) * scale, original)
  }

  /// Beyond any supported instant in either direction (3000-12-31 is 32.5 billion seconds from
  /// 1970), small enough that every later step is exact and cannot overflow.
  private static let maximumUnixSeconds = 40_000_000_000

  private static func checked(_ instant: Instant, _ text: String) throws(TimeSpecificationError) -> Instant {
    let year = TimeZoneRules.utc.localDate(at: instant).year
    guard SeasonCalculator.supportedYears.contains(year) else { throw .outOfRange(text) }
    return instant
  }
}

/// An `--at` value that names no instant Solverv can use.
public enum TimeSpecificationError: Error, Sendable, Equatable, CustomStringConvertible {
  case malformed(String)
  case outOfRange(String)

  public var description: String { English().errorPhrase(phrase) }

  /// The message as data, for each language's words.
  public var phrase: ErrorPhrase {
    switch self {
    case .malformed(let text): .timeNotUnderstood(text)
    case .outOfRange(let text): .timeOutOfRange(text, years: SeasonCalculator.supportedYears)
    }
  }
}
