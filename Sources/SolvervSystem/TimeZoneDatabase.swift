public import SolvervEngine

/// IANA time zones from the system's tzdata (`/usr/share/zoneinfo`, or `$TZDIR`).
public enum TimeZoneDatabase {
  /// The folder holding the TZif files.
  public static var directory: String {
    Environment.variable("TZDIR") ?? "/usr/share/zoneinfo"
  }

  /// The rules of the zone called `name` (`Europe/Oslo`, `Asia/Kathmandu`, `UTC`).
  /// - Throws: ``TimeZoneLookupError`` naming the zone when it is malformed, unknown or damaged.
  public static func zone(named name: String) throws(TimeZoneLookupError) -> TimeZoneRules {
    guard isPlausibleName(name) else { throw .unknown(name) }
    guard let bytes = FileReader.read(directory + "/" + name, limit: 1 << 20) else {
      throw .unknown(name)
    }
    do {
      return try TimeZoneRules(identifier: name, tzif: bytes)
    } catch {
      throw .damaged(name, error.description)
    }
  }

  /// The zone this machine runs in: `$TZ` (an IANA name, `:name`, a file in the tzdata folder
  /// by its full path, or a POSIX rule such as `EST5EDT`), else `/etc/localtime`, else UTC.
  public static func system() -> TimeZoneRules {
    if let tz = Environment.variable("TZ") {
      var name = tz.hasPrefix(":") ? String(tz.dropFirst()) : tz
      if name.hasPrefix(directory + "/") { name = String(name.dropFirst(directory.count + 1)) }
      if let zone = try? zone(named: name) { return zone }
      if let zone = try? TimeZoneRules(identifier: name, posixRule: name) { return zone }
    }
    if let target = FileReader.symbolicLinkTarget("/etc/localtime"),
      let range = target.firstOccurrence(of: "zoneinfo/")
    {
      let name = String(target[range.upperBound...])
      if let zone = try? zone(named: name) { return zone }
    }
    if let bytes = FileReader.read("/etc/localtime", limit: 1 << 20),
      let zone = try? TimeZoneRules(identifier: systemZoneName() ?? "localtime", tzif: bytes)
    {
      return zone
    }
    return .utc
  }

  /// The name in `/etc/timezone` (Debian writes one), if any.
  private static func systemZoneName() -> String? {
    guard let bytes = FileReader.read("/etc/timezone", limit: 4_096) else { return nil }
    let name = String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).first
      .map(String.init)
    return name.flatMap { isPlausibleName($0) ? $0 : nil }
  }

  /// Letters, digits, `_`, `-`, `+` in `/`-separated parts, no `.` parts: a name can never leave
  /// the tzdata folder (`../../etc/passwd`) or name a non-zone file there.
  public static func isPlausibleName(_ name: String) -> Bool {
    let bytes = Array(name.utf8)
    guard !bytes.isEmpty, bytes.count <= 128 else { return false }
    var partStart = true
    for b in bytes {
      if b == UInt8(ascii: "/") {
        if partStart { return false }  // empty part, or a leading slash
        partStart = true
        continue
      }
      if partStart, b == UInt8(ascii: ".") || b == UInt8(ascii: "-") { return false }
      partStart = false
      let ok =
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z"))
        || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
        || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
        || b == UInt8(ascii: "_") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
      guard ok else { return false }
    }
    return !partStart  // no trailing slash
  }
}

/// A time-zone name that could not be used.
public enum TimeZoneLookupError: Error, Sendable, Equatable, CustomStringConvertible {
  case unknown(String)
  case damaged(String, String)

  public var description: String { English().errorPhrase(phrase) }

  /// The message as data, for each language's words.
  public var phrase: ErrorPhrase {
    switch self {
    case .unknown(let name): .unknownZone(printable(name), directory: TimeZoneDatabase.directory)
    case .damaged(let name, let reason): .unreadableZone(printable(name), reason: reason)
    }
  }
}

/// `text` with control characters and invisible bidi and zero-width characters shown as
/// `\u{…}`, cut to 80 characters: safe to echo in an error message on a terminal or a bar, and
/// the reader sees what was really typed.
public func printable(_ text: String) -> String {
  let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(80)))
  return Escaping.visibleInMessage(head) + (text.unicodeScalars.count > 80 ? "…" : "")
}
