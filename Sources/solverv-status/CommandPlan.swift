import ArgumentParser
import SolvervApp
import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

extension Plan {
  /// The plan for a subcommand that only needs the place and settings (chart, notify): a bad
  /// argument becomes the parser's usage error (exit 64), a broken config exits 78 with its
  /// file:line message — the same contract as the status line.
  static func forSubcommand(_ arguments: StatusArguments) throws -> Plan {
    do throws(Plan.Failure) {
      let plan = try Plan(arguments, format: "text")
      // As on the status line: a person at a terminal hears about a guessed or ambiguous place.
      if let notice = plan.locationNotice, isatty(STDERR_FILENO) == 1 {
        Output.error("solverv-status: " + notice)
      }
      return plan
    } catch {
      let language = CommandLanguage.current
      guard case .config = error else { throw ValidationError(error.message(in: language)) }
      Output.error("solverv-status: " + error.message(in: language))
      throw ExitCode(error.exitStatus)
    }
  }
}
