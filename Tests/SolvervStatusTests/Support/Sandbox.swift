import Foundation

/// A private HOME/XDG tree for one test, removed afterwards by the caller (`defer`).
struct Sandbox {
  let root: URL

  init() {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-test-\(UUID().uuidString)")
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

  func remove() { try? FileManager.default.removeItem(at: root) }

  func run(_ arguments: [String], environment extra: [String: String] = [:]) -> CLI.Result {
    CLI.run(arguments, environment: environment.merging(extra) { $1 })
  }
}
