import SolvervEngine
import Testing

/// `--at` values: every number is range-checked before it is used, so no value can trap.
struct TimeSpecificationTests {
  static let now = Instant(secondsSince1970: 1_780_000_000)  // 2026-05-28

  static func parse(_ text: String) throws(TimeSpecificationError) -> Instant {
    try TimeSpecification.instant(from: text, now: now, zone: .utc)
  }

  @Test(
    "extreme --at numbers are out of range, never an overflow trap",
    arguments: [
      "@-9223372036854775808", "@9223372036854775807", "@-9223372036854775809", "@99999999999999999999999",
      "@+99999999999999999999", "@40000000000", "@-40000000000", "+99999999999999d", "-99999999999999w",
      "+9999999999999999999999999s", "+1000000w", "-99999999999h", "+9223372036854775807m", "3001-01-01", "0000-01-01",
      "9999-12-31T23:59:59+14:00",
    ])
  func extremeNumbersAreOutOfRange(text: String) {
    #expect(throws: TimeSpecificationError.outOfRange(text)) { try Self.parse(text) }
  }

  @Test("the out-of-range message names the value and the allowed years")
  func outOfRangeMessageNamesValueAndRange() {
    let message = TimeSpecificationError.outOfRange("+99999999999999d").description
    #expect(message.contains("'+99999999999999d'") && message.contains("1000–3000"))
  }

  @Test(
    "malformed --at forms stay malformed",
    arguments: ["@", "@-", "@+", "@1e5", "@ 5", "@--5", "+d", "+5x", "+-5d", "+5", "-", "+ 5d"])
  func malformedFormsAreMalformed(text: String) {
    #expect(throws: TimeSpecificationError.malformed(text)) { try Self.parse(text) }
  }

  @Test("signed Unix seconds and large relative amounts within range still work")
  func numbersWithinRangeWork() throws {
    #expect(try Self.parse("@-1000000000") == Instant(secondsSince1970: -1_000_000_000))
    #expect(try Self.parse("@+1000000000") == Instant(secondsSince1970: 1_000_000_000))
    #expect(try Self.parse("+36500d") == Self.now + 36_500 * 86_400)
    #expect(try Self.parse("-000001d") == Self.now - 86_400)
  }
}
