import Foundation
import Synchronization

/// Every failure of a run, collected from all workers (the run never stops at the first), then
/// printed grouped by kind with reproductions, and counted for the summary line.
final class FuzzReport: Sendable {
  /// The categories the summary line counts. `message`: an error that is not one line (or
  /// carries a control character); `refused`: a valid input refused or not taken.
  enum Category: String, CaseIterable, Sendable {
    case crash, hang, undocumented, silent, bar, damage, service, message, refused
  }

  struct Failure: Sendable {
    let category: Category
    /// What went wrong, without the case's specifics: failures with equal keys are one finding.
    let key: String
    let index: Int
    let reproduction: String
    let detail: String
  }

  let name: String
  let seed: UInt64
  private let failures = Mutex<[Failure]>([])
  private let notes = Mutex<[String: Int]>([:])
  private let cases = Mutex<[(Int, String)]>([])
  private let timings = Mutex<[String: (count: Int, seconds: Double)]>([:])

  init(name: String, seed: UInt64) {
    self.name = name
    self.seed = seed
  }

  func record(_ category: Category, key: String, index: Int, reproduction: String, detail: String) {
    let failure = Failure(category: category, key: key, index: index, reproduction: reproduction, detail: detail)
    failures.withLock { $0.append(failure) }
  }

  /// Counts something worth knowing that is not a failure (e.g. how often each exit status came).
  func note(_ text: String) { notes.withLock { $0[text, default: 0] += 1 } }

  /// Adds a case's duration to its kind's total (the report shows where the time goes).
  func time(_ label: String, _ seconds: Double) {
    timings.withLock {
      $0[label, default: (0, 0)].count += 1
      $0[label, default: (0, 0)].seconds += seconds
    }
  }

  /// Keeps a case and its outcome for SOLVERV_FUZZ_LOG.
  func logCase(_ index: Int, _ text: String) { cases.withLock { $0.append((index, text)) } }

  /// Writes the kept cases, in index order, to `path`.
  func writeLog(to path: String?) {
    guard let path else { return }
    let text = cases.withLock { $0 }.sorted { $0.0 < $1.0 }.map { "\($0.0)\t\($0.1)\n" }.joined()
    try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  var all: [Failure] { failures.withLock { $0 }.sorted { $0.index < $1.index } }

  func count(_ category: Category) -> Int { all.filter { $0.category == category }.count }

  /// `fuzz-cli: seed S, N CLI vectors: 0 crashes, 0 hangs, …` — one line, for humans and fuzz.sh.
  func summary(cases: String, categories: [(Category, String)]) -> String {
    "\(name): seed \(seed), \(cases): " + categories.map { "\(count($0.0)) \($0.1)" }.joined(separator: ", ")
  }

  /// The findings, one block per distinct key (with how many cases hit it and up to three
  /// reproductions), then the notes.
  func details() -> String {
    let failures = all
    var lines: [String] = []
    if !failures.isEmpty {
      lines.append("rerun one case: Scripts/fuzz.sh --seed \(seed) --only INDEX ($SANDBOX: Tests/FuzzTests/CLISandbox.swift)")
    }
    var keys: [String] = []
    for failure in failures where !keys.contains(failure.key) { keys.append(failure.key) }
    for key in keys {
      let matching = failures.filter { $0.key == key }
      lines.append("[\(matching[0].category)] \(key) — \(matching.count) case(s)")
      for failure in matching.prefix(3) {
        lines.append("  seed \(seed) index \(failure.index): \(failure.reproduction)")
        if !failure.detail.isEmpty { lines.append("    " + failure.detail.replacing("\n", with: "\n    ")) }
      }
    }
    let counted = notes.withLock { $0 }.sorted { $0.key < $1.key }
    if !counted.isEmpty { lines.append("seen: " + counted.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")) }
    let timed = timings.withLock { $0 }.sorted { $0.value.seconds > $1.value.seconds }
    if !timed.isEmpty {
      lines.append(
        "time: "
          + timed.map { "\($0.key) \($0.value.count)× \(String(format: "%.1f", $0.value.seconds)) s" }.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}

/// The start of a text, one line, for a report.
func excerpt(_ text: String, limit: Int = 160) -> String {
  let line = text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
  return line.count > limit ? String(line.prefix(limit)) + "…" : line
}
