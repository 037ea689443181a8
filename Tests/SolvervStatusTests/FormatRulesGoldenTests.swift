import Foundation
import SolvervEngine
import Testing

/// Numbers, times and dates in each language's form, one golden file per
/// language of the real binary's output (`Golden/formats-<code>.txt`): the percent on the large
/// line, Waybar, conky and the view; negative durations; the 12-hour clock's AM/PM; a zone
/// abbreviation; date and time together; the `sun` table (separators, "above/below all day",
/// a zero day length) and the chart's hour axis. To accept a deliberate change, run with
/// SOLVERV_UPDATE_GOLDEN=1 and review the diff.
struct FormatRulesGoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  static let oslo = ["--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--name", "Oslo"]
  static let tromso = ["--lat", "69.6492", "--lon", "18.9553", "--tz", "Europe/Oslo", "--name", "Tromsø"]
  /// After sunset in November: losing days, 67 % of the way to the solstice.
  static let evening = ["--at", "2026-11-22T17:00"]

  /// The outputs of `code`, one labelled line each, from a clean sandbox on a UTC system.
  static func outputs(_ code: String) -> String {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let utc = ["TZ": "UTC", "LANG": "C.UTF-8"]
    func run(_ arguments: [String]) -> String {
      let result = sandbox.run(["--lang", code] + arguments, environment: utc)
      #expect(result.status == 0, "\(code) \(arguments): \(result.stderr)")
      return result.stdout.trimmingCharacters(in: .newlines)
    }
    func view(_ arguments: [String]) -> [String: Any] {
      let text = run(["--format", "view"] + arguments)
      return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }
    var lines: [(String, String)] = []
    lines.append(("large", run(["--size", "large"] + oslo + evening)))
    let waybar = run(["--format", "waybar", "--size", "large"] + oslo + evening)
    let waybarObject = (try? JSONSerialization.jsonObject(with: Data(waybar.utf8))) as? [String: Any] ?? [:]
    lines.append(("waybar text", waybarObject["text"] as? String ?? "?"))
    let tooltip = (waybarObject["tooltip"] as? String ?? "").split(separator: "\n")
    lines.append(("waybar tooltip progress", tooltip.count > 1 ? String(tooltip[1]) : "?"))
    let conky = run(["--format", "conky", "--size", "large"] + oslo + evening).split(separator: "\n")
    lines.append(("conky progress", conky.count > 1 ? String(conky[1]) : "?"))
    let model = view(oslo + evening)
    lines.append(("view progress_text", model["progress_text"] as? String ?? "?"))
    lines.append(("view when", model["when"] as? String ?? "?"))
    let daylight = model["daylight"] as? [String: Any]
    let rows = (daylight?["rows"] as? [[String: Any]] ?? []).map { "\($0["label"] ?? "?"): \($0["text"] ?? "?")" }
    lines.append(("view daylight rows", rows.joined(separator: " | ")))
    lines.append(("message", daylight?["message"] as? String ?? "?"))
    let place = model["place"] as? [String: Any]
    lines.append(("zone marker, winter", place?["zone_marker"] as? String ?? "?"))
    let summer = view(oslo + ["--at", "2026-06-12T12:00"])
    lines.append(("zone marker, summer", (summer["place"] as? [String: Any])?["zone_marker"] as? String ?? "?"))
    let newYork = view(["--lat", "40.71", "--lon", "-74.01", "--tz", "America/New_York", "--name", "New York"] + evening)
    lines.append(("zone marker, behind", (newYork["place"] as? [String: Any])?["zone_marker"] as? String ?? "?"))
    let durations = "{delta_today} {sun_delta:hm} {delta_since_solstice:hms} {delta_today:minutes}"
    lines.append(("negative durations", run(["--template", durations] + oslo + evening)))
    lines.append(("solstice day", run(["--size", "large"] + oslo + ["--at", "2026-12-21T12:00"])))
    let twelve = "{sunrise} {sunset} {time} {time:%-I:%M %p}"
    lines.append(("12-hour clock", run(["--clock", "12h", "--template", twelve] + oslo + evening)))
    lines.append(("polar night", run(["--template", "{message}"] + tromso + ["--at", "2026-12-12T12:00"])))
    lines.append(("compare", run(["compare", "2027-06-21"] + oslo + evening)))
    lines.append(("sun table", run(["sun", "--date", "2026-12-21", "--format", "text", "--altitude", "-3"] + tromso)))
    lines.append(("sun table, midnight sun", run(["sun", "--date", "2026-06-21", "--format", "text"] + tromso)))
    let chart = run(["chart", "--year", "2027"] + oslo)
    let axis = chart.components(separatedBy: "<text ").compactMap { piece -> String? in
      guard let start = piece.firstIndex(of: ">") else { return nil }
      let rest = piece[piece.index(after: start)...]
      guard let end = rest.firstIndex(of: "<") else { return nil }
      let label = String(rest[..<end])
      return label.count == 5 && label.first!.isNumber && label.last == "0" ? label : nil
    }
    lines.append(("chart hour axis", axis.joined(separator: " ")))
    return lines.map { "== \($0.0)\n\($0.1)\n" }.joined()
  }

  @Test(arguments: Languages.codes)
  func formatsMatchTheGoldenFile(code: String) throws {
    let output = Self.outputs(code)
    let file = Self.folder.appendingPathComponent("formats-\(code).txt")
    if ProcessInfo.processInfo.environment["SOLVERV_UPDATE_GOLDEN"] != nil {
      try output.write(to: file, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: file, encoding: .utf8)
    #expect(output == expected, "golden mismatch for \(code); diff \(file.path) against the output")
  }

  /// The rules the golden files hold, stated so a regenerated file cannot quietly lose them.
  @Test(arguments: Languages.codes)
  func theRulesHold(code: String) throws {
    let output = Self.outputs(code)
    let english = code == "en"
    // Percent: "67%" in English, "67 %" with a no-break space elsewhere, on every surface.
    #expect(output.contains(english ? "67%" : "67\u{00A0}%"), "\(code)")
    #expect(!output.contains(english ? "67\u{00A0}%" : "67%"), "\(code)")
    // A negative duration: U+2212 outside English, never "-4 min"; the bare number stays ASCII.
    let minus = english ? "-4 " : "\u{2212}4 "
    #expect(output.contains(minus), "\(code)")
    if !english { #expect(!output.contains("-4 "), "\(code)") }
    #expect(output.contains("== negative durations\n") && output.contains(" -4\n"), "\(code)")
    // The chart's hour axis: ":" or Danish/Finnish ".".
    let separator = code == "da" || code == "fi" ? "." : ":"
    #expect(output.contains("== chart hour axis\n00\(separator)00 03\(separator)00"), "\(code)")
    #expect(output.contains("11\(separator)42\(separator)13"), "\(code): the sun table's noon")
    // Swedish seconds: "s" everywhere (the glossary), never "sek": the solstice day's "(−10 s)".
    if code == "sv" { #expect(output.contains("(\u{2212}10 s)") && !output.contains("sek"), "\(output)") }
    // Finnish joins date and time with "klo".
    if code == "fi" { #expect(output.contains("21.12.2026 klo 21.50"), "\(output)") }
    // German zone names.
    if code == "de" { #expect(output.contains("MEZ, +1 Std.") && output.contains("MESZ, +2 Std."), "\(output)") }
  }
}
