public import SolvervConfig
public import SolvervEngine
import StandardProviders

/// The lines `formats` and `config init` show beside a name, in the reader's language. They
/// live here, not on the providers, placeholders and settings themselves, so that only
/// `solverv-status` carries their words.
extension TemplateField {
  /// One line for the placeholder list, in `language` (`FormatsList/`).
  public func summary(in language: any Localization) -> String { language.formatsListPhrase(.placeholder(self)) }
}

extension StatusProvider {
  /// One line for `solverv-status formats`, in `language`: a built-in format's own line, a user
  /// format's `description` as written, else "user format (FILE)"; nil for a provider with
  /// neither (`CommandLineWordsTests` keeps every registered one named in ``BuiltInFormat``).
  public func summary(in language: any Localization) -> String? {
    if let user = self as? UserFormatProvider {
      return user.description ?? language.formatsListPhrase(.userFormat(path: user.file))
    }
    return BuiltInFormat(rawValue: name).map { language.formatsListPhrase(.builtIn($0)) }
  }
}

extension Setting {
  /// What `config init` writes beside the key in `language`, after its allowed values ("" for none).
  public func comment(in language: any Localization) -> String {
    note.map { language.configFilePhrase(.note($0)) } ?? ""
  }
}
