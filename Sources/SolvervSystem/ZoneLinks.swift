import SolvervEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Old and alternative zone names (`US/Pacific`, `Asia/Calcutta`, `Europe/Kiev`) resolved to
/// the zone tzdata keeps them for (`America/Los_Angeles`, `Asia/Kolkata`, `Europe/Kyiv`), so the
/// zone's principal city can be found in `zone1970.tab`, which lists canonical names only.
///
/// tzdata ships links in three forms, and a system may use any of them: symbolic links in the
/// zoneinfo folder (Debian), hard links (zic's default elsewhere), and the `L TARGET NAME` lines
/// of `tzdata.zi` (or `Link` lines of the `backward` source file, where installed). The System V
/// names (EST5EDT, CET, …) became links to cities only in tzdata 2024b; systems with older
/// packaging (Debian 12 keeps them as zones of their own) get tzdata's own targets from
/// ``systemV``.
public enum ZoneLinks {
  /// tzdata 2024b's `backward` links for the System V names: the city each name now stands for.
  public static let systemV: [String: String] = [
    "CET": "Europe/Brussels", "CST6CDT": "America/Chicago", "EET": "Europe/Athens",
    "EST": "America/Panama", "EST5EDT": "America/New_York", "HST": "Pacific/Honolulu",
    "MET": "Europe/Brussels", "MST": "America/Phoenix", "MST7MDT": "America/Denver",
    "PST8PDT": "America/Los_Angeles", "WET": "Europe/Lisbon",
  ]

  /// The names to try for `zone`'s principal location, in order: itself, then what it links
  /// to (a link to a link is followed a few steps). Never contains a name that could leave the
  /// tzdata folder.
  public static func names(of zone: String, in directory: String = TimeZoneDatabase.directory) -> [String] {
    var names = [zone]
    var current = zone
    for _ in 0..<4 {
      guard let next = target(of: current, in: directory), !names.contains(next) else { break }
      names.append(next)
      current = next
    }
    return names
  }

  /// What `zone` links to, by the first source that knows, or nil.
  static func target(of zone: String, in directory: String) -> String? {
    guard TimeZoneDatabase.isPlausibleName(zone) else { return nil }
    let found =
      symbolicLinkTarget(of: zone, in: directory)
      ?? linkLine(for: zone, in: FileReader.read(directory + "/tzdata.zi"))
      ?? linkLine(for: zone, in: FileReader.read(directory + "/backward"))
      ?? hardLinkTarget(of: zone, in: directory)
      ?? systemV[zone]
    return found.flatMap { TimeZoneDatabase.isPlausibleName($0) && $0 != zone ? $0 : nil }
  }

  /// The zone name a symbolic link in the zoneinfo folder finally points to.
  static func symbolicLinkTarget(of zone: String, in directory: String) -> String? {
    let path = directory + "/" + zone
    guard FileReader.symbolicLinkTarget(path) != nil, let resolved = realPath(path) else {
      return nil
    }
    if let root = realPath(directory), resolved.hasPrefix(root + "/") {
      return String(resolved.dropFirst(root.count + 1))
    }
    // A TZDIR of links into the system's folder: the part after the last "zoneinfo/".
    return resolved.lastOccurrence(of: "/zoneinfo/").map { String(resolved[$0.upperBound...]) }
  }

  /// The target of `zone` in `L TARGET NAME` (tzdata.zi) or `Link TARGET NAME` (backward) lines.
  public static func linkLine(for zone: String, in table: [UInt8]?) -> String? {
    guard let table else { return nil }
    let wanted = Array(zone.utf8)
    var found: String? = nil
    var lineStart = 0
    while lineStart < table.count, found == nil {
      let lineEnd = table[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? table.count
      defer { lineStart = lineEnd + 1 }
      let first = table[lineStart]
      guard first == UInt8(ascii: "L") else { continue }
      var fields = table[lineStart..<lineEnd].split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
      if let comment = fields.firstIndex(where: { $0.first == UInt8(ascii: "#") }) {
        fields.removeSubrange(comment...)
      }
      guard fields.count == 3, fields[0].elementsEqual("L".utf8) || fields[0].elementsEqual("Link".utf8),
        fields[2].elementsEqual(wanted)
      else { continue }
      found = String(decoding: fields[1], as: UTF8.self)
    }
    return found
  }

  /// The canonical zone (a name in zone1970.tab or zone.tab) that is the same file as `zone`,
  /// when `zone` is a hard link. Only looked for when the file has other links.
  static func hardLinkTarget(of zone: String, in directory: String) -> String? {
    var info = stat()
    guard lstat(directory + "/" + zone, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
      info.st_nlink > 1
    else { return nil }
    for file in ["zone1970.tab", "zone.tab"] {
      guard let table = FileReader.read(directory + "/" + file) else { continue }
      for name in ZoneTable.zoneNames(inTable: table) where name != zone {
        var other = stat()
        if stat(directory + "/" + name, &other) == 0, other.st_ino == info.st_ino,
          other.st_dev == info.st_dev
        {
          return name
        }
      }
    }
    return nil
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
