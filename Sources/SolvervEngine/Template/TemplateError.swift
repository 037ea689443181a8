/// A template that cannot be used, with where and why. Kept as a struct over a private kind so
/// kinds can be added without breaking callers.
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  enum Kind: Equatable {
    case unknownPlaceholder(String)
    case incompatibleSpec(field: String, spec: String, allowed: String)
    case unclosedPlaceholder
    case unclosedGroup
    case unmatched(Unicode.Scalar)
    case emptyPlaceholder
    case unterminatedLiteral
    case danglingEscape
  }

  let kind: Kind
  /// 1-based character position in the template.
  public let position: Int

  public var description: String {
    let at = "template error at character \(position)"
    switch kind {
    case .unknownPlaceholder(let name):
      return "\(at): unknown placeholder '\(name)'; valid names: \(TemplateField.validNames)"
    case .incompatibleSpec(let field, let spec, let allowed):
      return "\(at): '\(spec)' is not a format for {\(field)}; use \(allowed)"
    case .unclosedPlaceholder: return "\(at): '{' is never closed with '}'"
    case .unclosedGroup: return "\(at): '[' is never closed with ']'"
    case .unmatched(let c): return "\(at): '\(c)' has no opening partner (write \\\(c) for the character)"
    case .emptyPlaceholder: return "\(at): empty placeholder '{}'"
    case .unterminatedLiteral: return "\(at): quoted text in a placeholder is never closed"
    case .danglingEscape: return "\(at): '\\' at the end of the template escapes nothing"
    }
  }
}
