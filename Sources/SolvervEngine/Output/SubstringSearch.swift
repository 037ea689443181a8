extension StringProtocol {
  /// Where `needle` first occurs (compared by Character), or nil. Written on the standard
  /// library alone: `firstRange(of:)`/`ranges(of:)` live in _StringProcessing, and one call of
  /// them made the static binaries link it and _RegexParser (~1 MB each binary) — the daemon
  /// crossed its 11 MB limit.
  public func firstOccurrence(of needle: some StringProtocol) -> Range<Index>? {
    var start = startIndex
    while start < endIndex {
      if let end = end(of: needle, at: start) { return start..<end }
      formIndex(after: &start)
    }
    return nil
  }

  /// Where `needle` last occurs, or nil.
  public func lastOccurrence(of needle: some StringProtocol) -> Range<Index>? {
    var last: Range<Index>?
    var start = startIndex
    while start < endIndex {
      if let end = end(of: needle, at: start) { last = start..<end }
      formIndex(after: &start)
    }
    return last
  }

  /// Where `needle` ends when it occurs at `start`; nil when it does not, or is empty.
  private func end(of needle: some StringProtocol, at start: Index) -> Index? {
    guard !needle.isEmpty else { return nil }
    var here = start
    for character in needle {
      guard here < endIndex, self[here] == character else { return nil }
      formIndex(after: &here)
    }
    return here
  }
}
