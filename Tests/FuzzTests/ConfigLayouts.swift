import TestSupport

/// Config files of odd kinds, for the CLI sandbox and the fuzz daemon: valid TOML in every
/// layout an editor or a user produces (comments, inline tables, dotted keys, multi-line strings,
/// CRLF and mixed line endings, no final newline), and files `config check` refuses (Latin-1, a
/// byte-order mark, NUL, past the 1 MiB read limit). `config set` once destroyed and crashed
/// on the CRLF ones; every valid layout must take any accepted edit and still parse.
enum ConfigLayouts {
  enum Ending: String, CaseIterable, Sendable {
    case lf, crlf, mixed
  }

  /// Valid documents, as lines. Each passes `config check` (FuzzHarnessTests checks it).
  static let documents: [(name: String, lines: [String])] = [
    (
      "template",
      [
        "# Solverv settings, written by hand", "", "# clock = \"24h\"  # a commented-out key", "language = \"en\"",
        "clock = \"24h\"", "", "[location]", "city = \"Tromsø\"  # far north", "# name = \"Home\"", "",
        "[notifications]", "enabled = true", "at = \"07:00\"   # HH:MM", "sad = true", "",
      ]
    ),
    ("short", ["language = \"en\"", "clock = \"24h\""]),
    (
      "inline table",
      [
        "# notifications as one inline table", "notifications = { enabled = true, at = \"sunrise\" }", "",
        "[location]", "city = \"Oslo\"",
      ]
    ),
    (
      "dotted keys",
      ["# dotted keys at the top", "notifications.at = \"sunrise\"", "location.city = \"Oslo\"", "clock = \"12h\""]
    ),
    (
      "multi-line string",
      [
        "[location]", "city = \"Oslo\"", "", "[format.text]", "template = \"\"\"", "{icon} {days}d # not a comment",
        "[not a table]\"\"\"", "", "# after the string", "[format.waybar]", "template = '''", "{icon}''' # a comment",
      ]
    ),
    (
      "coordinates",
      [
        "hemisphere = \"south\"", "\t# tab-indented comment", "  [ location ]  # spaced header", "  name = \"Hytta\"",
        "  latitude = 69.6496", "  longitude = 18.956", "  timezone = \"Europe/Oslo\"", "", "", "",
      ]
    ),
    ("quoted keys", ["\"clock\" = \"24h\"", "'language' = \"nb\"", "[\"location\"]", "\"city\" = \"Bergen\""]),
    ("comments only", ["# nothing set yet", "#", "# [location]", "# city = \"Oslo\""]),
  ]

  /// A document's bytes with `ending` (mixed: CRLF on every other line); `finalNewline` false
  /// leaves the last line open.
  static func bytes(_ lines: [String], ending: Ending, finalNewline: Bool = true) -> [UInt8] {
    var text = ""
    for (index, line) in lines.enumerated() {
      let crlf = ending == .crlf || (ending == .mixed && index % 2 == 0)
      let last = index == lines.count - 1
      text += line + (last && !finalNewline ? "" : crlf ? "\r\n" : "\n")
    }
    return Array(text.utf8)
  }

  /// A random valid layout: a document, an ending (a third LF, a third CRLF, a third mixed),
  /// now and then without its final newline — and its description for a reproduction.
  static func valid(_ random: inout SeededRandom) -> (bytes: [UInt8], label: String) {
    let document = random.pick(documents)
    let ending = random.pick(Ending.allCases)
    let final = random.chance(0.85)
    return (
      bytes(document.lines, ending: ending, finalNewline: final),
      "\(document.name), \(ending.rawValue)\(final ? "" : ", no final newline")"
    )
  }

  /// Files `config check` refuses (exit 78), which `config set` must leave byte for byte.
  static let refused: [(name: String, bytes: [UInt8])] = [
    ("Latin-1 comment", Array("# caf".utf8) + [0xE9] + Array("\nclock = \"24h\"\n".utf8)),
    ("NUL byte", Array("clock = \"24h\"\n".utf8) + [0] + Array("\n".utf8)),
    ("CR only", Array("clock = \"24h\"\r[location]\rcity = \"Oslo\"\r".utf8)),
    ("duplicate key", Array("clock = \"24h\"\nclock = \"12h\"\n".utf8)),
    ("bad value", Array("clock = \"25h\"\n[location]\ncity = \"Oslo\"\n".utf8)),
  ]

  /// A file of exactly `size` bytes: a valid config padded with a comment (1 MiB is the read limit).
  static func padded(to size: Int) -> [UInt8] {
    let head = Array("clock = \"24h\"\n[location]\ncity = \"Oslo\"\n# ".utf8)
    return head + [UInt8](repeating: UInt8(ascii: "x"), count: max(0, size - head.count - 1)) + [0x0A]
  }
}
