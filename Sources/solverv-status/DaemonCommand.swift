import ArgumentParser
import SolvervApp
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// `solverv-status daemon`: the D-Bus service. It runs the `solverv-daemon` binary installed beside
/// this one, so that the status line — run by bars every few seconds — never loads libdbus.
struct DaemonCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "daemon",
    abstract: "Run the D-Bus service io.github.solverv.Solverv1 and the daily notification.",
    discussion: """
      Owns io.github.solverv.Solverv1 on the session bus (object /io/github/solverv/Solverv1). \
      A second instance exits with a message unless --replace is given. If the bus goes away the \
      service reconnects with backoff; once the session is over (its runtime directory or bus \
      socket gone for a minute) it exits 0. Usually started by D-Bus activation or the systemd \
      user unit in contrib/ (solverv.service). The solverv-daemon binary takes the same options.

      Exit status: 0 stopped (SIGTERM, taken over by --replace, session over), 1 another instance \
      owns the name, 64 invalid argument, 69 the session bus cannot be reached or solverv-daemon \
      cannot be run.
      """)

  @Flag(help: "Take the name over from a running instance.")
  var replace = false

  @Option(
    help: ArgumentHelp(
      "Time travel: start the clock at this moment and let it run (notifications are then remembered apart from the real state).",
      valueName: "time"))
  var at: String?

  @OptionGroup var file: ConfigFileOption

  func run() throws {
    let exe = FileReader.symbolicLinkTarget("/proc/self/exe") ?? CommandLine.arguments[0]
    let folder = exe.lastIndex(of: "/").map { String(exe[..<$0]) } ?? "."
    let daemon = folder + "/solverv-daemon"
    var arguments = [daemon]
    if replace { arguments.append("--replace") }
    // `--name=value`: a value such as `-2h` must not read as an option.
    if let at { arguments.append("--at=" + at) }
    if let config = file.config { arguments.append("--config=" + config) }
    let argv = arguments.map { strdup($0) } + [nil]
    execv(daemon, argv)
    Output.error(
      "solverv-status: cannot run \(daemon): \(String(cString: strerror(errno))) (is solverv-daemon installed beside solverv-status?)"
    )
    throw ExitCode(69)
  }
}
