import Testing

/// Ends the running test as skipped, with the reason (a precondition this machine cannot meet,
/// such as root). Swift Testing 6.3 has `Test.cancel`; older ones (Debian sid's swiftlang 6.2.3)
/// have no run-time skip, so there the test fails with the reason instead, and a build that knows
/// it cannot meet it (Debian's dh_auto_test, run as a user) leaves the test out by name.
func skipTest(_ reason: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Never {
  #if compiler(>=6.3)
    try Test.cancel(Comment(rawValue: reason), sourceLocation: sourceLocation)
  #else
    throw CannotRunHere(reason: reason)
  #endif
}

/// Why a test could not run here (Swift Testing before 6.3, which cannot skip at run time).
struct CannotRunHere: Error, CustomStringConvertible {
  let reason: String
  var description: String { "cannot run here: \(reason)" }
}
