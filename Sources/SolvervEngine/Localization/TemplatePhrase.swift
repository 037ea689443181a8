/// A template's own errors (``TemplateError``), at a 1-based character position.
public enum TemplateProblem: Sendable, Equatable {
  /// `valid`: the field names (the other languages write them as typed in a template: `{days}`).
  case unknownPlaceholder(String, valid: [String])
  /// `allowed`: what the field takes (``TemplateSpecHelp``).
  case incompatibleSpec(field: String, spec: String, allowed: TemplateSpecHelp)
  case unclosedPlaceholder
  case unclosedGroup
  case unmatched(String)
  case emptyPlaceholder
  case unterminatedLiteral
  case danglingEscape
}

/// What a placeholder's format may be, by the field's kind.
public enum TemplateSpecHelp: Sendable, Equatable { case width, decimals, barWidth, strftime, duration, none }
