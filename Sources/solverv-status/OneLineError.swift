/// ArgumentParser writes the allowed values of an option with six or more of them (`--lang`) as
/// a bullet list after "Please provide one of the following:"; Solverv's errors are one line, so
/// the list is folded back into it the way ArgumentParser writes a short one: "'en', 'nb' or 'de'".
enum OneLineError {
  static func line(_ message: String) -> String {
    let lines = message.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard var first = lines.first else { return "failed" }
    let suffix = " one of the following:"
    let items = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { "'\($0.dropFirst(4))'" }
    guard first.hasSuffix(suffix), let last = items.last else { return first }
    first.removeLast(suffix.count)
    return first + " one of " + items.dropLast().joined(separator: ", ") + " or " + last + "."
  }
}
