import SolvervEngine

/// Solverv's errors are one line. Two things in swift-argument-parser's messages break that:
///
/// - The allowed values of an option with six or more of them (`--lang`) come as a bullet list
///   after "Please provide one of the following:"; the list is folded back into the line the way
///   ArgumentParser writes a short one: "'en', 'nb' or 'de'".
/// - A value quoted as typed may hold a newline or an escape sequence (`--clock $'x\ny'`): it is
///   written with `\u{…}` (`'x\u{a}y'`), so the line keeps its reason and shows what was typed.
enum OneLineError {
  static func line(_ message: String, arguments: [String] = []) -> String {
    let lines = visibleArguments(in: message, arguments: arguments)
      .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    guard var first = lines.first else { return "failed" }
    let suffix = " one of the following:"
    let items = lines.dropFirst().prefix { $0.hasPrefix("  - ") }.map { "'\($0.dropFirst(4))'" }
    guard first.hasSuffix(suffix), let last = items.last else { return Escaping.visibleInMessage(first) }
    first.removeLast(suffix.count)
    return Escaping.visibleInMessage(first + " one of " + items.dropLast().joined(separator: ", ") + " or " + last + ".")
  }

  /// `message` with each argument (and each `--name=value`'s value) that holds a control or
  /// invisible character written as `Escaping.visibleInMessage` shows it; longest first, so a
  /// value inside another is not replaced twice.
  private static func visibleArguments(in message: String, arguments: [String]) -> String {
    var candidates: [String] = []
    for argument in arguments {
      candidates.append(argument)
      if argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") {
        candidates.append(String(argument[argument.index(after: equals)...]))
      }
    }
    let hostile = candidates.filter { text in
      text.unicodeScalars.contains { Escaping.isControl($0) || Escaping.isInvisible($0) || Escaping.isLineSeparator($0) }
    }
    var result = message
    for value in Set(hostile).sorted(by: { $0.unicodeScalars.count > $1.unicodeScalars.count }) {
      result = result.replacingOccurrences(value, Escaping.visibleInMessage(value))
    }
    return result
  }
}
