import SolvervEngine

/// swift-argument-parser's own sentences (an unknown option, a missing or invalid value, an
/// unexpected argument) read back into ``ErrorPhrase`` data, so they are worded in the run's
/// language like every other error. The library writes them in English only; the shapes below are
/// its 1.8 wordings (`UsageGenerator.swift` in Vendor/). A line of any other shape (the commands'
/// own errors, already in the language) is left as it is.
enum ParserMessage {
  /// `line` in `language`; English and lines of no known shape come back unchanged.
  static func localized(_ line: String, in language: any Localization) -> String {
    guard language.code != "en", let phrase = phrase(line, bareOptions: true) else { return line }
    return language.errorPhrase(phrase)
  }

  /// The data of one of the parser's sentences, or nil. `bareOptions`: an option is named
  /// without its English value name ("--at", not "--at <time>").
  static func phrase(_ line: String, bareOptions: Bool = false) -> ErrorPhrase? {
    guard bareOptions else { return sentence(line) }
    switch sentence(line) {
    case .missingValue(let option)?: return .missingValue(bare(option))
    case .invalidValue(let value, let option, let choices, let reason)?:
      return .invalidValue(value, option: bare(option), choices: choices, reason: reason)
    case .takesNoValue(let option, let value)?: return .takesNoValue(option: bare(option), value: value)
    case let other: return other
    }
  }

  /// "--at <time>" → "--at"; a positional "<date>" stays.
  private static func bare(_ option: String) -> String {
    guard option.hasPrefix("-"), let space = option.firstIndex(of: " ") else { return option }
    return String(option[..<space])
  }

  private static func sentence(_ line: String) -> ErrorPhrase? {
    if let rest = line.removingPrefix("Unknown option '") {
      if let (name, tail) = rest.split(at: "'. Did you mean '"), tail.hasSuffix("'?") {
        return .unknownOption(name, suggestion: String(tail.dropLast(2)))
      }
      guard rest.hasSuffix("'") else { return nil }
      return .unknownOption(String(rest.dropLast()), suggestion: nil)
    }
    if let rest = line.removingPrefix("Missing value for '"), rest.hasSuffix("'") {
      return .missingValue(String(rest.dropLast()))
    }
    if let rest = line.removingPrefix("Missing expected argument '"), rest.hasSuffix("'") {
      return .missingArgument(String(rest.dropLast()))
    }
    if let rest = line.removingPrefix("Unexpected argument '"), rest.hasSuffix("'") {
      return .unexpectedArguments([String(rest.dropLast())])
    }
    if let (count, rest) = line.split(at: " unexpected arguments: '"), Int(count) != nil, rest.hasSuffix("'") {
      return .unexpectedArguments(String(rest.dropLast()).pieces(between: "', '"))
    }
    if let rest = line.removingPrefix("The option '"), let (option, tail) = rest.split(at: "' does not take any value, but '"),
      tail.hasSuffix("' was specified.")
    {
      return .takesNoValue(option: option, value: String(tail.dropLast("' was specified.".count)))
    }
    if let rest = line.removingPrefix("The value '"), let (value, tail) = rest.split(at: "' is invalid for '"),
      let (option, why) = tail.split(at: "'")
    {
      if why.isEmpty { return .invalidValue(value, option: option, choices: [], reason: nil) }
      if let reason = why.removingPrefix(": ") {
        return .invalidValue(value, option: option, choices: [], reason: .rendered(reason))
      }
      if let list = why.removingPrefix(". Please provide one of '"), list.hasSuffix("'.") {
        let items = String(list.dropLast(2))
        let parts = items.pieces(between: "', '").flatMap { $0.pieces(between: "' or '") }.flatMap { $0.pieces(between: "' and '") }
        return .invalidValue(value, option: option, choices: parts, reason: nil)
      }
    }
    return nil
  }
}

extension String {
  /// The rest after `prefix`, or nil when the text does not start with it.
  fileprivate func removingPrefix(_ prefix: String) -> String? {
    hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
  }

  /// The pieces between each `separator` (no Foundation here for `components(separatedBy:)`).
  fileprivate func pieces(between separator: String) -> [String] {
    var pieces: [String] = []
    var rest = self
    while let (head, tail) = rest.split(at: separator) {
      pieces.append(head)
      rest = tail
    }
    return pieces + [rest]
  }

  /// The text before and after the first `separator`, or nil.
  fileprivate func split(at separator: String) -> (String, String)? {
    guard let range = firstOccurrence(of: separator) else { return nil }
    return (String(self[..<range.lowerBound]), String(self[range.upperBound...]))
  }
}
