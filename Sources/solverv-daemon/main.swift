import DBusKit
import DBusService
import SolvervDaemon
import SolvervApp
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

// The D-Bus service, started by `solverv-status daemon` (which execs this binary so the status
// line never loads libdbus), by D-Bus activation, or by the systemd user unit in contrib/. Exit
// status: 0 stopped (SIGTERM, taken over, session over), 64 usage, 69 no session bus, 74 cannot
// write the help, 1 the name is owned by another instance.

/// Writes help or version text to stdout; a write error is one line and exit 74.
func show(_ text: String) -> Never {
  guard Output.write(text, to: STDOUT_FILENO) else {
    Output.error("solverv-daemon: cannot write to stdout: \(String(cString: strerror(errno)))")
    exit(74)
  }
  exit(0)
}

// A file-size limit (`ulimit -f`) makes a config write fail with EFBIG (an error reply, the
// temporary file removed) instead of killing the service.
signal(SIGXFSZ, SIG_IGN)
// Every town of 1,000 people, from the installed places file, when a lookup needs a place.
PlacesFileLoading.install()
PlacesFileLoading.reportRefusal(as: "solverv-daemon")

do {
  switch try DaemonArguments.parse(Array(CommandLine.arguments.dropFirst())) {
  case .help: show(DaemonArguments.help)
  case .version: show(SolvervVersion.current + "\n")
  case .run(let options): exit(Daemon(options: options).run())
  case .probe:
    for line in BusQuestions.probe() { Output.line(line) }
    exit(Output.stdoutFailure == 0 ? 0 : 74)
  case .sendNotification(let summary, let body):
    switch BusQuestions.sendNotification(summary: summary, body: body) {
    case .shown: exit(0)
    case .noServer(let reason):
      Output.line(reason)
      exit(69)
    case .refused(let reason):
      Output.line(reason)
      exit(1)
    }
  }
} catch {
  let language = DaemonArguments.messageLanguage(Array(CommandLine.arguments.dropFirst()))
  Output.error("solverv-daemon: " + error.message(in: language))
  exit(64)
}
