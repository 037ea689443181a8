import TestSupport
import DBusKit
import Foundation
import Testing

/// Independent clients (systemd's busctl, GLib's gdbus) reach a service built on this layer:
/// the wire format is D-Bus's, not just something our own decoder agrees with.
struct BusInteropTests {
  @Test func busctlCallsOurService() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let service = try BusTestService(bus: bus)
    defer { service.stop() }
    let target = [service.name, BusTestService.path, BusTestService.interface]
    let ping = try run("busctl", ["--address=\(bus.address)", "call", "--"] + target + ["Ping"])
    #expect(ping.status == 0, "\(ping.error)")
    #expect(ping.output == "s \"pong\"\n")
    let echo = try run(
      "busctl",
      ["--address=\(bus.address)", "call", "--"] + target
        + [
          "Echo", "sa{sv}ai", "Ødegård ☀", "2", "Lat", "d", "59.9", "On", "b", "true", "2", "7",
          "-8",
        ])
    #expect(echo.status == 0, "\(echo.error)")
    // busctl prints non-ASCII bytes as C octal escapes: Ø is \303\230, å \303\245, ☀ \342\230\200.
    #expect(
      echo.output
        == #"sa{sv}ai "\303\230deg\303\245rd \342\230\200" 2 "Lat" d 59.9 "On" b true 2 7 -8"# + "\n")
    let failure = try run(
      "busctl",
      ["--address=\(bus.address)", "call", "--"] + target
        + ["Fail", "ss", "org.solverv.Error.Dark", "no sun"])
    #expect(failure.status != 0)
    #expect(failure.error.contains("no sun"))
  }

  @Test func gdbusCallsOurServiceAndItsPeerInterface() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let service = try BusTestService(bus: bus)
    defer { service.stop() }
    let target = [
      "call", "--address", bus.address, "--dest", service.name, "--object-path",
      BusTestService.path,
    ]
    let ping = try run("gdbus", target + ["--method", "org.freedesktop.DBus.Peer.Ping"])
    #expect(ping.status == 0, "\(ping.error)")
    #expect(ping.output == "()\n")
    let machine = try run("gdbus", target + ["--method", "org.freedesktop.DBus.Peer.GetMachineId"])
    #expect(machine.status == 0, "\(machine.error)")
    #expect(machine.output == "('\(BusTestService.machineID)',)\n")
    let echo = try run(
      "gdbus",
      target + [
        "--method", "org.solverv.Test.Echo", "<@a{sv} {'k': <int64 5>}>", "uint16 9", "'日の出 ☀'",
      ])
    #expect(echo.status == 0, "\(echo.error)")
    #expect(echo.output == "(<{'k': <int64 5>}>, uint16 9, '日の出 ☀')\n")
    let failure = try run(
      "gdbus", target + ["--method", "org.solverv.Test.Fail", "org.solverv.Error.Dark", "no sun"])
    #expect(failure.status != 0)
    #expect(failure.error.contains("org.solverv.Error.Dark") && failure.error.contains("no sun"))
  }

  /// Runs a tool to completion; records an issue (and throws) when it is not installed.
  private func run(_ tool: String, _ arguments: [String]) throws -> (
    status: Int32, output: String, error: String
  ) {
    guard let path = PrivateBus.executable(named: tool) else {
      Issue.record("\(tool) is not installed; it is the independent client of this test")
      throw PrivateBusError("no \(tool)")
    }
    let result = ProcessRun.run(path, arguments, environment: ProcessInfo.processInfo.environment)
    return (result.status, result.stdout, result.stderr)
  }
}
