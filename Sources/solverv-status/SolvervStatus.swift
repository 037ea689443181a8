import ArgumentParser

/// The root command. Subcommands each live in their own file.
struct SolvervStatus: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solverv-status",
    abstract: "Solstices, equinoxes, sunrise, sunset and daylight for any place and year.",
    discussion: """
      Times are computed on this machine, offline. Places are decimal degrees, north and east
      positive; time zones are IANA names (Europe/Oslo) from the system's tzdata.

      Exit status: 0 on success, 64 when an argument is invalid, 1 on any other failure.
      """,
    version: "0.1.0",
    subcommands: [EventsCommand.self, SunCommand.self]
  )
}
