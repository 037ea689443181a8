import ArgumentParser
import SolvervApp

/// The root command. Subcommands each live in their own file; `status` is the default.
struct SolvervStatus: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solverv-status",
    abstract: "The next solstice or equinox and today's daylight, in your status bar.",
    discussion: """
      Without a subcommand, prints the state now (see `solverv-status status --help`):
        solverv-status --format waybar --location Oslo
        solverv-status --format polybar --watch
      Times are computed on this machine, offline. Places are decimal degrees, north and east
      positive, or a city from the bundled GeoNames table; time zones are IANA names from the
      system's tzdata.

      Exit status: 0 success, 64 invalid argument, 78 invalid config, 1 other failure. Bar
      formats (waybar, polybar, conky, i3bar) show an invalid argument or config as an error
      state in the bar and exit 0, so the bar keeps the module; i3blocks exits 33 (urgent).
      """,
    version: SolvervVersion.current,
    subcommands: [
      StatusCommand.self, EventsCommand.self, SunCommand.self, LocateCommand.self,
      FormatsCommand.self, ConfigCommand.self, ChartCommand.self, NotifyCommand.self, DaemonCommand.self,
    ],
    defaultSubcommand: StatusCommand.self
  )
}
