import Foundation
import SolvervConfig
import Testing
import TestSupport

struct TOMLHostileInputTests {
  private func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
  }

  @Test func tenThousandOpeningBrackets() throws {
    let header = try #require(failure(String(repeating: "[", count: 10_000)))
    #expect(header.position == TOMLPosition(line: 1, column: 1))
    #expect(header.reason.contains("arrays of tables"))
    // As a value: the 33rd '[' (column 5 + 32) is one level too deep.
    let value = try #require(failure("a = " + String(repeating: "[", count: 10_000)))
    #expect(value.position == TOMLPosition(line: 1, column: 37))
    #expect(value.key == "a")
    #expect(value.reason == "arrays and tables are nested more than 32 levels deep")
    let tables = try #require(failure("a = " + String(repeating: "{ b = ", count: 10_000)))
    #expect(tables.position == TOMLPosition(line: 1, column: 5 + 32 * 6))
    #expect(tables.reason.contains("nested more than 32"))
  }

  @Test func depthCapCountsHeadersKeysAndValues() throws {
    let deepest = "a = " + String(repeating: "[", count: 32) + String(repeating: "]", count: 32)
    #expect(failure(deepest) == nil)
    let header = "[" + Array(repeating: "t", count: 31).joined(separator: ".") + "]\n"
    #expect(failure(header + "x = [1]") == nil)
    #expect(failure(header + "x = [[1]]")?.reason.contains("nested more than 32") == true)
    #expect(failure(header + "x.y = 1") == nil)
    #expect(failure(header + "x.y.z = 1")?.reason.contains("keys are nested more than 32") == true)
    let longKey = Array(repeating: "k", count: 10_000).joined(separator: ".")
    #expect(failure(longKey + " = 1")?.column == 65)
    #expect(failure("[" + longKey + "]")?.reason.contains("nested more than 32") == true)
  }

  /// Linear work on megabyte inputs. A quadratic rescan would take hours here; the time limit
  /// catches that without a wall-clock threshold that a loaded machine can miss (debug builds
  /// take 5–20 s on a busy 2-core machine).
  @Test(.timeLimit(.minutes(3))) func megabyteLines() throws {
    let big = String(repeating: "x", count: 1 << 20)
    #expect(try TOMLDocument.parse("a = \"\(big)\"")["a"]?.stringValue?.utf8.count == 1 << 20)
    #expect(try TOMLDocument.parse("a = '''\(big)'''")["a"]?.stringValue?.utf8.count == 1 << 20)
    #expect(try TOMLDocument.parse("# \(big)\na = 1")["a"] == .integer(1))
    let items = String(repeating: "1,", count: 1 << 19)
    #expect(try TOMLDocument.parse("a = [\(items)]")["a"]?.arrayValue?.count == 1 << 19)
    // 100,000 keys on one line: positions stay linear (no rescanning from the line start).
    let keys = (0..<100_000).map { "k\($0) = \($0)" }.joined(separator: ", ")
    #expect(try TOMLDocument.parse("t = { \(keys) }").root.table("t")?.count == 100_000)
    // 100,000 lines: duplicate checks stay linear.
    let lines = (0..<100_000).map { "k\($0) = \($0)" }.joined(separator: "\n")
    #expect(try TOMLDocument.parse(lines).root.position(of: "k99999")?.line == 100_000)
    let garbage = try #require(failure("a = \(big)"))
    #expect(garbage.position == TOMLPosition(line: 1, column: 5))
    #expect(garbage.reason.count < 200)
    let unclosed = try #require(failure("a = \"\(big)"))
    #expect(unclosed.position == TOMLPosition(line: 1, column: 5))
    let late = try #require(failure("a = \"\(big)\" x"))
    #expect(late.position == TOMLPosition(line: 1, column: (1 << 20) + 8))
  }

  @Test(
    arguments: [
      [0, 0, 0], Array("a = \"\0\"".utf8), Array("a = 1\0".utf8), Array("# \0".utf8),
      Array("[a\0]".utf8), Array("a\0= 1".utf8), Array("a = '''\0'''".utf8), [0x0A, 0],
    ] as [[UInt8]])
  func nulBytesAreErrors(bytes: [UInt8]) throws {
    let error = try #require(failure(bytes: bytes))
    #expect(error.reason.contains("U+0000"), "\(error)")
    #expect(failure(String(decoding: bytes, as: UTF8.self)) == error)
  }

  /// A hang guard, not a speed target (that is the benchmark's job): see `megabyteLines`.
  @Test(.timeLimit(.minutes(3))) func randomMutationsNeverTrap() throws {
    let original = Array(sampleConfig.utf8)
    let fragments: [[UInt8]] = [
      Array("[".utf8), Array("{".utf8), Array("\"\"\"".utf8), Array("'''".utf8), Array("\\u".utf8),
      Array("\n".utf8), Array("\r".utf8), [0], [0xFF], [0xC3], Array("=".utf8), Array(".".utf8),
      Array("[[".utf8), Array("07:30".utf8), Array("1e999".utf8), Array("_".utf8), Array(",".utf8),
      Array("#".utf8), Array("ø".utf8), Array("\\".utf8),
    ]
    var random = SeededRandom(seed: 0x5017_E27)
    let clock = ContinuousClock()
    let start = clock.now
    var parsed = 0
    var failed = 0
    for _ in 0..<4_000 {
      var bytes = original
      for _ in 0..<(1 + random.below(4)) {
        let at = random.below(bytes.count + 1)
        switch random.below(5) {
        case 0 where at < bytes.count: bytes[at] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes.insert(contentsOf: fragments[random.below(fragments.count)], at: at)
        case 2 where at < bytes.count:
          bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(20)))
        case 3 where at < bytes.count:
          let end = min(bytes.count, at + 1 + random.below(200))
          bytes.insert(contentsOf: bytes[at..<end], at: random.below(bytes.count + 1))
        default: bytes = Array(bytes[..<at])
        }
      }
      let lines = bytes.count { $0 == 0x0A } + 1
      do {
        _ = try TOMLDocument.parse(bytes: bytes)
        parsed += 1
      } catch {
        failed += 1
        #expect(error.line >= 1 && error.line <= lines && error.column >= 1, "\(error)")
        #expect(!error.reason.isEmpty)
      }
      // The String entry point (after lossy decoding) must be just as safe.
      _ = try? TOMLDocument.parse(String(decoding: bytes, as: UTF8.self))
    }
    let elapsed = seconds(clock.now - start)
    print("TOML fuzz: \(parsed) parsed, \(failed) rejected in \(elapsed) s")
    #expect(parsed > 0 && failed > 0)
  }

  @Test func parseTimingForATypicalConfig() throws {
    let bytes = Array(sampleConfig.utf8)
    let runs = 2_000
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<runs { _ = try TOMLDocument.parse(bytes: bytes) }
    let each = seconds(clock.now - start) / Double(runs) * 1e6
    #if DEBUG
      let mode = "debug"
    #else
      let mode = "release"
    #endif
    print("TOML parse of a \(bytes.count)-byte config: \(each.formatted()) µs (\(mode) build)")
  }
}
