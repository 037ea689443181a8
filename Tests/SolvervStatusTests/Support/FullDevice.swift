import Foundation
import Testing

/// Runs the real binary with its stdout on /dev/full, which accepts the open and fails every
/// write with ENOSPC: a full disk on demand. The device is only opened for writing as the child's
/// stdout — never passed to Solverv as a path.
enum FullDevice {
  /// Whether /dev/full exists as the character device it should be (else the tests skip).
  static let available: Bool = {
    let type = (try? FileManager.default.attributesOfItem(atPath: "/dev/full"))?[.type] as? FileAttributeType
    return type == .typeCharacterSpecial
  }()

  struct Result {
    let status: Int32
    let stderr: String
    var stderrLines: [Substring] { stderr.split(separator: "\n") }
  }

  static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CLI.binary)
    process.arguments = arguments
    var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "HOME": NSTemporaryDirectory()]
    env.merge(environment) { $1 }
    process.environment = env
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    defer { try? full.close() }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-full-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let errURL = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let err = try FileHandle(forWritingTo: errURL)
    process.standardOutput = full
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    try? err.close()
    let errData = (try? Data(contentsOf: errURL)) ?? Data()
    return Result(status: process.terminationStatus, stderr: String(decoding: errData, as: UTF8.self))
  }
}
