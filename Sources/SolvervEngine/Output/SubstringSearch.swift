extension StringProtocol {
  /// Where `needle` first occurs (compared by Character), or nil. Written on the standard
  /// library alone: `firstRange(of:)`/`ranges(of:)` live in _StringProcessing, and one call of
  /// them made the static binaries link it and _RegexParser (~1 MB each binary) — the daemon
  /// crossed its 11 MB limit.
  public func firstOccurrence(of needle: some StringProtocol) -> Range<Index>? {
    occurrences(of: needle, stopAtFirst: true).first
  }

  /// Where `needle` last occurs, or nil.
  public func lastOccurrence(of needle: some StringProtocol) -> Range<Index>? {
    occurrences(of: needle, stopAtFirst: false).last
  }

  private func occurrences(of needle: some StringProtocol, stopAtFirst: Bool) -> [Range<Index>] {
    guard !needle.isEmpty else { return [] }
    var found: [Range<Index>] = []
    var start = startIndex
    while start < endIndex {
      var here = start
      var matched = true
      for character in needle {
        guard here < endIndex, self[here] == character else {
          matched = false
          break
        }
        formIndex(after: &here)
      }
      if matched {
        found.append(start..<here)
        if stopAtFirst { break }
      }
      formIndex(after: &start)
    }
    return found
  }
}
