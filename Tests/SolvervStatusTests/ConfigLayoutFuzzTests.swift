import Foundation
import SolvervApp
import SolvervConfig
import Testing
import TestSupport

/// The layout fuzzer: random valid configs — LF, CRLF and mixed line endings,
/// a byte-order mark, comments everywhere, multi-line strings holding `[location]` and literal
/// CR LF, inline tables, dotted keys, odd spacing and quoting — × a random `config set` through
/// the real binary, then (every other case) a multi-key `SettingsFile.apply` as D-Bus
/// `SetSettings` makes it. After each: the file parses, the key has its new value, every other
/// value and every comment is unchanged, and a pure-CRLF (LF) file has no LF-only (CR) line.
///
/// `SOLVERV_LAYOUT_FUZZ_COUNT` (default 300) and `SOLVERV_LAYOUT_FUZZ_SEED` (default 0x17A)
/// choose the run; a failure names the seed and the case to replay (`SOLVERV_LAYOUT_FUZZ_SHOW=1`
/// prints every layout).
@Suite struct ConfigLayoutFuzzTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["SOLVERV_LAYOUT_FUZZ_COUNT"].flatMap { Int($0) } ?? 300
  static let seed = environment["SOLVERV_LAYOUT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x17A

  @Test func randomLayoutsKeepEveryOtherValueAndComment() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-layout-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var failures: [String] = []
    var endings = [LayoutGenerator.Endings: Int]()
    var edits = 0
    for index in 0..<Self.count {
      // Each case its own well-mixed start, so cases do not share (shifted) streams.
      var seeder = SeededRandom(seed: Self.seed &+ UInt64(index))
      var random = SeededRandom(seed: seeder.next())
      let layout = LayoutGenerator.make(index: index, random: &random)
      endings[layout.endings, default: 0] += 1
      let path = folder + "/case-\(index).toml"
      #expect(FileManager.default.createFile(atPath: path, contents: Data(layout.bytes)))
      let replay = "seed \(Self.seed) case \(index)"
      if Self.environment["SOLVERV_LAYOUT_FUZZ_SHOW"] != nil { print("\(replay): \(Self.shown(layout.bytes))") }
      guard (try? SolvervConfig.parse(bytes: layout.bytes, path: path)) != nil else {
        failures.append("\(replay): the generator made an invalid config: \(Self.shown(layout.bytes))")
        continue
      }
      // One key through the CLI.
      let edit = LayoutGenerator.edit(random: &random)
      let before = layout.bytes
      let result = CLI.run(["config", "set", edit.key, edit.text, "--config", path])
      edits += 1
      let after = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
      if let problem = Self.judge(before: before, after: after, edits: [edit], status: result.status, layout: layout) {
        failures.append("\(replay) (config set \(edit.key) \(edit.text), exit \(result.status) \(result.stderr)): \(problem)\n  before: \(Self.shown(before))\n  after:  \(Self.shown(after))")
        continue
      }
      if result.status == 0, !result.stdout.hasPrefix(edit.key + ": ") {
        failures.append("\(replay): config set printed \(result.stdout.debugDescription)")
      }
      // Several keys at once, as SetSettings writes them.
      guard index % 2 == 0 else { continue }
      let many = (0..<random.below(3) + 2).map { _ in LayoutGenerator.edit(random: &random) }
      let unique = many.reduce(into: [LayoutGenerator.Edit]()) { list, e in if !list.contains(where: { $0.key == e.key }) { list.append(e) } }
      var status: Int32 = 0
      do { try SettingsFile.apply(unique.map { ($0.key, $0.value) }, path: path) } catch { status = 64 }
      edits += 1
      let final = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
      if let problem = Self.judge(before: after, after: final, edits: unique, status: status, layout: layout) {
        failures.append("\(replay) (apply \(unique.map { "\($0.key)=\($0.text)" })): \(problem)\n  before: \(Self.shown(after))\n  after:  \(Self.shown(final))")
      }
    }
    print("layout fuzz: seed \(Self.seed), \(Self.count) layouts (\(endings.map { "\($0.key): \($0.value)" }.sorted().joined(separator: ", "))), \(edits) edits, \(failures.count) failures")
    for failure in failures.prefix(5) { Issue.record("\(failure)") }
    #expect(failures.isEmpty, "\(failures.count) of \(Self.count) layouts failed (seed \(Self.seed))")
  }

  /// What is wrong with `after`, or nil. `status` 0 means the edits claim success; otherwise
  /// the file must be byte for byte what it was.
  static func judge(
    before: [UInt8], after: [UInt8], edits: [LayoutGenerator.Edit], status: Int32, layout: LayoutGenerator.Layout
  ) -> String? {
    var expected = leaves(before)
    for edit in edits {
      if edit.key.hasPrefix("location.") { expected = expected.filter { $0.key.first != "location" } }
      expected[edit.key.split(separator: ".").map(String.init)] = edit.value.toml
    }
    let refused = expected[["notifications", "daily_change"]] == .boolean(false)
      && expected[["notifications", "since_solstice"]] == .boolean(false)
    if refused {
      if status == 0 { return "both message parts off was accepted" }
      return after == before ? nil : "a refused edit changed the file"
    }
    guard status == 0 else { return "refused (exit \(status))" }
    guard (try? TOMLDocument.parse(bytes: after)) != nil else { return "the result does not parse" }
    let got = leaves(after)
    if got != expected {
      let wrong = Set(got.keys).union(expected.keys).filter { got[$0] != expected[$0] }.map { $0.joined(separator: ".") }
      return "values differ at \(wrong.sorted())"
    }
    let text = String(decoding: after, as: UTF8.self)
    for token in layout.comments where text.components(separatedBy: token).count != 2 {
      return "comment \(token) is gone or doubled"
    }
    // A file whose every line ends the same way (as it was made, or as an earlier edit left
    // it) keeps that: no LF-only line in a CRLF file, no CR in an LF file.
    switch endings(of: before) {
    case .lf? where after.contains(0x0D): return "a CR appeared in an LF file"
    case .crlf? where endings(of: after) != .crlf: return "an LF-only line appeared in a CRLF file"
    default: return nil
    }
  }

  /// LF or CRLF when every line break is that; mixed; nil without line breaks.
  static func endings(of bytes: [UInt8]) -> LayoutGenerator.Endings? {
    var (crlf, lf) = (0, 0)
    for (i, b) in bytes.enumerated() where b == 0x0A {
      if i > 0 && bytes[i - 1] == 0x0D { crlf += 1 } else { lf += 1 }
    }
    if crlf + lf == 0 { return nil }
    return crlf == 0 ? .lf : lf == 0 ? .crlf : .mixed
  }

  /// Every non-table value by its path, whatever table syntax holds it.
  static func leaves(_ bytes: [UInt8]) -> [[String]: TOMLValue] {
    guard let document = try? TOMLDocument.parse(bytes: bytes) else { return [:] }
    var result: [[String]: TOMLValue] = [:]
    func walk(_ table: TOMLTable, _ path: [String]) {
      for (key, value, _) in table.entries {
        if case .table(let inner) = value { walk(inner, path + [key]) } else { result[path + [key]] = value }
      }
    }
    walk(document.root, [])
    return result
  }

  static func shown(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self).debugDescription }
}

