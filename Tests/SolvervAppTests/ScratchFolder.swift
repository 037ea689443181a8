import Foundation

/// A folder of this test's own under the system's temporary folder, removed by `remove()`.
struct ScratchFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "solverv-app-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` as the file `name` in the folder; its path.
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  func read(_ file: String) throws -> String { try String(contentsOfFile: file, encoding: .utf8) }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
