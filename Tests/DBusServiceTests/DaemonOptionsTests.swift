import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing
import TestSupport

/// `solverv-daemon` (what D-Bus activation and the systemd unit may run) takes the same options,
/// with the same exit statuses, as `solverv-status daemon`; and the Properties interface answers
/// consistently for interfaces without properties.
@Suite struct DaemonOptionsTests {
  /// Runs a program to completion with no bus reachable (nothing here may start serving).
  static func run(_ executable: String, _ arguments: [String]) -> ProcessRun.Result {
    ProcessRun.run(
      executable, arguments,
      environment: [
        "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "Europe/Oslo", "HOME": "/nonexistent-solverv-home",
        "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent-solverv-bus",
        "DBUS_SYSTEM_BUS_ADDRESS": "unix:path=/nonexistent-solverv-bus",
      ])
  }

  @Test("solverv-daemon accepts the options of solverv-status daemon, with the same exit statuses")
  func bothProgramsTakeTheSameOptions() {
    let vectors: [[String]] = [
      ["--version"], ["--help"], ["-h"], ["--config=/x", "--version"], ["--bogus", "--help"],
      ["--bogus"], ["-x"], ["stray"], ["--at"], ["--config"], ["--at="], ["--config="], ["--at", "--replace"],
      ["--replace=1"], ["--", "x"], ["--at", "someday"], ["--at=someday"], ["--config=/x", "--at=someday"],
      ["--config", "/x", "--at", "someday"], ["--at", "-2h", "--replace"],
      // Valid: they get as far as the (missing) bus: 69.
      ["--config=/x"], ["--replace", "--config", "/x", "--at=-2h"], ["--at=2026-06-21T12:00", "--replace"],
    ]
    for vector in vectors {
      let status = Self.run(DaemonHarness.binary, ["daemon"] + vector)
      let daemon = Self.run(DaemonHarness.daemonBinary, vector)
      #expect(
        daemon.status == status.status,
        "\(vector): solverv-daemon \(daemon.status) (\(daemon.stderr)), solverv-status daemon \(status.status) (\(status.stderr))"
      )
      if vector.contains("--version") || vector.contains("--help") {
        #expect(daemon.status == 0)
      }
    }
    #expect(Self.run(DaemonHarness.daemonBinary, ["--version"]).stdout == Self.run(DaemonHarness.binary, ["--version"]).stdout)
    let help = Self.run(DaemonHarness.daemonBinary, ["--help"]).stdout
    for option in ["--replace", "--at <time>", "--config <path>", "--version", "-h, --help"] {
      #expect(help.contains(option), "solverv-daemon --help lacks \(option)")
    }
    let bogus = Self.run(DaemonHarness.daemonBinary, ["--bogus"])
    #expect(bogus.stderr == "solverv-daemon: Unknown option '--bogus'\n")
  }

  @Test("solverv-daemon --config=PATH serves that config")
  func solvervDaemonTakesConfigWithEquals() throws {
    let harness = try DaemonHarness()
    defer { harness.stop() }
    let config = harness.home.appendingPathComponent("elsewhere.toml")
    try "[location]\ncity = \"Tromsø\"\n".write(to: config, atomically: true, encoding: .utf8)
    try harness.start(["--config=\(config.path)", "--at=2026-06-21T12:00"], direct: true)
    let client = try harness.client()
    #expect(try harness.property("LocationName", on: client)?.stringValue == "Tromsø")
  }

  @Test("Get, Set and GetAll agree about the standard interfaces, which have no properties")
  func propertiesOfTheStandardInterfacesAgree() throws {
    let harness = try DaemonHarness(config: DaemonServiceTests.oslo)
    defer { harness.stop() }
    try harness.start()
    let client = try harness.client()
    let properties = "org.freedesktop.DBus.Properties"
    for standard in [properties, "org.freedesktop.DBus.Peer", "org.freedesktop.DBus.Introspectable"] {
      let all = try harness.call("GetAll", [.string(standard)], interface: properties, on: client)
      #expect(all.first?.dictionaryEntries?.isEmpty == true, "GetAll(\(standard))")
      let get = #expect(throws: DBusError.self) {
        try harness.call("Get", [.string(standard), .string("Anything")], interface: properties, on: client)
      }
      #expect(get?.name == DBusError.unknownProperty.rawValue, "Get(\(standard)): \(String(describing: get))")
      #expect(get?.message == "no property 'Anything' on \(standard): it has no properties")
      let set = #expect(throws: DBusError.self) {
        try harness.call("Set", [.string(standard), .string("Anything"), .variant(.int32(1))], interface: properties, on: client)
      }
      #expect(set?.name == DBusError.unknownProperty.rawValue, "Set(\(standard))")
    }
    // An interface the object does not have is unknown to all three.
    let nope = "org.example.Nope"
    for (member, arguments) in [("GetAll", [DBusValue.string(nope)]), ("Get", [.string(nope), .string("X")])] {
      let error = #expect(throws: DBusError.self) { try harness.call(member, arguments, interface: properties, on: client) }
      #expect(error?.name == DBusError.unknownInterface.rawValue, "\(member)")
    }
  }
}
