import DBusService
import SolvervApp
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

// The D-Bus service, started by `solverv-status daemon` (which execs this binary so the status
// line never loads libdbus), by D-Bus activation, or by the systemd user unit in contrib/.
var options = Daemon.Options()
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
  let argument = arguments.removeFirst()
  switch argument {
  case "--replace":
    options.replace = true
  case "--at", "--config":
    guard let value = arguments.first else {
      Output.error("solverv-daemon: \(argument) needs a value")
      exit(64)
    }
    arguments.removeFirst()
    if argument == "--at" { options.at = value } else { options.configPath = value }
  case "--help", "-h":
    Output.line("usage: solverv-status daemon [--replace] [--at TIME] [--config PATH]  (see `solverv-status daemon --help`)")
    exit(0)
  default:
    Output.error("solverv-daemon: unknown argument '\(printable(argument))': use --replace, --at TIME, --config PATH")
    exit(64)
  }
}
exit(Daemon(options: options).run())
