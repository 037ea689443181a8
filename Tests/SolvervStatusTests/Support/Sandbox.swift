import Foundation
import TestSupport

/// A private HOME/XDG tree for one test, removed afterwards by the caller (`defer`).
struct Sandbox {
  let folder: ScratchFolder
  var root: URL { folder.url }

  init() {
    folder = try! ScratchFolder("test")
    try! FileManager.default.createDirectory(
      at: root.appendingPathComponent("config/solverv/formats"), withIntermediateDirectories: true)
    try! FileManager.default.createDirectory(at: root.appendingPathComponent("state"), withIntermediateDirectories: true)
  }

  var environment: [String: String] {
    [
      "HOME": root.path, "XDG_CONFIG_HOME": root.appendingPathComponent("config").path,
      "XDG_STATE_HOME": root.appendingPathComponent("state").path,
    ]
  }

  var configPath: String { root.appendingPathComponent("config/solverv/config.toml").path }

  func writeConfig(_ text: String) {
    try! text.write(toFile: configPath, atomically: true, encoding: .utf8)
  }

  func writeFormat(_ name: String, _ text: String) {
    try! text.write(
      toFile: root.appendingPathComponent("config/solverv/formats/\(name).toml").path, atomically: true, encoding: .utf8)
  }

  func remove() { folder.remove() }

  func run(_ arguments: [String], environment extra: [String: String] = [:]) -> CLI.Result {
    CLI.run(arguments, environment: environment.merging(extra) { $1 })
  }

  /// Runs the CLI here, killed after `limit` seconds (a hang guard); nil when it had to be.
  func run(_ arguments: [String], limit: Double) -> CLI.Result? {
    CLI.run(arguments, environment: environment, limit: limit)
  }
}
