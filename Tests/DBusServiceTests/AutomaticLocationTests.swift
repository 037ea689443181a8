import DBusKit
import Foundation
import SolvervEngine
import Testing

/// `location = "auto"` with no GeoClue to answer: the daemon's view and tooltip say automatic
/// location is unavailable (not only "a default"), name the stand-in place, and the log says why.
@Suite(.serialized) struct AutomaticLocationTests {
  static func text(_ value: JSONValue?) -> String {
    if case .string(let text)? = value { return text }
    return ""
  }

  @Test("no GeoClue: the View's place line says automatic location is unavailable; its log too")
  func unavailableIsSaid() throws {
    let harness = try DaemonHarness(config: "location = \"auto\"\n[notifications]\nenabled = false\n")
    defer { harness.stop() }
    harness.extraEnvironment["TZ"] = "UTC"
    try harness.start(["--at", "2026-12-01T12:00"])
    let client = try harness.client()
    let view = try #require(try harness.property("View", on: client).flatMap(ViewPropertyTests.json))
    let line = Self.text(view["place"]?["line"])
    #expect(line.contains("automatic location unavailable: set it with --location or in config.toml"), "\(line)")
    #expect(harness.logText.contains("automatic location unavailable: no system bus to ask GeoClue; using "), "\(harness.logText)")
    // The same config in Bokmål: the words are the language's.
    try "language = \"nb\"\nlocation = \"auto\"\n[notifications]\nenabled = false\n".write(
      to: harness.configFile, atomically: true, encoding: .utf8)
    let deadline = Date().addingTimeInterval(20)
    var norsk = ""
    while Date() < deadline {
      norsk = Self.text((try? harness.property("View", on: client)).flatMap { $0.flatMap(ViewPropertyTests.json) }?["place"]?["line"])
      if norsk.contains("automatisk posisjon utilgjengelig") { break }
      usleep(50_000)
    }
    #expect(norsk.contains("automatisk posisjon utilgjengelig"), "\(norsk)")
  }
}
