/// A template that cannot be used, with where and why (``TemplateProblem``, worded by each
/// language's ``Localization/errorPhrase(_:)``).
public struct TemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  typealias Kind = TemplateProblem

  public let kind: TemplateProblem
  /// 1-based character position in the template.
  public let position: Int

  /// The error as data, for the reader's language.
  public var phrase: ErrorPhrase { .template(position: position, kind) }

  /// In English (logs, tests).
  public var description: String { English().errorPhrase(phrase) }
}
