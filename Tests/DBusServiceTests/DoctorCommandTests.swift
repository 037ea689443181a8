import Foundation
import SolvervEngine
import TestSupport
import Testing

/// `solverv-status doctor` through the real binary, against the real daemon on a private session
/// bus (and a private system bus), in the six states a first day meets: fresh, no place, automatic
/// location without GeoClue, no places file, the service stopped, and everything right.
@Suite(.serialized) struct DoctorCommandTests {
  static let oslo = "[location]\ncity = \"Oslo\"\n"
  static let places = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Data/places.txt").path

  /// The doctor's lines by their first word (Service, Notifications, Place, Automatic, Places,
  /// Portal), each with its mark.
  static func lines(_ stdout: String) -> [String: String] {
    var found: [String: String] = [:]
    for line in stdout.split(separator: "\n") {
      let words = line.split(separator: " ")
      guard words.count > 2 else { continue }
      found[String(words[1] == "Places" ? "Places" : words[1].trimmingCharacters(in: [":"]))] = String(line)
    }
    return found
  }

  /// A harness with the places file offered (as a package installs it), unless `placesFile` is false.
  static func harness(config: String?, placesFile: Bool = true, systemBus: Bool = false) throws -> DaemonHarness {
    let harness = try DaemonHarness(config: config, withSystemBus: systemBus)
    if placesFile { harness.extraEnvironment["SOLVERV_PLACES"] = places }
    return harness
  }

  @Test("Fresh: no config, no service — the service and the place are ✗ with what to do, exit 1")
  func fresh() throws {
    let harness = try Self.harness(config: nil)
    defer { harness.stop() }
    let result = harness.cli(["doctor"])
    let lines = Self.lines(result.stdout)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(lines.count == 6, "\(result.stdout)")
    #expect(lines["Service"]?.hasPrefix("✗ Service: not running – start it: systemctl --user enable --now solverv") == true)
    #expect(lines["Notifications"] == "✓ Notifications: on")
    #expect(lines["Place"]?.hasPrefix("✗ Place: not chosen") == true)
    #expect(lines["Place"]?.contains("solverv-status config set location.city") == true)
    #expect(lines["Automatic"] == "– Automatic place: not used")
    #expect(lines["Places"] == "✓ Places file: \(Self.places)")
    #expect(lines["Portal"] == "– Portal: not used (theme.enabled is off)")
    #expect(result.stderr.isEmpty)
  }

  @Test("No place: the service runs, the place is ✗ and named as the fallback, exit 1")
  func noPlace() throws {
    let harness = try Self.harness(config: "[notifications]\nenabled = false\n")
    defer { harness.stop() }
    try harness.start()
    let result = harness.cli(["doctor"])
    let lines = Self.lines(result.stdout)
    #expect(result.status == 1)
    #expect(lines["Service"] == "✓ Service: running (io.github.solverv.Solverv1 on the session bus)")
    #expect(lines["Notifications"]?.hasPrefix("✗ Notifications: off – turn them on: solverv-status config set notifications.enabled true") == true)
    #expect(lines["Place"]?.hasPrefix("✗ Place: not chosen (showing Oslo") == true, "\(result.stdout)")
  }

