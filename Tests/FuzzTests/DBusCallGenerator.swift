import DBusKit
import DBusService
import SolvervDaemon
import TestSupport

/// One random method call: where it goes, what it carries, and — when it is a well-formed call
/// of a documented method — the signature a successful reply must have.
struct FuzzCall {
  let index: Int
  var path = FuzzDaemon.objectPath
  var interface: String?
  var member: String
  var arguments: [DBusValue] = []
  var expectsReply = true
  /// The documented reply signature, when the call matches the documented signature.
  var replySignature: String?
  /// A config layout written to the daemon's config file (`$CONFIG`) just before the call.
  var configLayout: (bytes: [UInt8], label: String)?
  /// For a clean SetSettings (valid values, distinct keys): what GetSettings must answer after.
  var expected: [(key: String, value: String)]?

  /// Whether the call asks the service to write its config file.
  var writesConfig: Bool {
    (interface == DBusCallGenerator.interface || interface == nil) && (member == "SetSettings" || member == "SetLocation")
      && path == FuzzDaemon.objectPath
  }

  /// The call as a `busctl` command line (no interface: described in words), after the
  /// `printf` that writes its config layout, if any.
  var busctlLine: String {
    var words = configLayout.map { ["printf", "%s", Argument.quote($0.bytes), ">", "$CONFIG", "&&"] } ?? []
    words += ["busctl", "--address=$BUS", "call"]
    if !expectsReply { words.append("--expect-reply=no") }
    words += [FuzzDaemon.busName, path, interface ?? "(no-interface)", member]
    if !arguments.isEmpty {
      words.append(arguments.map(\.signature).joined())
      words += arguments.flatMap(BusctlWords.words)
    }
    return words.joined(separator: " ")
  }
}

/// Builds call `index`: documented methods with hostile values, wrong signatures, unknown
/// members, interfaces and objects, Properties Get/Set/GetAll, and calls wanting no reply.
enum DBusCallGenerator {
  static let interface = "io.github.solverv.Solverv1"
  static let properties = "org.freedesktop.DBus.Properties"
  static let knownInterfaces = [interface, properties, "org.freedesktop.DBus.Introspectable", "org.freedesktop.DBus.Peer"]
  static let propertyNames = [
    "NextEventKind", "NextEventTime", "DaysUntil", "Progress", "Sunrise", "Text", "Tooltip", "Message",
    "ValidUntil", "LocationName", "Latitude", "TimeZone", "nexteventkind", "Nope", "", "Text\u{202E}",
  ]
  /// Every documented method with its reply signature, weighted towards those taking arguments.
  static let methods: [(weight: Int, interface: String, member: String, reply: String)] = [
    (1, interface, "GetSnapshot", "a{sv}"), (4, interface, "Render", "s"), (2, interface, "SunTimes", "a{sv}"),
    (2, interface, "Events", "aa{sv}"), (2, interface, "SetLocation", ""), (1, interface, "Refresh", ""),
    (2, properties, "Get", "v"), (1, properties, "GetAll", "a{sv}"), (1, properties, "Set", ""),
    (1, "org.freedesktop.DBus.Introspectable", "Introspect", "s"), (1, "org.freedesktop.DBus.Peer", "Ping", ""),
    (1, "org.freedesktop.DBus.Peer", "GetMachineId", "s"),
    (2, interface, "Compare", "a{sv}"), (1, interface, "GetSettings", "a{sv}"), (1, interface, "GetSettingsWords", "a{ss}"),
    (5, interface, "SetSettings", ""), (2, interface, "SearchPlaces", "aa{sv}"),
    (2, interface, "ComparePlaces", "a{sv}"), (1, interface, "GetSettingsSchema", "a{sv}"), (1, interface, "SetTheme", ""),
  ]

  static func call(seed: UInt64, index: Int) -> FuzzCall {
    var random = SeededRandom(seed: seed, index: index, stream: 2)
    let method = random.weighted(methods.map { ($0.weight, $0) })
    var call = FuzzCall(index: index, interface: method.interface, member: method.member)
    switch random.weighted([(50, 0), (15, 1), (10, 2), (8, 3), (10, 4), (7, 5)]) {
    case 0:
      call.arguments = documentedArguments(method.member, &random)
      call.replySignature = method.reply
      if method.member == "SetSettings", random.chance(0.35) {
        let (changes, expected) = SettingValues.cleanChanges(&random)
        call.arguments = [changes]
        call.expected = expected
      }
      // Now and then the file is rewritten first in an odd valid layout (CRLF, inline table…).
      if ["SetSettings", "SetLocation", "GetSettings", "GetSettingsWords"].contains(method.member), random.chance(0.15) {
        call.configLayout = ConfigLayouts.valid(&random)
      }
    case 1:
      call.arguments = (0..<random.int(0...4)).map { _ in DBusValues.any(&random, depth: 0) }
      if call.arguments.map(\.signature).joined() == documentedArguments(method.member, &random).map(\.signature).joined() {
        call.replySignature = method.reply
      }
    case 2:
      call.member = random.pick([
        "render", "Render2", "GetSnapshotX", "Quit", "Exit", "Destroy", "A", String(repeating: "M", count: 255), "Get", "Ping",
      ])
      call.interface = random.pick(knownInterfaces)
      call.arguments = (0..<random.int(0...2)).map { _ in DBusValues.any(&random, depth: 0) }
    case 3:
      call.interface = random.pick([
        "io.github.solverv.Solverv2", "org.freedesktop.DBus", "org.freedesktop.DBus.ObjectManager", "a.b",
        "x" + String(repeating: ".y", count: 100),
      ])
      call.arguments = (0..<random.int(0...2)).map { _ in DBusValues.any(&random, depth: 0) }
    case 4:
      call.path = random.pick([
        "/", "/io", "/io/github", "/io/github/solverv", "/io/github/solverv/Solverv1/child", "/org/freedesktop/DBus", "/a/b/c",
        "/io/github/solverv/Solverv",
      ])
      if random.chance(0.5) {
        call.interface = "org.freedesktop.DBus.Introspectable"
        call.member = "Introspect"
      } else {
        call.arguments = documentedArguments(method.member, &random)
      }
    default:
      call.interface = nil
      call.arguments = documentedArguments(method.member, &random)
    }
    if random.chance(0.05) {
      call.expectsReply = false
      call.replySignature = nil
    }
    return call
  }

