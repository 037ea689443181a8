import Foundation

/// What one fuzz run does. `swift test` uses a fixed seed and counts that fit in its time budget;
/// `Scripts/fuzz.sh` sets SOLVERV_FUZZ_SEED, SOLVERV_FUZZ_CLI and SOLVERV_FUZZ_DBUS for a random
/// seed and more cases. SOLVERV_FUZZ_ONLY=INDEX reruns one CLI vector (and that D-Bus call);
/// SOLVERV_FUZZ_LOG=FILE writes every case and its outcome there; SOLVERV_FUZZ_WORKERS sets how
/// many command lines run at once (default: cores + 1).
struct FuzzSettings: Sendable {
  /// The seed `swift test` uses: a failure in CI reproduces on any machine.
  static let fixedSeed: UInt64 = 20_260_621
  static let defaultCLICount = 700
  static let defaultDBusCount = 350

  let seed: UInt64
  let cliCount: Int
  let dbusCount: Int
  let only: Int?
  let log: String?
  /// Parallel CLI runs: a little more than the cores, since each run also waits on process start.
  let workers: Int

  static let current: FuzzSettings = {
    let environment = ProcessInfo.processInfo.environment
    func number(_ name: String) -> UInt64? { environment[name].flatMap { UInt64($0) } }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    return FuzzSettings(
      seed: number("SOLVERV_FUZZ_SEED") ?? fixedSeed,
      cliCount: number("SOLVERV_FUZZ_CLI").map { Int(clamping: $0) } ?? defaultCLICount,
      dbusCount: number("SOLVERV_FUZZ_DBUS").map { Int(clamping: $0) } ?? defaultDBusCount,
      only: number("SOLVERV_FUZZ_ONLY").map { Int(clamping: $0) },
      log: environment["SOLVERV_FUZZ_LOG"].flatMap { $0.isEmpty ? nil : $0 },
      workers: number("SOLVERV_FUZZ_WORKERS").map { Int(clamping: $0) } ?? max(2, cores + 1))
  }()

  /// `$SOLVERV_STATUS`, else the `solverv-status` that `swift build` put beside this test bundle.
  static let statusBinary: String = {
    if let path = ProcessInfo.processInfo.environment["SOLVERV_STATUS"] { return path }
    let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("solverv-status").path
  }()

  /// `solverv-daemon`, installed beside `solverv-status`.
  static var daemonBinary: String {
    URL(fileURLWithPath: statusBinary).deletingLastPathComponent().appendingPathComponent("solverv-daemon").path
  }

  /// The indices to run out of `count`.
  func indices(_ count: Int) -> [Int] {
    if let only { return [only] }
    return Array(0..<count)
  }
}
