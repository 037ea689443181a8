import Foundation
import Testing

/// contrib/scripting/dark-light.sh in its `wait` mode, with the real binary and a theme command
/// that only prints: the first scheme it sets follows the Sun at a fixed `--at`. (`timeout`
/// ends it and its sleeping `wait` together: it signals the whole process group.)
struct DarkLightScriptTests {
  static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("contrib/scripting/dark-light.sh").path

  func firstScheme(at time: String) -> CLI.Result {
    let folder = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path
    return CLI.run(
      ["3", "sh", Self.script, "--lat", "59.9139", "--lon", "10.7522", "--tz", "Europe/Oslo", "--at", time],
      environment: ["PATH": "\(folder):/usr/bin:/bin", "THEME_COMMAND": "echo scheme"], executable: "/usr/bin/timeout")
  }

  @Test("dark-light.sh sets prefer-light by day and prefer-dark after sunset, then waits (Oslo, 2024-12-20)")
  func schemeFollowsTheSun() {
    let day = firstScheme(at: "2024-12-20T12:00")
    #expect(day.stdout == "scheme prefer-light\n", "\(day.stdout) \(day.stderr)")
    #expect(day.status == 124)  // still waiting for sunset when timeout ended it
    let night = firstScheme(at: "2024-12-20T20:00")
    #expect(night.stdout == "scheme prefer-dark\n", "\(night.stdout) \(night.stderr)")
    #expect(night.status == 124)
  }
}
