import Foundation
import Testing

/// Through the real binary: `theme`, the manual choice's file, the bars' `{theme}` and
/// Waybar classes, and the `[theme]` settings' checks. Instants are compared with what `sun`
/// prints for the same place and day, not with typed times.
@Suite(.serialized)
struct ThemeCommandTests {
  static let config = "[location]\ncity = \"Oslo\"\n[theme]\nenabled = true\n"

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
  }

  /// The sunset and next sunrise in Oslo as `sun --format json` prints them.
  func sunTimes(_ sandbox: Sandbox, _ day: String) throws -> (sunset: String, sunrise: String) {
    let output = sandbox.run(["sun", "--format", "json", "--date", day, "--days", "2"]).stdout
    let days = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]], "\(output)")
    return (try #require(days.first?["sunset"] as? String), try #require(days.last?["sunrise"] as? String))
  }

  @Test("Noon is light and 22:00 dark in Oslo; the next switch is the sunset `sun` prints")
  func stateFollowsTheSun() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(Self.config)
    let times = try sunTimes(sandbox, "2026-12-01")
    let noon = try json(sandbox.run(["theme", "--format", "json", "--at", "2026-12-01T12:00"]).stdout)
    #expect(noon["mode"] as? String == "light" && noon["color_scheme"] as? Int == 2)
    #expect((noon["next_switch"] as? String)?.prefix(16) == times.sunset.prefix(16), "\(noon) vs \(times)")
    #expect(noon["next_mode"] as? String == "dark")
    let night = try json(sandbox.run(["theme", "--format", "json", "--at", "2026-12-01T22:00"]).stdout)
    #expect(night["mode"] as? String == "dark" && night["color_scheme"] as? Int == 1)
    #expect((night["since"] as? String)?.prefix(16) == times.sunset.prefix(16))
    #expect((night["next_switch"] as? String)?.prefix(16) == times.sunrise.prefix(16))
    let text = sandbox.run(["theme", "--at", "2026-12-01T22:00"])
    #expect(text.status == 0 && text.stdout.hasPrefix("Dark since ") && text.stdout.contains("Next: light at "), "\(text.stdout)")
  }

  /// `clock` unset is `auto` here as on every surface: the locale's clock for English, the
  /// 24-hour one for a language the locale does not speak; `12h`/`24h` as chosen.
  @Test("theme's times are on the plan's clock: auto follows the locale, a choice wins")
  func timesOnThePlansClock() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(Self.config)
    let at = ["theme", "--at", "2026-12-01T22:00"]
    let us = sandbox.run(at, environment: ["LANG": "en_US.UTF-8", "LC_ALL": "", "LC_TIME": ""])
    #expect(us.status == 0 && us.stdout.contains(" AM") && !us.stdout.contains(":00 ("), "\(us.stdout)")
    let gb = sandbox.run(at, environment: ["LANG": "en_GB.UTF-8", "LC_ALL": "", "LC_TIME": ""])
    #expect(gb.status == 0 && !gb.stdout.contains(" AM") && !gb.stdout.contains(" PM"), "\(gb.stdout)")
    let german = sandbox.run(at + ["--lang", "de"], environment: ["LANG": "en_US.UTF-8", "LC_ALL": "", "LC_TIME": ""])
    #expect(german.status == 0 && !german.stdout.contains("AM") && german.stdout.contains(" Uhr"), "\(german.stdout)")
    sandbox.writeConfig("clock = \"24h\"\n" + Self.config)
    let chosen = sandbox.run(at, environment: ["LANG": "en_US.UTF-8", "LC_ALL": "", "LC_TIME": ""])
    #expect(chosen.status == 0 && !chosen.stdout.contains(" AM") && !chosen.stdout.contains(" PM"), "\(chosen.stdout)")
  }

  @Test("A manual choice is a file in the state folder that holds until the next switch; auto removes it")
  func manualChoice() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(Self.config)
    let chosen = sandbox.run(["theme", "dark", "--at", "2026-12-01T12:00"])
    #expect(chosen.status == 0 && chosen.stdout.hasPrefix("Dark by choice until "), "\(chosen.stdout)\(chosen.stderr)")
    let file = sandbox.root.appendingPathComponent("state/solverv/theme-time-travel.toml").path
    let saved = try String(contentsOfFile: file, encoding: .utf8)
    #expect(saved.contains("mode = \"dark\""))
    // Time travel never touches the real choice.
    #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("state/solverv/theme.toml").path))
    let afternoon = try json(sandbox.run(["theme", "--format", "json", "--at", "2026-12-01T14:00"]).stdout)
    #expect(afternoon["mode"] as? String == "dark" && afternoon["cause"] as? String == "manual")
    let bar = sandbox.run(["--format", "waybar", "--at", "2026-12-01T14:00", "--template", "{theme}"])
    #expect(bar.stdout.contains(#""text":"dark""#) && bar.stdout.contains(#""dark"]"#), "\(bar.stdout)")
    // Dark until the next sunrise: after the sunset the sun keeps it dark, then it turns light.
    let night = try json(sandbox.run(["theme", "--format", "json", "--at", "2026-12-01T23:00"]).stdout)
    #expect(night["mode"] as? String == "dark" && night["cause"] as? String == "sun")
    let morning = try json(sandbox.run(["theme", "--format", "json", "--at", "2026-12-02T12:00"]).stdout)
    #expect(morning["mode"] as? String == "light")
    #expect(sandbox.run(["theme", "auto", "--at", "2026-12-01T12:00"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: file))
    let back = try json(sandbox.run(["theme", "--format", "json", "--at", "2026-12-01T14:00"]).stdout)
    #expect(back["mode"] as? String == "light" && back["cause"] as? String == "sun")
  }

  @Test("Switch off: nothing is shown or chosen, and the bars carry no theme")
  func switchOff() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig("[location]\ncity = \"Oslo\"\n")
    let state = sandbox.run(["theme"])
    #expect(state.status == 0 && state.stdout.contains("off"))
    let refused = sandbox.run(["theme", "dark"])
    #expect(refused.status == 78 && refused.stderr.contains("theme.enabled true"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("state/solverv/theme.toml").path))
    let bar = sandbox.run(["--format", "waybar", "--at", "2026-12-01T22:00", "--template", "{theme|'-'}"])
    #expect(bar.stdout.contains(#""text":"-""#) && !bar.stdout.contains(#""dark""#), "\(bar.stdout)")
    let json = sandbox.run(["--format", "json", "--at", "2026-12-01T22:00"])
    #expect(!json.stdout.contains(#""theme""#))
  }

  @Test("Bad choices, rules, offsets and limits name the value and what is allowed")
  func badValues() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(Self.config)
    let choice = sandbox.run(["theme", "dusk"])
    #expect(choice.status == 64 && choice.stderr.contains("'dusk'") && choice.stderr.contains("dark, light or auto"))
    for (key, value, allowed) in [
      ("theme.switch", "moon", "sun, civil, nautical or elevation"),
      ("theme.morning_offset", "241", "-240 to 240"),
      ("theme.elevation", "11", "-18 to 10"),
      ("theme.evening_not_after", "24:00", "HH:MM"),
    ] {
      let result = sandbox.run(["config", "set", key, value])
      #expect(result.status == 64 && result.stderr.contains(value) && result.stderr.contains(allowed), "\(key): \(result.stderr)")
    }
    sandbox.writeConfig(Self.config + "morning_not_before = \"09:00\"\nmorning_not_after = \"08:00\"\n")
    let crossed = sandbox.run(["theme"])
    #expect(crossed.status == 78 && crossed.stderr.contains("morning_not_after (08:00) is earlier than morning_not_before (09:00)"))
  }

  @Test("A choice file that is not a regular file or not valid is ignored: the sun decides, nothing hangs")
  func oddChoiceFiles() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(Self.config)
    let folder = sandbox.root.appendingPathComponent("state/solverv")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("theme.toml").path
    #expect(mkfifo(path, 0o600) == 0)
    let fifo = try json(sandbox.run(["theme", "--format", "json", "--at", "2026-12-01T12:00"]).stdout)
    #expect(fifo["mode"] as? String == "light")
    unlink(path)
    try "mode = \"purple\"\r\n".write(toFile: path, atomically: true, encoding: .utf8)
    let garbage = try json(sandbox.run(["theme", "--format", "json"]).stdout)
    #expect(garbage["cause"] as? String != "manual")
  }
  @Test(
    "Limits that drop every switch: one constant mode at every hour, said as the limits' doing; a choice holds until auto",
    arguments: [("12:00", "12:00"), ("23:59", "00:00")])
  func limitsThatLeaveNoSwitch(lightFrom: String, darkBy: String) throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    sandbox.writeConfig(
      Self.config + "morning_not_before = \"\(lightFrom)\"\nevening_not_after = \"\(darkBy)\"\n")
    for hour in ["03:00", "09:30", "12:00", "15:00", "22:00"] {
      let at = "2026-12-01T" + hour
      let state = try json(sandbox.run(["theme", "--format", "json", "--at", at]).stdout)
      #expect(state["mode"] as? String == "dark", "\(hour): \(state)")
      #expect(state["cause"] as? String == "limits", "\(hour): \(state)")
      #expect(state["next_switch"] is NSNull, "\(hour): \(state)")
      let text = sandbox.run(["theme", "--at", at]).stdout
      #expect(text.hasPrefix("Dark all day: your limits leave no switch"), "\(hour): \(text)")
      #expect(!text.contains("the Sun stays"), "a false claim about the Sun at \(hour): \(text)")
    }
    // The bar agrees with `theme` across the sunrise.
    let bar = sandbox.run(["--format", "waybar", "--at", "2026-12-01T12:30", "--template", "{theme}"])
    #expect(bar.stdout.contains(#""text":"dark""#), "\(bar.stdout)")
    // A manual choice holds (no switch will end it) until `theme auto`.
    #expect(sandbox.run(["theme", "light", "--at", "2026-12-01T12:00"]).status == 0)
    for at in ["2026-12-01T14:00", "2026-12-02T03:00", "2026-12-20T12:00"] {
      let state = try json(sandbox.run(["theme", "--format", "json", "--at", at]).stdout)
      #expect(state["mode"] as? String == "light" && state["cause"] as? String == "manual", "\(at): \(state)")
      #expect(state["manual_until"] is NSNull, "\(at): \(state)")
    }
    let text = sandbox.run(["theme", "--at", "2026-12-02T03:00"]).stdout
    #expect(text.hasPrefix("Light by choice: no switch comes, so it holds until `theme auto`"), "\(text)")
    #expect(sandbox.run(["theme", "auto", "--at", "2026-12-02T03:00"]).status == 0)
    let after = try json(sandbox.run(["theme", "--format", "json", "--at", "2026-12-02T03:00"]).stdout)
    #expect(after["mode"] as? String == "dark" && after["cause"] as? String == "limits", "\(after)")
  }
}
