import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

/// The method table (`ServiceMethods`) is the one source of introspection and dispatch: every
/// method the real daemon's Introspect declares is dispatched with exactly the declared input
/// signature, so a call with one argument too many is refused naming that signature.
@Suite(.serialized) struct MethodTableTests {
  /// (interface, method, input signature) for every method in an introspection document.
  static func declaredMethods(_ xml: String) throws -> [(interface: String, method: String, inputs: String)] {
    var found: [(String, String, String)] = []
    var interface = ""
    var method: String?
    var inputs = ""
    for line in xml.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if let name = Self.attribute("name", inTagStarting: "<interface ", of: line) { interface = name }
      if let name = Self.attribute("name", inTagStarting: "<method ", of: line) {
        if line.hasSuffix("/>") { found.append((interface, name, "")) } else { (method, inputs) = (name, "") }
      }
      if method != nil, line.hasPrefix("<arg "), line.contains(#"direction="in""#),
        let type = Self.attribute("type", inTagStarting: "<arg ", of: line)
      {
        inputs += type
      }
      if line == "</method>", let name = method {
        found.append((interface, name, inputs))
        method = nil
      }
    }
    return found
  }

  static func attribute(_ name: String, inTagStarting tag: String, of line: String) -> String? {
    guard line.hasPrefix(tag), let start = line.range(of: "\(name)=\"") else { return nil }
    let rest = line[start.upperBound...]
    return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
  }

  @Test("every declared method takes exactly its declared signature: one argument more is InvalidArgs naming it")
  func everyDeclaredMethodChecksItsDeclaredSignature() throws {
    let harness = try DaemonHarness(config: "[location]\ncity = \"Oslo\"\n")
    defer { harness.stop() }
    try harness.start(["--at", "2026-11-23T12:00"])
    let client = try harness.client()
    let xml = try #require(
      try harness.call("Introspect", interface: "org.freedesktop.DBus.Introspectable", on: client).first?.stringValue)
    let methods = try Self.declaredMethods(xml)
    // The table's 20 methods (ComparePlaces the newest), in four interfaces; the parse itself can fail this.
    #expect(methods.count == 20, "\(methods.map(\.method))")
    #expect(methods.contains { $0.method == "ComparePlaces" && $0.inputs == "sss" })
    #expect(methods.contains { $0.method == "SetTheme" && $0.inputs == "s" })
    #expect(Set(methods.map(\.interface)).count == 4)
    #expect(methods.contains { $0.method == "SunTimes" && $0.inputs == "sdds" })
    for declared in methods {
      do throws(DBusError) {
        _ = try harness.call(declared.method, [.int32(7)], interface: declared.interface, on: client)
        Issue.record("\(declared.method) accepted an extra int32")
      } catch {
        #expect(error.name == DBusError.invalidArgs.rawValue, "\(declared.method): \(error)")
        #expect(error.message.contains("(\(declared.inputs))"), "\(declared.method): \(error.message)")
      }
    }
    // Still answering after every refusal.
    _ = try harness.call("Ping", interface: "org.freedesktop.DBus.Peer", on: client)
  }
}
