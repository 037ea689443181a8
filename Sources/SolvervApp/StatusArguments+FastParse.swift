extension StatusArguments {
  /// Parses a plain status invocation without swift-argument-parser, whose reflection costs
  /// about 1.5 ms of the 4 ms a bar refresh may take. It reads the same table of options
  /// (``StatusOption/all``) as `StatusCommand` declares, so the two accept the same names and
  /// values.
  ///
  /// Returns nil for anything it does not fully understand — a subcommand, `--help`, an unknown
  /// option, a missing or malformed value, a repeated option — so that swift-argument-parser
  /// handles it with its complete messages. It never reports errors itself.
  public static func fastParse(_ arguments: [String]) -> StatusArguments? {
    var result = StatusArguments()
    // A plain array, not a Set: a Set<String> costs a runtime conformance lookup (a scan of every
    // conformance in the binary) that is slower than comparing a dozen strings.
    var seen: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
      var name = String(argument.dropFirst(2))
      var inlineValue: String? = nil
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard !seen.contains(name), let option = StatusOption.named(name) else { return nil }
      seen.append(name)
      index += 1
      guard case .value = option.kind else {
        guard inlineValue == nil else { return nil }
        option.set(in: &result)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard index < arguments.count else { return nil }
        value = arguments[index]
        index += 1
      }
      // A value that looks like an option is more likely a forgotten value (negative numbers are
      // fine): let the full parser explain.
      guard !value.hasPrefix("--"), option.read(value, into: &result) else { return nil }
    }
    return result
  }
}
