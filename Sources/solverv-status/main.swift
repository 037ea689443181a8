import ArgumentParser
import SolvervApp
import SolvervCommandWords
import SolvervEngine
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// A closed output is a write error every command reports (one line, exit 74), not a silent kill.
signal(SIGPIPE, SIG_IGN)
// A file-size limit (`ulimit -f`) makes a write fail with EFBIG, reported (exit 73/74) with the
// temporary file removed, instead of killing the process mid-write.
signal(SIGXFSZ, SIG_IGN)

// A plain status refresh — what a bar runs every few seconds — skips swift-argument-parser's
// reflection (about 1.5 ms): `StatusArguments.fastParse` takes it when it understands every
// argument. Everything else, and every error message, goes through swift-argument-parser.
// SOLVERV_FULL_PARSER=1 forces the full parser (the tests compare both paths).
// Values such as `-2h` are joined to their option first (`DashedValues`), for both parsers.
let normalized = DashedValues.normalized(Array(CommandLine.arguments.dropFirst()))
// Every town of 1,000 people, from the installed places file, when a lookup needs a place.
PlacesFileLoading.install()
// A shell asking for places (`--location <TAB>`) is answered before the parser too: the shell waits.
if Environment.variable("SOLVERV_FULL_PARSER") == nil,
  let places = Completions.placesAnswer(normalized, shell: Environment.variable("SAP_SHELL"))
{
  Output.line(places)
  exit(Output.stdoutFailure == 0 ? 0 : 74)
}
// Status options before a subcommand (`--location Sydney notify --preview`) go behind it.
let (arguments, movedOptions) = LeadingOptions.moved(normalized)
// A refused places file is named once on stderr (not to a shell completing a place, above).
PlacesFileLoading.reportRefusal(as: "solverv-status") { CommandLanguage.current }
if Environment.variable("SOLVERV_FULL_PARSER") == nil, let status = StatusArguments.fastParse(arguments) {
  exit(StatusRunner.run(status))
}

/// Exits with `status`, unless a line for stdout could not be written: then one line on stderr
/// says so and the status is 74 (or the command's own failure, which came first).
func finish(_ status: Int32) -> Never {
  let failure = Output.stdoutFailure
  guard failure != 0 else { exit(status) }
  exit(StatusRunner.writeFailed(failure, status: status))
}

// Parse, run, and turn every failure into one line on stderr and an exit status scripts can
// trust (the list is in the root command's --help). Help and --version go to stdout.
do {
  var command = try SolvervStatus.parseAsRoot(arguments)
  try command.run()
  finish(0)
} catch {
  let code = SolvervStatus.exitCode(for: error)
  if code == .success {
    // Help, --version, completion scripts: written here so a write error is reported too.
    let text = CompletionScript.adapted(SolvervStatus.fullMessage(for: error), arguments: arguments)
    if !text.isEmpty { Output.line(text) }
    finish(0)
  }
  if error is ExitCode { finish(code.rawValue) }  // the command already explained itself
  let message = SolvervStatus.message(for: error)
  if let option = LeadingOptions.unknownMoved(in: message, moved: movedOptions) {
    let phrase = CommandPhrase.optionNotFor(option: option, command: arguments[0])
    Output.error("solverv-status: " + CommandLanguage.of(arguments).commandPhrase(phrase))
    finish(code.rawValue)
  }
  let firstLine = ParserMessage.localized(OneLineError.line(message, arguments: arguments), in: CommandLanguage.current)
  if let bar = BarArgumentError.provider(in: arguments) {
    finish(BarArgumentError.show(firstLine, provider: bar, watch: arguments.contains("--watch")))
  }
  Output.error("solverv-status: " + firstLine)
  finish(code.rawValue)
}
