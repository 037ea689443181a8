import TestSupport
import Testing

/// The language tests' word finder: whole words only, case-insensitive but where told, phrases
/// as one, and the three edges the tests use.
struct WholeWordsTests {
  @Test("whole words and phrases are found in any case; parts of longer words are not")
  func wholeWordsOnly() {
    #expect(WholeWords.found(["day", "time zone", "sec"], in: "Twilight: Day 3 · time zone Oslo") == ["day", "time zone"])
    #expect(WholeWords.found(["day", "sec"], in: "Tagesdays secunda _sec sec_ 2sec").isEmpty)
    #expect(WholeWords.found(["sunset"], in: "(SUNSET)") == ["sunset"])
    #expect(WholeWords.found(["ÅR"], in: "et år.") == ["ÅR"])
  }

  @Test("exact-case words are found only as written")
  func exactCase() {
    #expect(WholeWords.found(["OK"], in: "ok, Ok", exactCase: ["OK"]).isEmpty)
    #expect(WholeWords.found(["OK"], in: "config.toml: OK", exactCase: ["OK"]) == ["OK"])
  }

  @Test("the edges: letters alone, with _, with digits")
  func edges() {
    #expect(WholeWords.found(["at"], in: "at5", edge: .letters) == ["at"])
    #expect(WholeWords.found(["at"], in: "at5", edge: .lettersAndUnderscore) == ["at"])
    #expect(WholeWords.found(["at"], in: "at5").isEmpty)
    #expect(WholeWords.found(["at"], in: "_at", edge: .letters) == ["at"])
    #expect(WholeWords.found(["at"], in: "_at", edge: .lettersAndUnderscore).isEmpty)
  }
}
