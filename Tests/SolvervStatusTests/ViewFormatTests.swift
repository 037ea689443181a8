import Foundation
import SolvervEngine
import Testing

/// `--format view` through the real binary: the applets' view as one documented JSON line, in
/// the config's language, errors as `{"schema":1,"error":…}`.
struct ViewFormatTests {
  static let oslo = ["--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--name", "Oslo"]

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
  }

  @Test("--format view prints the documented object on one line")
  func viewIsTheDocumentedObject() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    let result = sandbox.run(["--format", "view", "--at", "2026-11-22T17:00"] + Self.oslo)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    #expect(result.stdout.split(separator: "\n").count == 1)
    let view = try Self.object(result.stdout)
    #expect(
      Array(view.keys).sorted() == [
        "colour", "config_problem", "countdown", "daylight", "days_until", "description", "event_name", "events", "icon",
        "labels",
        "language", "place", "progress", "progress_bar", "progress_line", "progress_text", "schema", "season", "short",
        "sun", "text", "title", "valid_until", "when",
      ])
    #expect(view["config_problem"] as? String == "")  // only the daemon has a broken config to report
    #expect(view["text"] as? String == "❄️ Winter solstice in 29 days")
    let events = try #require((view["events"] as? [String: Any])?["rows"] as? [[String: Any]])
    #expect(events.count == 8 && events[0]["line"] as? String == "❄️ Winter solstice — Dec 21, 2026 21:50 · in 29 days")
    let sun = try #require(view["sun"] as? [String: Any])
    #expect(sun["heading"] as? String == "Tomorrow" && sun["shown_day"] as? String == "tomorrow")
    // The same words as the bars' large view (the text format's large size shares the builder's
    // strings through ViewLines; conky prints its lines).
    let conky = sandbox.run(["--format", "conky", "--size", "large", "--at", "2026-11-22T17:00"] + Self.oslo)
    #expect(conky.stdout.contains(sun["line"] as! String))
  }

  @Test("--format view speaks Bokmål when the config says language = \"nb\"")
  func viewFollowsTheConfigsLanguage() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("language = \"nb\"\n")
    let view = try Self.object(sandbox.run(["--format", "view", "--at", "2026-11-22T17:00"] + Self.oslo).stdout)
    #expect(view["language"] as? String == "nb" && view["text"] as? String == "❄️ Vintersolverv om 29 dager")
    let labels = view["labels"] as? [String: Any]
    #expect(labels?["refresh"] as? String == "Oppdater" && labels?["settings"] as? String == "Innstillinger …")
    #expect((view["daylight"] as? [String: Any])?["heading"] as? String == "Dagslys")
  }

  @Test("--template sets the view's compact text; other formats' output is unchanged by the view")
  func templateSetsTheCompactText() throws {
    let view = try Self.object(
      CLI.run(["--format", "view", "--template", "{days}d", "--at", "2026-11-22T12:00"] + Self.oslo).stdout)
    #expect(view["text"] as? String == "29d" && view["title"] as? String == "❄️ Winter solstice")
  }

  @Test("A broken config: the error object and status 78 when stdout is not a terminal")
  func brokenConfigGivesTheErrorObject() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location\n")
    let result = sandbox.run(["--format", "view"])
    #expect(result.status == 78)
    let object = try Self.object(result.stdout)
    #expect(object["schema"] as? Int == 1 && (object["error"] as? String)?.contains("config.toml") == true)
  }
}