  @Test("location.auto without GeoClue on the system bus: ✗ with the fix; with a GeoClue there: ✓")
  func autoWithoutGeoClue() throws {
    let harness = try Self.harness(config: "location = \"auto\"\n", systemBus: true)
    defer { harness.stop() }
    try harness.start()
    let without = harness.cli(["doctor"])
    let lines = Self.lines(without.stdout)
    #expect(without.status == 1)
    #expect(lines["Place"] == "✓ Place: automatic (GeoClue)")
    #expect(lines["Automatic"]?.hasPrefix("✗ Automatic place: GeoClue is not on the system bus – install GeoClue") == true)

    let geoclue = try FakeService.geoclue(address: try #require(harness.systemBus).address)
    defer { geoclue.kill() }
    let with = harness.cli(["doctor"])
    #expect(Self.lines(with.stdout)["Automatic"] == "✓ Automatic place: GeoClue is on the system bus")
    #expect(with.status == 0, "\(with.stdout)")
  }

  @Test("No places file (the binary without the package's share/): ✗ naming where it was looked for, exit 1")
  func noPlacesFile() throws {
    let harness = try Self.harness(config: Self.oslo, placesFile: false)
    defer { harness.stop() }
    try harness.start()
    let result = harness.cli(["doctor"])
    let places = try #require(Self.lines(result.stdout)["Places"])
    #expect(result.status == 1)
    #expect(places.hasPrefix("✗ Places file: missing (/") && places.hasSuffix("set SOLVERV_PLACES to the file's path"), "\(places)")
    #expect(places.contains("/share/solverv/places.txt"))
    // A file that is there but not a places file is named with the reason.
    let folder = harness.home.appendingPathComponent("a-folder")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    harness.extraEnvironment["SOLVERV_PLACES"] = folder.path
    let refused = harness.cli(["doctor"])
    #expect(Self.lines(refused.stdout)["Places"]?.hasPrefix("✗ Places file: \(folder.path) is not used: ") == true, "\(refused.stdout)")
    #expect(refused.stderr.isEmpty, "named once, in its line: \(refused.stderr)")
    #expect(Self.lines(refused.stdout)["Places"]?.contains("it is a directory, not a regular file") == true)
    // The reason in each language too: a folder, an empty file, another release's file.
    let empty = harness.home.appendingPathComponent("zero-bytes.txt"), old = harness.home.appendingPathComponent("previous.txt")
    try Data().write(to: empty)
    try Data("solverv-places 1\n".utf8).write(to: old)
    let words: [String: [String]] = [
      "nb": ["den er en mappe, ikke en vanlig fil", "den er tom", "den har formatet «solverv-places 1»"],
      "sv": ["den är en mapp, inte en vanlig fil", "den är tom", "den har formatet ”solverv-places 1”"],
      "da": ["den er en mappe, ikke en almindelig fil", "den er tom", "den har formatet »solverv-places 1«"],
      "fi": ["se on kansio eikä tavallinen tiedosto", "se on tyhjä", "sen muoto on ”solverv-places 1”"],
      "de": ["sie ist ein Ordner, keine reguläre Datei", "sie ist leer", "sie hat das Format „solverv-places 1“"],
    ]
    for (code, expected) in words {
      for (path, phrase) in zip([folder.path, empty.path, old.path], expected) {
        harness.extraEnvironment["SOLVERV_PLACES"] = path
        let line = Self.lines(harness.cli(["doctor", "--lang", code]).stdout).values.first { $0.contains(path) } ?? ""
        #expect(line.contains(": \(phrase)"), "\(code): \(line)")
        for english in ["it is", "not a regular file", "empty", "format '", "release"] {
          #expect(!line.contains(english), "\(code): '\(english)' in \(line)")
        }
      }
    }
  }

  @Test("Service stopped: the daemon ran and was stopped, the service and the portal are ✗, exit 1")
  func serviceStopped() throws {
    let harness = try Self.harness(config: Self.oslo + "[theme]\nenabled = true\n")
    defer { harness.stop() }
    try harness.start()
    #expect(harness.waitForLog("serving org.freedesktop.impl.portal.Settings", timeout: 30))
    #expect(Self.lines(harness.cli(["doctor"]).stdout)["Service"]?.hasPrefix("✓") == true)
    harness.stopDaemon()
    let result = harness.cli(["doctor"])
    let lines = Self.lines(result.stdout)
    #expect(result.status == 1)
    #expect(lines["Service"]?.hasPrefix("✗ Service: not running") == true)
    #expect(lines["Portal"]?.hasPrefix("✗ Portal: org.freedesktop.impl.portal.desktop.solverv is not claimed – restart") == true)
    #expect(lines["Place"] == "✓ Place: Oslo")
  }

  @Test("All good: the service, the portal, the place, the places file — every line ✓ or –, exit 0")
  func allGood() throws {
    let harness = try Self.harness(config: Self.oslo + "[theme]\nenabled = true\n")
    defer { harness.stop() }
    try harness.start()
    #expect(harness.waitForLog("serving org.freedesktop.impl.portal.Settings", timeout: 30))
    let result = harness.cli(["doctor"])
    let lines = Self.lines(result.stdout)
    #expect(result.status == 0, "\(result.stdout)")
    #expect(lines["Portal"] == "✓ Portal: org.freedesktop.impl.portal.desktop.solverv is claimed")
    #expect(lines["Service"]?.hasPrefix("✓") == true && lines["Place"] == "✓ Place: Oslo")
    #expect(lines["Automatic"] == "– Automatic place: not used")
    // --location overrides the config's place, given before the subcommand too.
    let sydney = harness.cli(["--location", "Sydney", "doctor"])
    #expect(Self.lines(sydney.stdout)["Place"]?.hasPrefix("✓ Place: Sydney") == true, "\(sydney.stdout) \(sydney.stderr)")

    // Every language: six lines, the same marks, the same exit status; never the English words.
    for code in Languages.codes where code != "en" {
      let other = harness.cli(["doctor", "--lang", code])
      #expect(other.status == 0)
      let marks = other.stdout.split(separator: "\n").map { $0.prefix(1) }
      #expect(marks == result.stdout.split(separator: "\n").map { $0.prefix(1) }, "\(code): \(other.stdout)")
      for english in ["Service", "Notifications", "Place", "running", "not used", "claimed"] {
        #expect(!other.stdout.contains(english), "\(code): \(english) in \(other.stdout)")
      }
    }
  }
}
