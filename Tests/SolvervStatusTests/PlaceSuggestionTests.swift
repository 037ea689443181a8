import Foundation
import Testing

/// A misspelt place is not a dead end: the error offers the nearest spellings ("did you mean"),
/// `locate` lists them with exit 0, and a binary without its places file says the small towns
/// were not searched.
@Suite struct PlaceSuggestionTests {
  static let withFile = ["SOLVERV_PLACES": PlacesFileCommandTests.placesFile]

  @Test("--location osloo: did you mean Oslo; Gotheburg: Gothenburg; a country narrows them")
  func didYouMean() {
    let oslo = CLI.run(["--location", "osloo"], environment: Self.withFile)
    #expect(oslo.status == 64, "\(oslo.status) \(oslo.stderr)")
    // Oslo first (the most populous of the names one mistake away; Oslob, PH, is one too).
    #expect(oslo.stderr.contains("unknown place 'osloo': did you mean \"Oslo, Oslo, NO\""), "\(oslo.stderr)")
    // Only the nearest: no name two mistakes away rides along.
    #expect(!oslo.stderr.contains("Osaka"), "\(oslo.stderr)")
    let gothenburg = CLI.run(["--location", "Gotheburg"], environment: Self.withFile)
    #expect(gothenburg.stderr.contains("did you mean \"Gothenburg, Västra Götaland, SE\""), "\(gothenburg.stderr)")
    // A country after the comma narrows the suggestions too.
    let narrowed = CLI.run(["--location", "Berlinn, DE"], environment: Self.withFile)
    #expect(narrowed.stderr.contains("did you mean \"Berlin, Berlin, DE\"?"), "\(narrowed.stderr)")
    // Nothing near: the old advice.
    let nothing = CLI.run(["--location", "xqzzyq"], environment: Self.withFile)
    #expect(nothing.stderr.contains("unknown place 'xqzzyq': try `solverv-status locate xqzzyq`"), "\(nothing.stderr)")
  }

  @Test("locate osloo lists the nearest spellings with exit 0; JSON marks them near; nothing near is exit 1")
  func locateNear() throws {
    let text = CLI.run(["locate", "osloo"], environment: Self.withFile)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.hasPrefix("No place is called 'osloo'; the nearest spellings:\n"), "\(text.stdout)")
    #expect(text.stdout.contains("Oslo, Oslo, NO"))
    let json = CLI.run(["locate", "Drobakk", "--format", "json"], environment: Self.withFile)
    #expect(json.status == 0, "\(json.stderr)")
    let first = try #require(json.array.first, "\(json.stdout)")
    #expect(first["name"] as? String == "Drøbak" && first["near"] as? Bool == true, "\(first)")
    // An exact match carries no `near`.
    let exact = CLI.run(["locate", "Oslo", "--format", "json", "--limit", "1"], environment: Self.withFile)
    #expect(exact.array.first?["near"] == nil, "\(exact.stdout)")
    let none = CLI.run(["locate", "xqzzyq"], environment: Self.withFile)
    #expect(none.status == 1 && none.stderr.contains("no city matches 'xqzzyq'"))
  }

  @Test("a binary without its places file: the error says only the built-in cities were searched, and where the file belongs")
  func missingPlacesFile() throws {
    let root = try PlacesFileCommandTests.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let bin = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let binary = bin.appendingPathComponent("solverv-status").path
    #expect(CLI.run([CLI.binary, binary], executable: "/bin/cp").status == 0)
    let alone = CLI.run(["--location", "Reine"], executable: binary)
    #expect(alone.status == 64)
    #expect(
      alone.stderr.contains("built-in cities of 15,000 people or more were searched: the places file with every town of 1,000 is not installed at \(root.path)/share/solverv/places.txt"),
      "\(alone.stderr)")
    let locate = CLI.run(["locate", "Drøbak"], executable: binary)
    #expect(locate.stderr.contains("the places file with every town of 1,000 is not installed at "), "\(locate.stderr)")
    // Installed beside it, Reine (Lofoten, a village) is found.
    let share = root.appendingPathComponent("share/solverv")
    try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
    #expect(CLI.run([PlacesFileCommandTests.placesFile, share.path + "/places.txt"], executable: "/bin/cp").status == 0)
    let found = CLI.run(["--location", "Reine", "--format", "json", "--at", "2026-12-01T12:00:00Z"], executable: binary)
    #expect(found.status == 0, "\(found.stderr)")
  }
}

/// `location = "auto"` in a one-shot command: the stand-in place is marked and the hint says
/// automatic location is unavailable.
@Suite struct AutomaticLocationCLITests {
  @Test("the JSON marks the stand-in, the tooltip says automatic location is unavailable, in the language")
  func autoInTheCLI() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("location = \"auto\"\n")
    let json = sandbox.run(["--format", "json", "--at", "2026-12-01T12:00"])
    let location = try #require((json.json as? [String: Any])?["location"] as? [String: Any], "\(json.stdout)")
    #expect(location["automatic_unavailable"] as? Bool == true, "\(location)")
    let bar = sandbox.run(["--format", "waybar", "--at", "2026-12-01T12:00"])
    #expect(bar.stdout.contains("automatic location unavailable: set it with --location or in config.toml"), "\(bar.stdout)")
    let german = sandbox.run(["--format", "waybar", "--at", "2026-12-01T12:00", "--lang", "de"])
    #expect(german.stdout.contains("automatische Ortung nicht verfügbar"), "\(german.stdout)")
    // A place of its own: no such hint, and the flag is false.
    sandbox.writeConfig("location = \"auto\"\n")
    let chosen = sandbox.run(["--format", "json", "--at", "2026-12-01T12:00", "--location", "Oslo"])
    let place = try #require((chosen.json as? [String: Any])?["location"] as? [String: Any])
    #expect(place["automatic_unavailable"] as? Bool == false)
  }
}
