import ArgumentParser
import SolvervApp

/// Status options written before a subcommand (`solverv-status --location Sydney notify
/// --preview`) apply to that subcommand: swift-argument-parser reads options only after the
/// command they belong to, so they are moved behind the subcommand's own arguments (before any
/// `--`) and parsed there. One the subcommand does not take is then an unknown option there,
/// which ``message(for:moved:language:)`` turns into a line saying where it belongs.
enum LeadingOptions {
  /// The rewritten arguments, and the options that were moved (for the error line).
  static func moved(_ arguments: [String]) -> (arguments: [String], moved: [String]) {
    var leading: [String] = []
    var index = 0
    while index < arguments.count, let option = option(arguments[index]) {
      leading.append(arguments[index])
      index += 1
      if case .value = option.kind, !arguments[index - 1].contains("="), index < arguments.count {
        leading.append(arguments[index])
        index += 1
      }
    }
    guard !leading.isEmpty, index < arguments.count, subcommands.contains(arguments[index]) else {
      return (arguments, [])
    }
    var rest = Array(arguments[index...])
    let terminator = rest.firstIndex(of: "--") ?? rest.count
    rest.insert(contentsOf: leading, at: terminator)
    let names = leading.filter { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" }) }
    return (rest, names)
  }

  /// The status option a word names (`--location`, `--lat=-33.9`), or nil.
  private static func option(_ word: String) -> StatusOption? {
    guard word.hasPrefix("--"), word.count > 2 else { return nil }
    return StatusOption.named(String(word.dropFirst(2).prefix { $0 != "=" }))
  }

  /// Every subcommand's name, and `help`.
  static let subcommands: Set<String> = Set(
    SolvervStatus.configuration.subcommands.map { $0._commandName } + ["help"])

  /// The moved option an "Unknown option '--x'" error names, if any.
  static func unknownMoved(in message: String, moved: [String]) -> String? {
    moved.first { message.hasPrefix("Unknown option '\($0)'") }
  }
}
