public import Foundation

/// A new, empty folder of one test's own under the system's temporary folder, so tests never
/// write anywhere else and can run in parallel. The test removes it (`defer { folder.remove() }`).
public struct ScratchFolder: Sendable {
  public let path: String

  /// Creates `solverv-<label>-<UUID>`; throws only when the machine cannot.
  public init(_ label: String = "test") throws {
    path = NSTemporaryDirectory() + "solverv-\(label)-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  public var url: URL { URL(fileURLWithPath: path) }

  /// The path of `name` (which may hold slashes) inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Writes `text` as the file `name` in the folder; its path.
  @discardableResult
  public func write(_ name: String, _ text: String) throws -> String {
    let file = file(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  public func read(_ file: String) throws -> String { try String(contentsOfFile: file, encoding: .utf8) }

  /// Removes the folder and all in it. Safe to call twice.
  public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
