import DBusKit
import Foundation
import SolvervEngine
import TestSupport
import Testing

/// On a real private bus: the refusals of calls no settings window makes
/// but a client can meet — an unknown method, property or interface, a wrong signature, Render's
/// size limit, SunTimes' and Events' argument checks, SetTheme with the switch off, a SetLocation
/// whose write fails — answered in the daemon's language, each with its standard error name and
/// the value it is about; English word for word as before.
extension ErrorsInTheLanguageBusTests {
  /// One refused call: its method, arguments, interface (nil: Solverv's), the error name and the
  /// values its message must name.
  struct RefusedCall {
    let method: String
    let arguments: [DBusValue]
    var interface: String? = nil
    let name: DBusError.Name
    let named: [String]
  }

  static let refusedCalls: [RefusedCall] = [
    RefusedCall(method: "NoSuchMethod", arguments: [], name: DBusError.unknownMethod, named: ["NoSuchMethod", DaemonHarness.interface]),
    RefusedCall(
      method: "Get", arguments: [.string(DaemonHarness.interface), .string("NoSuchProperty")],
      interface: "org.freedesktop.DBus.Properties", name: DBusError.unknownProperty, named: ["NoSuchProperty"]),
    RefusedCall(
      method: "Get", arguments: [.string("org.example.Nope"), .string("X")], interface: "org.freedesktop.DBus.Properties",
      name: DBusError.unknownInterface, named: ["org.example.Nope"]),
    RefusedCall(method: "Render", arguments: [.string("text")], name: DBusError.invalidArgs, named: ["Render", "(ss)", "(s)"]),
    RefusedCall(
      method: "Render", arguments: [.string("text"), .string(String(repeating: "x", count: 5_000))], name: DBusError.invalidArgs,
      named: ["5000", "4096"]),
    RefusedCall(
      method: "SunTimes", arguments: [.string("2026-13-45"), .double(59.9), .double(10.7), .string("")], name: DBusError.invalidArgs,
      named: ["2026-13-45", "1000", "3000"]),
    RefusedCall(
      method: "SunTimes", arguments: [.string("2026-06-21"), .double(91), .double(10.7), .string("")], name: DBusError.invalidArgs,
      named: ["91", "90"]),
    RefusedCall(method: "Events", arguments: [.int32(2027), .int32(2020)], name: DBusError.invalidArgs, named: ["2027", "2020"]),
    RefusedCall(method: "SetTheme", arguments: [.string("dark")], name: DBusError.failed, named: ["theme.enabled", "SetSettings"]),
    RefusedCall(
      method: "SetLocation", arguments: [.double(60), .double(10), .string(String(repeating: "n", count: 201)), .string("")],
      name: DBusError.invalidArgs, named: ["201", "200"]),
    // The write fails: a folder where the daemon's temporary file must go (EEXIST, which root meets too).
    RefusedCall(
      method: "SetLocation", arguments: [.double(60), .double(10), .string("Hjemme"), .string("Europe/Oslo")],
      name: DBusError.failed, named: ["config.toml"]),
  ]

  /// A daemon whose config speaks `language` answers each of ``refusedCalls``: the messages, in
  /// order, each checked for its error name.
  static func callRefusals(_ language: String) throws -> [String] {
    let harness = try DaemonHarness(config: "language = \"\(language)\"\n[location]\ncity = \"Oslo\"\n")
    defer { harness.stop() }
    let daemon = try harness.start(["--at", "2026-11-23T12:00"])
    // What the daemon's atomic write creates beside the config, made a folder first.
    let temporary = harness.configFile.path + ".tmp.\(daemon.processIdentifier)"
    try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    let client = try harness.client()
    var messages: [String] = []
    for call in refusedCalls {
      do throws(DBusError) {
        _ = try harness.call(call.method, call.arguments, interface: call.interface ?? DaemonHarness.interface, on: client)
        Issue.record("\(language) \(call.method) succeeded")
      } catch {
        #expect(error.name == call.name.rawValue, "\(language) \(call.method): \(error)")
        messages.append(error.message)
      }
    }
    return messages
  }

  /// English words of these refusals ("in", "name" and "a" are left out: German has them; "on" too: Finnish "is").
  static let callWords = [
    "no", "method", "interface", "property", "properties", "takes", "not", "template", "is", "bytes", "the", "limit",
    "date", "valid", "use", "years", "before", "cannot", "save", "location", "write", "file", "exists", "theme", "choice",
    "switch", "off", "turns", "it", "characters", "long", "at", "most", "latitude", "allowed", "number", "from", "here",
  ]

  /// The English words left in `message` once what stays as the protocol or the user spells it
  /// is taken out: quoted values, paths, dotted names, D-Bus signatures, argument and method
  /// names, `[theme] enabled = false` and the SetSettings call that turns it on.
  static func callEnglish(_ message: String) -> [String] {
    var plain = message
    for pattern in [
      #"SetSettings\(.*\)"#, #"\[theme\] enabled = false"#, #"(«[^»]*»|”[^”]*”|»[^«]*«|„[^“]*“|'[^']*')"#, #"/[^\s)]*"#,
      #"\b[A-Za-z_]+[0-9]*(\.[A-Za-z_0-9]+)+\b"#, #"\([a-z{}]*\)"#, #"\b[a-z]+_[a-z_]+\b"#, #"\b[A-Z][a-z]+[A-Z]\w*\b"#, #"\bRender\b"#,
    ] {
      plain = plain.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
    }
    return WholeWords.found(callWords, in: plain, edge: .lettersAndUnderscore)
  }

  @Test("calls no settings window makes: refused in nb, sv, da, fi, de with no English word; English word for word")
  func strangeCallsInTheLanguage() throws {
    let english = try Self.callRefusals("en")
    #expect(english.count == Self.refusedCalls.count)
    #expect(english[0] == "no method 'NoSuchMethod' on interface '\(DaemonHarness.interface)'", "\(english[0])")
    #expect(english[1] == "no property 'NoSuchProperty' on \(DaemonHarness.interface)", "\(english[1])")
    #expect(english[3] == "Render takes (ss), not (s)", "\(english[3])")
    #expect(english[4] == "template is 5000 bytes; the limit is 4096", "\(english[4])")
    #expect(english[5] == "date '2026-13-45' is not valid: use YYYY-MM-DD in the years 1000–3000", "\(english[5])")
    #expect(english[7] == "to_year 2020 is before from_year 2027", "\(english[7])")
    #expect(english[10].hasPrefix("cannot save the location: cannot write ") && english[10].hasSuffix(": File exists"), "\(english[10])")
    // The word list can fail: every English message has its words.
    for message in english { #expect(!Self.callEnglish(message).isEmpty, "\(message)") }
    for code in Languages.codes where code != "en" {
      let messages = try Self.callRefusals(code)
      #expect(messages.count == Self.refusedCalls.count, "\(code): \(messages)")
      for (index, message) in messages.enumerated() {
        #expect(message != english[index], "\(code): \(message)")
        for value in Self.refusedCalls[index].named { #expect(message.contains(value), "\(code): \(value) not in \(message)") }
        #expect(Self.callEnglish(message).isEmpty, "\(code): \(Self.callEnglish(message)) in \(message)")
      }
    }
  }
}