  /// Arguments with the documented signature and values from plausible to hostile.
  static func documentedArguments(_ member: String, _ random: inout SeededRandom) -> [DBusValue] {
    switch member {
    case "Render": return [.string(format(&random)), .string(template(&random))]
    case "SunTimes":
      return [
        .string(CLIValues.date(&random)), .double(DBusValues.degrees(&random, 90)), .double(DBusValues.degrees(&random, 180)),
        .string(zone(&random)),
      ]
    case "Events":
      return [.int32(DBusValues.year(&random)), .int32(DBusValues.year(&random))]
    case "SetLocation":
      return [
        .double(DBusValues.degrees(&random, 90)), .double(DBusValues.degrees(&random, 180)), .string(name(&random)),
        .string(zone(&random)),
      ]
    case "Compare":
      return [.string(CLIValues.compareDate(&random)), .string(random.chance(0.3) ? "" : CLIValues.compareDate(&random))]
    case "SetSettings": return [SettingValues.dbusChanges(&random)]
    case "SearchPlaces": return [.string(query(&random))]
    case "ComparePlaces":
      return [
        .string(random.chance(0.3) ? "" : CLIValues.compareDate(&random)), .string(random.chance(0.2) ? "" : query(&random)),
        .string(query(&random)),
      ]
    case "SetTheme":
      return [.string(random.chance(0.8) ? random.pick(["dark", "light", "auto"]) : random.pick(["", "Dark", "night"] + HostileValues.text))]
    case "Get": return [.string(propertyInterface(&random)), .string(random.pick(propertyNames))]
    case "GetAll": return [.string(propertyInterface(&random))]
    case "Set":
      return [
        .string(propertyInterface(&random)), .string(random.pick(propertyNames)), .variant(DBusValues.any(&random, depth: 1)),
      ]
    default: return []
    }
  }

  static func format(_ random: inout SeededRandom) -> String {
    random.chance(0.8)
      ? random.pick(CLIValues.statusFormats)
      : random.pick(["", "nope", "../x", "WAYBAR", "mine.toml"] + HostileValues.text)
  }

  /// Templates as the CLI gets them, and huge valid ones (up to 2 MB of `{progress_bar:500}`,
  /// whose reply would exceed the bus's message limit).
  static func template(_ random: inout SeededRandom) -> String {
    switch random.int(0...99) {
    case 0..<8:
      let unit = random.pick(["{progress_bar:500}", "{progress_bar:500}", "{icon}{location:20}", "x"])
      return String(repeating: unit, count: random.pick([10_000, 58_000, 116_000]) * 18 / unit.utf8.count)
    case 8..<20: return ""
    default: return CLIValues.template(&random).text ?? "{x"
    }
  }

  static func zone(_ random: inout SeededRandom) -> String {
    random.chance(0.1) ? random.pick(HostileValues.text) : random.pick(CLIValues.zones)
  }

  static func name(_ random: inout SeededRandom) -> String {
    switch random.int(0...5) {
    case 0: return String(repeating: random.pick(HostileValues.longUnits), count: random.pick([100, 5_000]))
    case 1, 2: return random.pick(HostileValues.text)
    case 3: return "Home\n[location]\nlatitude = 91"
    default: return random.pick(["Home", "", "Hytta", "Tromsø", "\"quoted\"", "back\\slash", "# comment"])
    }
  }

  /// A SearchPlaces query: a place, part of one, hostile text, or past the 200-byte limit.
  static func query(_ random: inout SeededRandom) -> String {
    switch random.int(0...9) {
    case 0...4: return random.pick(CLIValues.places)
    case 5: return String(random.pick(CLIValues.places).prefix(random.int(1...3)))
    case 6, 7: return random.pick(HostileValues.text + HostileValues.injections + HostileValues.blank)
    default: return String(repeating: random.pick(HostileValues.longUnits), count: random.pick([20, 200, 5_000]))
    }
  }

  static func propertyInterface(_ random: inout SeededRandom) -> String {
    random.pick(knownInterfaces + ["", "nope", "io.github.solverv.Solverv2"])
  }
}
