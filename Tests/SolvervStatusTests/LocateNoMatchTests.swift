import Testing

/// Found by the fuzz suite: `locate --format json` with no match exited 1 with nothing on stderr.
struct LocateNoMatchTests {
  @Test("locate --format json with no match prints [] and says why on stderr")
  func jsonNoMatchIsNotSilent() {
    // The places file named, so the line is only the no-match (the binary alone adds a note).
    let result = CLI.run(["locate", "Qqqqzzzz", "--format", "json"], environment: ["SOLVERV_PLACES": PlacesFileCommandTests.placesFile])
    #expect(result.status == 1)
    #expect(result.stdout == "[]\n")
    #expect(result.stderr == "solverv-status: no city matches 'Qqqqzzzz'\n")
  }
}
