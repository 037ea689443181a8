import Foundation

/// Runs the real `solverv-status` binary that `swift build` put beside this test bundle.
enum CLI {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String

    var json: Any? { try? JSONSerialization.jsonObject(with: Data(stdout.utf8), options: [.fragmentsAllowed]) }
    var array: [[String: Any]] { (json as? [[String: Any]]) ?? [] }
    var stderrLines: [Substring] { stderr.split(separator: "\n") }
  }

  /// `$SOLVERV_STATUS`, else `solverv-status` in the test bundle's build folder.
  static let binary: String = {
    if let path = ProcessInfo.processInfo.environment["SOLVERV_STATUS"] { return path }
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("solverv-status").path
  }()

  /// Runs the binary (or `executable`) with `arguments`, a clean environment plus
  /// `environment`, and no stdin.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], stdin: String? = nil, executable: String = binary
  ) -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var env = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC", "HOME": NSTemporaryDirectory()]
    env.merge(environment) { $1 }
    process.environment = env
    // Output goes to files, so a large output can never block the child on a full pipe.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-cli-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let outURL = folder.appendingPathComponent("out")
    let errURL = folder.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let out = try! FileHandle(forWritingTo: outURL)
    let err = try! FileHandle(forWritingTo: errURL)
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try! process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
    try? out.close()
    try? err.close()
    let outData = (try? Data(contentsOf: outURL)) ?? Data()
    let errData = (try? Data(contentsOf: errURL)) ?? Data()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}
