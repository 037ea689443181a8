import Foundation

/// The binaries `swift build` put beside this test bundle, which tests run as users do.
public enum BuiltProducts {
  /// `$SOLVERV_STATUS`, else `solverv-status` in the test bundle's build folder.
  public static let statusBinary: String = {
    if let path = ProcessInfo.processInfo.environment["SOLVERV_STATUS"] { return path }
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("solverv-status").path
  }()

  /// `solverv-daemon`, which `solverv-status daemon` runs (and D-Bus activation starts), beside it.
  public static var daemonBinary: String {
    URL(fileURLWithPath: statusBinary).deletingLastPathComponent().appendingPathComponent("solverv-daemon").path
  }
}
