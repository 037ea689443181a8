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

      Times are computed on this machine, offline. Places are decimal degrees, north and east \
      positive, or a city from the bundled GeoNames table; time zones are IANA names from the \
      system's tzdata.

      Exit status: 0 success; 1 other failure (no city matches `locate`, another daemon owns \
      the bus name); 64 invalid argument; 69 the daemon cannot reach the session bus or is not \
      installed; 73 cannot create an output file (`chart --output`, `config init`, `config set`); \
      74 cannot write the output (a full disk, a closed pipe); 75 another writer kept the config \
      locked (try again); 78 invalid config. Each failure prints one \
      line on stderr saying what is wrong.

      Bar formats (waybar, polybar, conky, i3bar and your own) show an invalid argument or \
      config as an error state in the bar and exit 0, so the bar keeps the module; i3blocks \
      exits 33 (urgent). --watch keeps showing the error until it is ended, and ends with 0 \
      when its reader goes away.
      """,
    version: SolvervVersion.current,
    subcommands: [
      StatusCommand.self, EventsCommand.self, SunCommand.self, LocateCommand.self,
      FormatsCommand.self, ConfigCommand.self, ChartCommand.self, NotifyCommand.self, WaitCommand.self, CompareCommand.self,
      ThemeCommand.self, DaemonCommand.self, ToggleCommand.self, DoctorCommand.self,
    ],
    defaultSubcommand: StatusCommand.self
  )
}