/// Random valid Solverv configs in every layout TOML allows, and random settings edits.
enum LayoutGenerator {
  enum Endings: String { case lf, crlf, mixed }

  struct Layout {
    let bytes: [UInt8]
    let endings: Endings
    /// A unique word in each comment: each must be in the result exactly once.
    let comments: [String]
  }

  struct Edit {
    let key: String
    let text: String
    let value: SettingValue
  }

  static let cities = ["Oslo", "Tokyo", "Lisbon", "Tromsø"]

  static func edit(random: inout SeededRandom) -> Edit {
    switch random.below(12) {
    case 0: let v = random.pick(["auto", "en", "nb", "sv", "de", "fi"]); return Edit(key: "language", text: v, value: .string(v))
    case 1: let v = random.pick(["auto", "24h", "12h"]); return Edit(key: "clock", text: v, value: .string(v))
    case 2: let v = random.pick(["auto", "dmy", "mdy", "ymd"]); return Edit(key: "date_order", text: v, value: .string(v))
    case 3: let v = random.pick(["auto", "north", "south"]); return Edit(key: "hemisphere", text: v, value: .string(v))
    case 4: let v = random.below(12) + 1; return Edit(key: "events", text: String(v), value: .integer(v))
    case 5:
      let v = random.pick(["sunrise", "sunset", String(format: "%02d:%02d", random.below(24), random.below(60))])
      return Edit(key: "notifications.at", text: v, value: .string(v))
    case 6: let v = random.pick(cities); return Edit(key: "location.city", text: v, value: .string(v))
    default:
      let key = random.pick(["enabled", "daily_change", "since_solstice", "summer_mode", "sad"])
      let v = random.chance(percent: 50)
      return Edit(key: "notifications." + key, text: String(v), value: .boolean(v))
    }
  }

