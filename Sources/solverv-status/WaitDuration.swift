/// Durations on the `wait` command line: `+1h30m`, `-45s`, `2d` (units d, h, m, s).
enum WaitDuration {
  /// Seconds, or nil for anything else. `signed`: a leading + or − is allowed (offsets).
  static func seconds(_ text: String, signed: Bool) -> Double? {
    var rest = Substring(text)
    var sign = 1.0
    if signed, let first = rest.first, first == "+" || first == "-" || first == "−" {
      sign = first == "+" ? 1 : -1
      rest = rest.dropFirst()
    }
    guard !rest.isEmpty else { return nil }
    var total = 0.0
    var digits = ""
    for character in rest {
      if character.isASCII, character.isNumber {
        guard digits.count < 9 else { return nil }
        digits.append(character)
        continue
      }
      let unit: Double
      switch character {
      case "d": unit = 86_400
      case "h": unit = 3_600
      case "m": unit = 60
      case "s": unit = 1
      default: return nil
      }
      guard let value = Int(digits) else { return nil }
      total += Double(value) * unit
      digits = ""
    }
    guard digits.isEmpty else { return nil }
    return sign * total
  }

  /// `366d`, `2h`, `90s`: the largest unit that divides it.
  static func text(_ seconds: Double) -> String {
    let s = Int(seconds.rounded())
    if s % 86_400 == 0 { return "\(s / 86_400)d" }
    if s % 3_600 == 0 { return "\(s / 3_600)h" }
    if s % 60 == 0 { return "\(s / 60)m" }
    return "\(s)s"
  }
}
