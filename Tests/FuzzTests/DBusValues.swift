import DBusKit
import DBusService
import SolvervDaemon
import TestSupport

/// Random D-Bus values: every basic type at its extremes, hostile strings, and small containers
/// (arrays, dictionaries, structs, variants) of them.
enum DBusValues {
  static let doubles: [Double] = [
    .nan, -.nan, .infinity, -.infinity, -0.0, 0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
    .leastNonzeroMagnitude, 1e308, 91, -91, 181, -180.0000001, 90, -90, 180, 59.9139, 10.7522, 69.6496,
  ]

  static func degrees(_ random: inout SeededRandom, _ limit: Double) -> Double {
    random.chance(0.6)
      ? Double(random.int(-Int(limit * 1000)...Int(limit * 1000))) / 1000
      : random.pick(doubles)
  }

  static func year(_ random: inout SeededRandom) -> Int32 {
    random.chance(0.6)
      ? Int32(random.int(1000...3000))
      : random.pick([Int32.min, .max, 0, -1, 999, 1000, 3000, 3001, 2026, 2125, 2126, 1900, 1999])
  }

  static func string(_ random: inout SeededRandom) -> String {
    switch random.int(0...9) {
    case 0: return ""
    case 1: return String(repeating: random.pick(HostileValues.longUnits), count: random.pick([10, 1_000, 20_000]))
    case 2, 3, 4: return random.pick(HostileValues.text)
    case 5: return random.pick(HostileValues.numbers)
    default: return random.pick(DBusCallGenerator.propertyNames + CLIValues.zones + ["waybar", "Oslo", "2026-06-21"])
    }
  }

  static func basic(_ random: inout SeededRandom) -> DBusValue {
    switch random.int(0...11) {
    case 0: return .byte(random.pick([0, 1, 127, 255]))
    case 1: return .boolean(random.chance(0.5))
    case 2: return .int16(random.pick([.min, -1, 0, .max]))
    case 3: return .uint16(random.pick([0, 1, .max]))
    case 4: return .int32(year(&random))
    case 5: return .uint32(random.pick([0, 2026, .max]))
    case 6: return .int64(random.pick([.min, -1, 0, 1_781_000_000, .max]))
    case 7: return .uint64(random.pick([0, .max]))
    case 8, 9: return .double(random.pick(doubles))
    case 10: return .objectPath(random.pick(["/", "/io/github/solverv/Solverv1", "/a/b", "/_"]))
    default: return .string(string(&random))
    }
  }

  /// A value of any type, containers at most three deep.
  static func any(_ random: inout SeededRandom, depth: Int) -> DBusValue {
    guard depth < 3, random.chance(0.3) else {
      return random.chance(0.05) ? .signature(random.pick(["", "s", "a{sv}", "((i))", "v"])) : basic(&random)
    }
    switch random.int(0...3) {
    case 0:
      let element = basic(&random)
      let count = random.int(0...3)
      return .array(Array(repeating: element, count: count), elementSignature: element.signature)
    case 1:
      let pairs = (0..<random.int(0...3)).map { _ in
        (DBusValue.string(string(&random)), DBusValue.variant(any(&random, depth: depth + 1)))
      }
      return .dictionary(pairs: pairs, keySignature: "s", valueSignature: "v")
    case 2: return .structure((0..<random.int(1...3)).map { _ in any(&random, depth: depth + 1) })
    default: return .variant(any(&random, depth: depth + 1))
    }
  }
}

/// `busctl` spells values as words: arrays with their count, variants with their signature.
enum BusctlWords {
  static func words(_ value: DBusValue) -> [String] {
    switch value {
    case .byte(let v): ["\(v)"]
    case .boolean(let v): [v ? "true" : "false"]
    case .int16(let v): ["\(v)"]
    case .uint16(let v): ["\(v)"]
    case .int32(let v): ["\(v)"]
    case .uint32(let v): ["\(v)"]
    case .int64(let v): ["\(v)"]
    case .uint64(let v): ["\(v)"]
    case .double(let v): [v.isNaN ? "nan" : "\(v)"]
    case .string(let s), .objectPath(let s), .signature(let s): [shellWord(s)]
    case .array(let items, _): ["\(items.count)"] + items.flatMap(words)
    case .dictionary(let entries, _, _): ["\(entries.count)"] + entries.flatMap { words($0.key) + words($0.value) }
    case .structure(let fields): fields.flatMap(words)
    case .variant(let inner): [inner.signature] + words(inner)
    }
  }

  /// A long repetition as `"$(yes UNIT | head …)"`, anything else shell-quoted.
  static func shellWord(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    if scalars.count > 200 {
      for length in 1...32 where scalars.count % length == 0 {
        let unit = String(String.UnicodeScalarView(scalars[0..<length]))
        if String(repeating: unit, count: scalars.count / length) == text {
          return Argument(repeating: unit, count: scalars.count / length).shellWord
        }
      }
      return Argument.quote(Array(String(String.UnicodeScalarView(scalars[0..<200])).utf8)) + "…(\(text.utf8.count) bytes)"
    }
    return Argument.quote(Array(text.utf8))
  }
}
