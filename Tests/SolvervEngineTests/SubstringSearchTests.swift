import SolvervEngine
import Testing

/// `firstOccurrence(of:)`/`lastOccurrence(of:)`: the standard-library substring search that
/// keeps _StringProcessing (and _RegexParser) out of the static daemon.
struct SubstringSearchTests {
  @Test("first and last occurrence, by Character, in String and Substring")
  func occurrences() throws {
    let path = "/usr/share/zoneinfo/right/zoneinfo/Europe/Oslo"
    let first = try #require(path.firstOccurrence(of: "zoneinfo/"))
    #expect(path[first.upperBound...] == "right/zoneinfo/Europe/Oslo")
    let last = try #require(path.lastOccurrence(of: "/zoneinfo/"))
    #expect(path[last.upperBound...] == "Europe/Oslo")
    #expect("config.toml:3:12: bad".firstOccurrence(of: ".toml:").map { "config.toml:3:12: bad"[$0] } == ".toml:")
    let tail = path.dropFirst(5)
    #expect(tail.firstOccurrence(of: "share").map { tail[$0] } == "share")
    // Not found, empty needle, needle longer than the text, a match at the very end.
    #expect("abc".firstOccurrence(of: "abd") == nil && "abc".firstOccurrence(of: "") == nil)
    #expect("ab".firstOccurrence(of: "abc") == nil && "xxab".lastOccurrence(of: "ab") != nil)
    // Characters, not scalars: "e" + combining acute is one Character, not "e".
    #expect("cafe\u{301}".firstOccurrence(of: "e") == nil)
    #expect("aaa".lastOccurrence(of: "aa").map { "aaa".distance(from: "aaa".startIndex, to: $0.lowerBound) } == 1)
  }
}