  static func make(index: Int, random: inout SeededRandom) -> Layout {
    let endings: Endings = [.lf, .crlf, .mixed][index % 3]
    var out = ""
    var comments: [String] = []
    var serial = 0
    func eol() -> String {
      switch endings {
      case .lf: "\n"
      case .crlf: "\r\n"
      case .mixed: random.chance(percent: 50) ? "\r\n" : "\n"
      }
    }
    func comment() -> String {
      serial += 1
      let token = "note\(index)x\(serial)z"
      comments.append(token)
      return "# \(token) " + random.pick(["", "[location]", "clock = \"x\"", "\"\"\"", "ÆØÅ ☀️"])
    }
    func trailing() -> String { random.chance(percent: 30) ? random.pick([" ", "  ", "\t"]) + comment() : random.pick(["", "", " "]) }
    func filler() -> String {
      var text = ""
      for _ in 0..<random.below(3) { text += random.chance(percent: 50) ? comment() + eol() : random.pick(["", "  ", "\t"]) + eol() }
      return text
    }
    func indent() -> String { random.chance(percent: 20) ? random.pick([" ", "  ", "\t"]) : "" }
    func key(_ name: String) -> String {
      name.split(separator: ".").map { random.chance(percent: 15) ? "\"\($0)\"" : String($0) }.joined(separator: random.pick([".", " . "]))
    }
    func eq() -> String { random.pick([" = ", "=", " =  ", "\t= "]) }
    func string(_ text: String) -> String { random.chance(percent: 25) ? "'\(text)'" : "\"\(text)\"" }
    func line(_ k: String, _ v: String) -> String { indent() + key(k) + eq() + v + trailing() + eol() }
    // Place lines carry no comment: setting a city rightly removes them (coordinates, inline).
    func placeLine(_ k: String, _ v: String) -> String { indent() + key(k) + eq() + v + eol() }
    func multiLine() -> String {
      // A multi-line string whose lines look like headers, keys and comments, with the file's
      // own (literal) line endings inside.
      let body = random.shuffled(["[location]", "clock = \"x\"", "# not a comment", "[notifications]", "  at = 1", "text"])
        .prefix(random.below(4) + 1)
      let literal = random.chance(percent: 40)
      let quote = literal ? "'''" : "\"\"\""
      var text = quote + (random.chance(percent: 50) ? eol() : "")
      for part in body { text += part + eol() }
      if !literal, random.chance(percent: 30) { text += "joined \\" + eol() + "   on" + eol() }
      return text + quote
    }

    if random.chance(percent: 10) { out += "\u{FEFF}" }
    out += filler()

    // Top level: plain keys, perhaps dotted notifications and location, perhaps inline tables.
    var top: [String] = []
    let scalars: [(String, String)] = [
      ("language", string(random.pick(["en", "nb", "auto", "de"]))), ("clock", string(random.pick(["24h", "12h", "auto"]))),
      ("date_order", string(random.pick(["dmy", "ymd", "auto"]))), ("hemisphere", string(random.pick(["north", "auto"]))),
      ("events", String(random.below(12) + 1)),
    ]
    for (k, v) in scalars where random.chance(percent: 50) { top.append(line(k, v)) }

    var notificationKeys: [(String, String)] = []
    for k in ["enabled", "at", "daily_change", "since_solstice", "summer_mode", "sad"] where random.chance(percent: 40) {
      notificationKeys.append((k, k == "at" ? string(random.pick(["sunrise", "sunset", "07:00"])) : random.pick(["true", "false"])))
    }
    if notificationKeys.contains(where: { $0 == ("daily_change", "false") }) {
      notificationKeys.removeAll { $0.0 == "since_solstice" }
    }
    let notificationForm = random.below(4)  // 0 none/header-less, 1 header, 2 inline, 3 dotted
    switch notificationForm {
    case 2:
      let members = notificationKeys.map { "\($0.0)\(random.pick([" = ", "="]))\($0.1)" }.joined(separator: random.pick([", ", ","]))
      top.append(indent() + "notifications" + eq() + (members.isEmpty ? "{}" : "{ \(members) }") + trailing() + eol())
    case 3:
      for (k, v) in notificationKeys { top.append(line("notifications.\(k)", v)) }
    default: break
    }

    let city = random.pick(cities)
    let locationForm = random.below(5)  // 0 none, 1 header city, 2 dotted city, 3 inline city, 4 header coordinates
    switch locationForm {
    case 2: top.append(placeLine("location.city", string(city)))
    case 3: top.append(indent() + "location" + eq() + "{ city = \(string(city)) }" + eol())
    default: break
    }
    for item in random.shuffled(top) { out += item + filler() }

    // Tables in any order.
    var sections: [String] = []
    if notificationForm == 1 {
      var text = "[notifications]" + trailing() + eol()
      for (k, v) in notificationKeys { text += filler() + line(k, v) }
      sections.append(text)
    }
    if locationForm == 1 { sections.append("[location]" + trailing() + eol() + filler() + placeLine("city", string(city))) }
    if locationForm == 4 {
      sections.append(
        "[location]" + eol() + placeLine("latitude", "59.91") + filler() + placeLine("longitude", "10.75")
          + placeLine("timezone", string("Europe/Oslo")))
    }
    var dottedFormats = ""
    for name in ["waybar", "polybar"] where random.chance(percent: 40) {
      if random.chance(percent: 30) {
        dottedFormats += indent() + "\(name).click = " + multiLine() + trailing() + eol() + line("\(name).size", string("small"))
      } else {
        var text = "[format.\(name)]" + trailing() + eol() + filler() + indent() + "click" + eq() + multiLine() + trailing() + eol()
        if random.chance(percent: 50) { text += line("template", string("sun")) }
        sections.append(text)
      }
    }
    if !dottedFormats.isEmpty { sections.append("[format]" + eol() + dottedFormats) }
    for section in random.shuffled(sections) { out += (random.chance(percent: 70) ? eol() : "") + section + filler() }
    var bytes = Array(out.utf8)
    if random.chance(percent: 10) {
      // No line break after the last line.
      while bytes.last == 0x0A || bytes.last == 0x0D || bytes.last == 0x20 || bytes.last == 0x09 { bytes.removeLast() }
    }
    // A file that ends in the middle of a comment line has lost nothing a check could see.
    return Layout(bytes: bytes, endings: endings, comments: comments)
  }
}

extension SettingValue {
  var toml: TOMLValue {
    switch self {
    case .string(let text): .string(text)
    case .integer(let number): .integer(Int64(number))
    case .boolean(let flag): .boolean(flag)
    }
  }
}
