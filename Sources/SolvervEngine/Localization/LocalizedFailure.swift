/// An error that says itself in each language, for whoever shows it without knowing its type:
/// the daemon answering a SetLocation or SetTheme whose write failed.
public protocol LocalizedFailure: Error {
  func message(in language: any Localization) -> String
}
