/// The words of a list that stand in a text as whole words, case-insensitively: the language
/// tests' "no English word" check. A plain scan over Unicode scalars with the edges checked by
/// hand, because a regular expression per word (Foundation's on Linux) made these tests cost
/// minutes of CPU across the hundreds of outputs they read.
public enum WholeWords {
  /// Which characters may not stand right beside a found word (its edge).
  public enum Edge: Sendable {
    /// Letters: "at" is found in "at5".
    case letters
    /// Letters and `_`.
    case lettersAndUnderscore
    /// Letters, digits and `_` (a word character of a regular expression).
    case lettersDigitsAndUnderscore
  }

  /// The entries of `words` (a phrase like "time zone" counts as one) found in `text`; those in
  /// `exactCase` only in the case written ("OK", not the "ok" inside other text).
  public static func found(
    _ words: [String], in text: String, edge: Edge = .lettersDigitsAndUnderscore, exactCase: Set<String> = []
  ) -> [String] {
    let lowered = Array(text.lowercased().unicodeScalars)
    let original = Array(text.unicodeScalars)
    return words.filter { word in
      exactCase.contains(word)
        ? contains(Array(word.unicodeScalars), in: original, edge: edge)
        : contains(Array(word.lowercased().unicodeScalars), in: lowered, edge: edge)
    }
  }

  static func contains(_ word: [Unicode.Scalar], in text: [Unicode.Scalar], edge: Edge) -> Bool {
    guard !word.isEmpty, word.count <= text.count else { return false }
    var start = 0
    while start + word.count <= text.count {
      if text[start] == word[0], text[start..<start + word.count].elementsEqual(word),
        start == 0 || !isWordCharacter(text[start - 1], edge),
        start + word.count == text.count || !isWordCharacter(text[start + word.count], edge)
      {
        return true
      }
      start += 1
    }
    return false
  }

  static func isWordCharacter(_ scalar: Unicode.Scalar, _ edge: Edge) -> Bool {
    switch scalar.properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    case .decimalNumber, .letterNumber, .otherNumber: return edge == .lettersDigitsAndUnderscore
    default: return scalar == "_" && edge != .letters
    }
  }
}
