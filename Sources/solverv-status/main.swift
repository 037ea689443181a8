import SolvervApp
import ArgumentParser
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// A plain status refresh — what a bar runs every few seconds — skips swift-argument-parser's
// reflection (about 1.5 ms): `StatusArguments.fastParse` takes it when it understands every
// argument. Everything else, and every error message, goes through swift-argument-parser.
// SOLVERV_FULL_PARSER=1 forces the full parser (the tests compare both paths).
let arguments = Array(CommandLine.arguments.dropFirst())
if FileReader.environment("SOLVERV_FULL_PARSER") == nil, let status = StatusArguments.fastParse(arguments) {
  exit(StatusRunner.run(status))
}

// Parse, run, and turn every failure into one line on stderr and an exit status scripts can
// trust: 0 success, 64 bad input (EX_USAGE), 78 bad config (EX_CONFIG), 1 anything else. Help and
// --version go to stdout.
do {
  var command = try SolvervStatus.parseAsRoot(arguments)
  try command.run()
} catch {
  let code = SolvervStatus.exitCode(for: error)
  if code == .success { SolvervStatus.exit(withError: error) }
  if error is ExitCode { exit(code.rawValue) }  // the command already explained itself
  let message = SolvervStatus.message(for: error)
  let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "failed"
  Output.error("solverv-status: " + firstLine)
  exit(code.rawValue)
}
