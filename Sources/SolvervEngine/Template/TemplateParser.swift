/// Recursive-descent parser over the template's Unicode scalars (not grapheme clusters: the
/// syntax is ASCII, and splitting into Characters costs more than the rest of a bar refresh);
/// positions are 1-based scalars, which are characters for everything but combined emoji.
struct TemplateParser {
  private let characters: [Unicode.Scalar]
  private var index = 0
  /// Nesting of `[` groups; capped so hostile input cannot recurse without bound.
  private var depth = 0
  private static let maximumDepth = 16

  init(_ source: String) {
    characters = Array(source.unicodeScalars)
  }

  mutating func parseAll() throws(TemplateError) -> [TemplateNode] {
    let nodes = try parseSequence(insideGroup: false)
    return nodes
  }

  private mutating func parseSequence(insideGroup: Bool) throws(TemplateError) -> [TemplateNode] {
    var nodes: [TemplateNode] = []
    var text = ""
    func flush() {
      if !text.isEmpty { nodes.append(.text(text)) }
      text = ""
    }
    while index < characters.count {
      let c = characters[index]
      switch c {
      case "\\":
        guard index + 1 < characters.count else { throw TemplateError(kind: .danglingEscape, position: index + 1) }
        text.unicodeScalars.append(characters[index + 1])
        index += 2
      case "{":
        flush()
        nodes.append(try parsePlaceholder())
      case "[":
        flush()
        let start = index
        index += 1
        depth += 1
        guard depth <= TemplateParser.maximumDepth else {
          throw TemplateError(kind: .unclosedGroup, position: start + 1)
        }
        let inner = try parseSequence(insideGroup: true)
        guard index < characters.count, characters[index] == "]" else {
          throw TemplateError(kind: .unclosedGroup, position: start + 1)
        }
        index += 1
        depth -= 1
        nodes.append(.group(inner))
      case "]":
        if insideGroup {
          flush()
          return nodes
        }
        throw TemplateError(kind: .unmatched("]"), position: index + 1)
      case "}":
        throw TemplateError(kind: .unmatched("}"), position: index + 1)
      default:
        text.unicodeScalars.append(c)
        index += 1
      }
    }
    flush()
    return nodes
  }

  /// `{alternative|alternative…}` starting at the `{`.
  private mutating func parsePlaceholder() throws(TemplateError) -> TemplateNode {
    let open = index
    index += 1
    var alternatives: [TemplateAlternative] = []
    while true {
      skipSpaces()
      guard index < characters.count else { throw TemplateError(kind: .unclosedPlaceholder, position: open + 1) }
      let start = index
      if characters[index] == "'" || characters[index] == "\"" {
        alternatives.append(.literal(try parseQuoted()))
      } else {
        var name = ""
        while index < characters.count, isNameCharacter(characters[index]) {
          name.unicodeScalars.append(characters[index])
          index += 1
        }
        guard !name.isEmpty else {
          if index < characters.count, characters[index] == "}" {
            throw TemplateError(kind: .emptyPlaceholder, position: open + 1)
          }
          try requireClosingBrace(open)
          throw TemplateError(kind: .unknownPlaceholder(String(Character(characters[index])), valid: TemplateField.allCases.map(\.rawValue)), position: start + 1)
        }
        guard let field = TemplateField.named(name) else {
          try requireClosingBrace(open)
          throw TemplateError(kind: .unknownPlaceholder(name, valid: TemplateField.allCases.map(\.rawValue)), position: start + 1)
        }
        var spec: TemplateSpec? = nil
        if index < characters.count, characters[index] == ":" {
          index += 1
          let specStart = index
          var text = ""
          while index < characters.count, characters[index] != "|", characters[index] != "}" {
            text.unicodeScalars.append(characters[index])
            index += 1
          }
          try requireClosingBrace(open)
          spec = try TemplateParser.validate(spec: text, for: field, at: specStart + 1)
        }
        alternatives.append(.field(field, spec: spec))
      }
      skipSpaces()
      guard index < characters.count else { throw TemplateError(kind: .unclosedPlaceholder, position: open + 1) }
      if characters[index] == "}" {
        index += 1
        return .placeholder(alternatives)
      }
      if characters[index] == "|" {
        index += 1
        continue
      }
      try requireClosingBrace(open)
      throw TemplateError(kind: .unknownPlaceholder(String(Character(characters[index])), valid: TemplateField.allCases.map(\.rawValue)), position: index + 1)
    }
  }

  /// Before blaming a name or spec, makes sure the placeholder is closed at all: in `{x` the
  /// mistake is the missing `}`, not the name `x`. Only error paths call this, so a valid
  /// template is never scanned twice.
  private func requireClosingBrace(_ open: Int) throws(TemplateError) {
    guard characters[index...].contains("}") else {
      throw TemplateError(kind: .unclosedPlaceholder, position: open + 1)
    }
  }

  private mutating func parseQuoted() throws(TemplateError) -> String {
    let quote = characters[index]
    let start = index
    index += 1
    var text = ""
    while index < characters.count, characters[index] != quote {
      if characters[index] == "\\", index + 1 < characters.count {
        index += 1
      }
      text.unicodeScalars.append(characters[index])
      index += 1
    }
    guard index < characters.count else { throw TemplateError(kind: .unterminatedLiteral, position: start + 1) }
    index += 1
    return text
  }

  private mutating func skipSpaces() {
    while index < characters.count, characters[index] == " " { index += 1 }
  }

  private func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
    c == "_" || ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
  }

  /// Checks a spec against the field's type at parse time, so errors surface before rendering.
  static func validate(spec text: String, for field: TemplateField, at position: Int) throws(TemplateError) -> TemplateSpec {
    func incompatible() -> TemplateError {
      TemplateError(
        kind: .incompatibleSpec(field: field.rawValue, spec: text, allowed: field.kind.specHelp),
        position: position)
    }
    switch field.kind {
    case .text, .bar:
      guard let width = Int(text), (1...Template.maximumWidth).contains(width) else { throw incompatible() }
      return .width(width)
    case .number, .percent:
      guard text.hasPrefix("."), let decimals = Int(text.dropFirst()), (0...6).contains(decimals) else {
        throw incompatible()
      }
      return .decimals(decimals)
    case .date, .time:
      guard TimeFormat.isValid(text) else { throw incompatible() }
      return .pattern(text)
    case .duration, .signedDuration:
      guard let style = DurationStyle(rawValue: text) else { throw incompatible() }
      return .duration(style)
    case .flag:
      throw incompatible()
    }
  }
}
