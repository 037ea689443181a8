extension Localization {
  /// "Since Jun 21", "Siden 21. jun.": the `since` label, capitalised, before the short date.
  /// Languages whose word goes after the date or needs an article override this.
  public func sinceDate(_ date: CivilDate) -> String {
    let since = label(.since)
    return since.prefix(1).uppercased() + since.dropFirst() + " " + shortDate(date)
  }
}
