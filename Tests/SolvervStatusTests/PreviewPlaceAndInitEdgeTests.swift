import Foundation
import Testing

/// Small things a new user tripped over — the preview's title, the place
/// written twice, `config init --location`, and a message mixing tones near the equator.
struct PreviewPlaceAndInitEdgeTests {
  @Test("notify --preview before the day's moment still prints the title line, then the body")
  func notifyPreviewBeforeTheMomentKeepsItsTitle() {
    let result = CLI.run(["notify", "--preview", "--location", "Oslo", "--at", "2027-01-10T03:00"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.count == 2 && lines.first == "Daylight · Oslo", "\(result.stdout)")
    #expect(lines.last?.hasPrefix("☀️ +") == true, "\(result.stdout)")
    #expect(result.stderr.contains("not sent at this moment: waiting for today's sunrise"), "\(result.stderr)")
    // After the moment: the same two lines, sent.
    let sent = CLI.run(["notify", "--preview", "--location", "Oslo", "--at", "2027-01-10T12:00"])
    #expect(sent.stdout.split(separator: "\n").first == "Daylight · Oslo" && sent.stderr.isEmpty, "\(sent)")
  }

  @Test("config check names a place given by coordinates once, and a named one with its coordinates")
  func configCheckNamesACoordinatePlaceOnce() {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\nlatitude = 59.9\nlongitude = 10.75\n")
    let plain = sandbox.run(["config", "check"])
    #expect(plain.status == 0)
    #expect(plain.stdout.contains("\nlocation: 59.9°N 10.75°E Europe/Oslo (config)\n"), "\(plain.stdout)")
    sandbox.writeConfig("[location]\nname = \"Home\"\nlatitude = 59.9\nlongitude = 10.75\n")
    let named = sandbox.run(["config", "check"])
    #expect(named.stdout.contains("\nlocation: Home 59.9°N 10.75°E Europe/Oslo (config)\n"), "\(named.stdout)")
  }

  @Test("config init takes --location like every other command, and --lat/--lon/--name/--tz, and writes them")
  func configInitTakesThePlaceOptions() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let city = sandbox.run(["config", "init", "--location", "Oslo"])
    #expect(city.status == 0, "\(city.stderr)")
    #expect(try String(contentsOfFile: sandbox.configPath, encoding: .utf8).contains("\n[location]\ncity = \"Oslo\"\n"))
    #expect(sandbox.run(["config", "get", "location.city"]).stdout == "Oslo\n")

    let coordinates = sandbox.run([
      "config", "init", "--force", "--lat", "-33.9", "--lon", "18.42", "--name", "Home", "--tz", "Africa/Johannesburg",
    ])
    #expect(coordinates.status == 0, "\(coordinates.stderr)")
    let text = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
    #expect(text.contains("\nname = \"Home\"\nlatitude = -33.9 "), "\(text)")
    #expect(text.contains("\nlongitude = 18.42 ") && text.contains("\ntimezone = \"Africa/Johannesburg\"\n"), "\(text)")
    // Without --tz, the nearest city's zone, as the status line takes it.
    #expect(sandbox.run(["config", "init", "--force", "--lat", "35.68", "--lon", "139.69"]).status == 0)
    #expect(try String(contentsOfFile: sandbox.configPath, encoding: .utf8).contains("\ntimezone = \"Asia/Tokyo\"\n"))
    #expect(sandbox.run(["config", "check"]).stdout.contains("location: 35.68°N 139.69°E Asia/Tokyo (config)"))

    // Mistakes are argument errors and write nothing.
    let before = try String(contentsOfFile: sandbox.configPath, encoding: .utf8)
    for arguments in [
      ["--location", "Oslo", "--lat", "1", "--lon", "2"], ["--location", "Atlantis2"], ["--lat", "91", "--lon", "0"],
      ["--lat", "1"], ["--location", "Oslo", "--city", "Bergen"], ["--location", "Oslo", "--tz", "Asia/Tokyo"],
    ] {
      let result = sandbox.run(["config", "init", "--force"] + arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
    }
    #expect(try String(contentsOfFile: sandbox.configPath, encoding: .utf8) == before)
  }

  @Test("near the equator the two halves of the message agree in form: both signed when they differ in sign")
  func equatorMessageHalvesAgreeInTone() throws {
    // Kampala's latitude, 2027-03-02: today gains a second while the season since Dec 21 lost nine.
    let place = ["--lat", "0.3", "--lon", "32.6", "--tz", "Africa/Kampala", "--at", "2027-03-02T12:00", "--format", "json"]
    for (language, expected) in [
      ("en", "☀️ +1 sec today | -9 sec since Dec 21"), ("de", "seit dem"), ("nb", "siden"), ("sv", "sedan"),
      ("da", "siden"), ("fi", "lähtien"),
    ] {
      let result = CLI.run(place + ["--lang", language])
      let message = try #require((result.json as? [String: Any])?["message"] as? String, "\(language): \(result.stderr)")
      #expect(message.contains(expected), "\(language): \(message)")
      let words = String(message.split(separator: " ", maxSplits: 1).last ?? "")
      let halves = words.components(separatedBy: " | ")
      // The loss's sign: "-" in English, the minus sign U+2212 in the others.
      let minus = language == "en" ? "-" : "\u{2212}"
      #expect(halves.count == 2 && halves[0].hasPrefix("+") && halves[1].hasPrefix(minus), "\(language): \(message)")
    }
  }
}
