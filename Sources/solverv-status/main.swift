import ArgumentParser
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Parse, run, and turn every failure into one line on stderr and an exit status scripts can
// trust: 0 success, 64 bad input (EX_USAGE), 1 anything else. Help and --version go to stdout.
do {
  var command = try SolvervStatus.parseAsRoot()
  try command.run()
} catch {
  let code = SolvervStatus.exitCode(for: error)
  if code == .success { SolvervStatus.exit(withError: error) }
  let message = SolvervStatus.message(for: error)
  let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "failed"
  Output.error("solverv-status: " + firstLine)
  exit(code.rawValue)
}
