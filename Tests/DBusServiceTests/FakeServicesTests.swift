import TestSupport
import DBusKit
import DBusService
import SolvervDaemon
import Foundation
import Testing

/// The fakes the D-Bus tests rely on behave like the services they stand for. Each test starts
/// its own bus (a local helper, so these tests do not depend on the shared PrivateBus) and talks
/// to the fake with `gdbus`, an independent client.
@Suite struct FakeServicesTests {
  static let notificationsArguments = [
    "--dest", "org.freedesktop.Notifications", "--object-path", "/org/freedesktop/Notifications",
    "--method", "org.freedesktop.Notifications.Notify", "--",
    "Solverv", "0", "", "Hi", "Body", "[]", "{'desktop-entry': <'solverv'>}", "-1",
  ]

  @Test func notificationsAnswersAndRecordsEachNotify() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let record = bus.folder.appendingPathComponent("notify.jsonl")
    let fake = try FakeService.notifications(address: bus.address, record: record)
    defer { fake.kill() }
    let first = gdbusCall(bus.address, Self.notificationsArguments)
    #expect(first.stdout == "(uint32 1,)\n", "stderr: \(first.stderr)")
    let calls = recordedCalls(record)
    try #require(calls.count == 1)
    let call = calls[0]
    #expect(call["app_name"] as? String == "Solverv")
    #expect(call["replaces_id"] as? Int == 0)
    #expect(call["app_icon"] as? String == "")
    #expect(call["summary"] as? String == "Hi")
    #expect(call["body"] as? String == "Body")
    #expect((call["actions"] as? [Any])?.isEmpty == true)
    #expect(call["hints"] as? [String: String] == ["desktop-entry": "solverv"])
    #expect(call["expire_timeout"] as? Int == -1)
    let time = try #require(call["time"] as? Double)
    #expect(abs(time - Date().timeIntervalSince1970) < 30)
    #expect(call["failed"] == nil)
    // Ids increase; the capabilities and server information are the documented ones.
    #expect(gdbusCall(bus.address, Self.notificationsArguments).stdout == "(uint32 2,)\n")
    #expect(recordedCalls(record).count == 2)
    let info = gdbusCall(
      bus.address,
      [
        "--dest", "org.freedesktop.Notifications", "--object-path", "/org/freedesktop/Notifications",
        "--method", "org.freedesktop.Notifications.GetServerInformation",
      ])
    #expect(info.stdout == "('fake', 'solverv-tests', '1', '1.2')\n")
  }

  @Test func notificationsWithFailAnswersAnError() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let record = bus.folder.appendingPathComponent("notify.jsonl")
    let fake = try FakeService.notifications(address: bus.address, record: record, fail: true)
    defer { fake.kill() }
    let result = gdbusCall(bus.address, Self.notificationsArguments)
    #expect(result.status != 0)
    #expect(result.stderr.contains("org.freedesktop.DBus.Error.Failed"), "stderr: \(result.stderr)")
    let calls = recordedCalls(record)
    #expect(calls.count == 1)
    #expect(calls.first?["failed"] as? Bool == true)
  }

  @Test("the notification fake with --delay records at once, answers late, and serves meanwhile")
  func notificationsWithDelayAnswersLate() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let record = bus.folder.appendingPathComponent("notify.jsonl")
    let fake = try FakeService.notifications(address: bus.address, record: record, delay: 4)
    defer { fake.kill() }
    let client = try DBusConnection.connect(to: .address(bus.address))
    let notify = try DBusMessage.methodCall(
      destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
      interface: "org.freedesktop.Notifications", member: "Notify")
    try notify.append([
      .string("Solverv"), .uint32(0), .string(""), .string("Hi"), .string("Body"),
      .array([], elementSignature: "s"), .stringVariantDictionary([]), .int32(-1),
    ])
    let sent = Date()
    let serial = try client.send(notify)
    client.flush()
    #expect(recordedCalls(record, atLeast: 1, timeout: 30).count == 1)
    // Another call is answered while Notify waits.
    let info = try DBusMessage.methodCall(
      destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
      interface: "org.freedesktop.Notifications", member: "GetCapabilities")
    _ = try client.call(info)
    // Not queued behind it: GetCapabilities came back while Notify's answer had not (the order of
    // the events, not a window a busy machine could miss).
    var reply = client.receive(timeoutMilliseconds: 0).first { $0.replySerial == serial }
    #expect(reply == nil, "Notify was answered before GetCapabilities: queued behind it")
    let deadline = Date().addingTimeInterval(ProcessExit.hangGuard)
    while reply == nil, Date() < deadline {
      reply = client.receive(timeoutMilliseconds: 100).first { $0.replySerial == serial }
    }
    let answered = Date().timeIntervalSince(sent)
    #expect(reply?.kind == .methodReturn)
    #expect(try reply?.arguments().first?.uint32Value == 1)
    #expect(answered >= 3.9, "answered after \(answered) s, before its 4-s delay")
    #expect(recordedCalls(record).first?["delay"] as? Double == 4)
  }

  @Test func geoclueGivesTheConfiguredLocationAfterStart() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let record = bus.folder.appendingPathComponent("geoclue.jsonl")
    let fake = try FakeService.geoclue(
      address: bus.address, latitude: 48.8566, longitude: -2.3522, requireDesktopID: "solverv", record: record)
    defer { fake.kill() }
    let geoclue = ["--dest", "org.freedesktop.GeoClue2"]
    let client = gdbusCall(
      bus.address,
      geoclue + [
        "--object-path", "/org/freedesktop/GeoClue2/Manager", "--method", "org.freedesktop.GeoClue2.Manager.GetClient",
      ])
    #expect(client.stdout == "(objectpath '/org/freedesktop/GeoClue2/Client/1',)\n", "stderr: \(client.stderr)")
    let onClient = geoclue + ["--object-path", "/org/freedesktop/GeoClue2/Client/1"]
    func set(_ name: String, _ value: String) -> ProcessRun.Result {
      gdbusCall(
        bus.address,
        onClient + [
          "--method", "org.freedesktop.DBus.Properties.Set", "org.freedesktop.GeoClue2.Client", name, value,
        ])
    }
    let start = onClient + ["--method", "org.freedesktop.GeoClue2.Client.Start"]

    // Start without the required desktop ID is refused, as GeoClue refuses an unknown app.
    let early = gdbusCall(bus.address, start)
    #expect(early.status != 0 && early.stderr.contains("org.freedesktop.DBus.Error.AccessDenied"))
    #expect(set("DesktopId", "<'solverv'>").status == 0)
    // The accuracy level is a uint32, and the fake is as strict about it as GDBus.
    #expect(set("RequestedAccuracyLevel", "<4>").stderr.contains("org.freedesktop.DBus.Error.InvalidArgs"))
    #expect(set("RequestedAccuracyLevel", "<uint32 4>").status == 0)

    let monitor = try gdbusMonitor(bus.address, "org.freedesktop.GeoClue2")
    defer { monitor.kill() }
    let started = gdbusCall(bus.address, start)
    #expect(started.status == 0, "stderr: \(started.stderr)")
    let updated =
      "org.freedesktop.GeoClue2.Client.LocationUpdated"
      + " (objectpath '/', objectpath '/org/freedesktop/GeoClue2/Location/1')"
    #expect(monitor.waitForLine(containing: updated, timeout: 30), "monitor saw: \(monitor.lines())")

    let location = gdbusCall(
      bus.address,
      onClient + [
        "--method", "org.freedesktop.DBus.Properties.Get", "org.freedesktop.GeoClue2.Client", "Location",
      ])
    #expect(location.stdout == "(<objectpath '/org/freedesktop/GeoClue2/Location/1'>,)\n")
    func coordinate(_ name: String) -> Double? {
      let result = gdbusCall(
        bus.address,
        geoclue + [
          "--object-path", "/org/freedesktop/GeoClue2/Location/1",
          "--method", "org.freedesktop.DBus.Properties.Get", "org.freedesktop.GeoClue2.Location", name,
        ])
      // "(<48.856600000000000>,)"
      return Double(result.stdout.trimmingCharacters(in: CharacterSet(charactersIn: "(<>,)\n")))
    }
    #expect(coordinate("Latitude").map { abs($0 - 48.8566) < 1e-9 } == true)
    #expect(coordinate("Longitude").map { abs($0 + 2.3522) < 1e-9 } == true)

    let calls = recordedCalls(record)
    let methods = calls.compactMap { $0["method"] as? String }
    #expect(methods.prefix(6) == ["GetClient", "Start", "Set", "Set", "Set", "Start"])
    #expect(calls[1]["error"] as? String == "org.freedesktop.DBus.Error.AccessDenied")
    #expect((calls[2]["args"] as? [Any])?.last as? String == "solverv")
    #expect(calls.contains { $0["signal"] as? String == "LocationUpdated" })
  }

  @Test func geoclueWithDenyRefusesClients() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let fake = try FakeService.geoclue(address: bus.address, deny: true)
    defer { fake.kill() }
    for method in ["GetClient", "CreateClient"] {
      let result = gdbusCall(
        bus.address,
        [
          "--dest", "org.freedesktop.GeoClue2", "--object-path", "/org/freedesktop/GeoClue2/Manager",
          "--method", "org.freedesktop.GeoClue2.Manager.\(method)",
        ])
      #expect(result.status != 0)
      #expect(result.stderr.contains("org.freedesktop.DBus.Error.AccessDenied"), "\(method): \(result.stderr)")
    }
  }

  @Test func logindEmitsPrepareForSleepInOrder() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let fake = try FakeService.logind(address: bus.address)
    defer { fake.kill() }
    let monitor = try gdbusMonitor(bus.address, "org.freedesktop.login1")
    defer { monitor.kill() }
    fake.emitPrepareForSleep(true)
    fake.emitPrepareForSleep(false)
    let signal = "/org/freedesktop/login1: org.freedesktop.login1.Manager.PrepareForSleep"
    #expect(monitor.waitForLine(containing: "\(signal) (false,)", timeout: 30), "monitor saw: \(monitor.lines())")
    #expect(monitor.lines().filter { $0.hasPrefix(signal) } == ["\(signal) (true,)", "\(signal) (false,)"])
    // The control method a shell test would use.
    let called = gdbusCall(
      bus.address,
      [
        "--dest", "org.freedesktop.login1", "--object-path", "/org/freedesktop/login1",
        "--method", "io.github.solverv.Test.EmitPrepareForSleep", "true",
      ])
    #expect(called.status == 0, "stderr: \(called.stderr)")
    #expect(monitor.waitForLine(containing: "\(signal) (true,)", after: 2, timeout: 30))
  }

  @Test func killLeavesNoProcessAndFreesTheName() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let fake = try FakeService.logind(address: bus.address)
    let pid = fake.pid
    fake.kill()
    #expect(Foundation.kill(pid, 0) == -1 && errno == ESRCH, "process \(pid) is still there")
    #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"))
    let owned = gdbusCall(
      bus.address,
      [
        "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
        "--method", "org.freedesktop.DBus.NameHasOwner", "org.freedesktop.login1",
      ])
    #expect(owned.stdout == "(false,)\n", "stderr: \(owned.stderr)")
    fake.kill()  // a second kill is harmless
  }

  @Test func sigtermAndALostBusEndTheFakeCleanly() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    // The test process blocks SIGTERM and the fake inherits that; it must unblock it.
    let termed = try FakeService.logind(address: bus.address)
    defer { termed.kill() }
    kill(termed.pid, SIGTERM)
    #expect(ProcessExit.waitForExit(termed.pid), "still running after SIGTERM; stderr: \(termed.stderr)")
    #expect(termed.stderr.contains("stopping: SIGTERM"))

    let orphan = try FakeService.notifications(address: bus.address, record: bus.folder.appendingPathComponent("n"))
    defer { orphan.kill() }
    bus.stop()
    #expect(ProcessExit.waitForExit(orphan.pid), "still running after the bus went away")
    #expect(orphan.stderr.contains("the bus went away"))
  }

  @Test func aFakeThatCannotStartThrowsWithItsStderr() throws {
    guard let bus = PrivateBus.start() else { return }
    defer { bus.stop() }
    let first = try FakeService.logind(address: bus.address)
    defer { first.kill() }
    #expect {
      try FakeService.logind(address: bus.address).kill()
    } throws: { error in
      "\(error)".contains("already has an owner") && "\(error)".contains("exited with status 2")
    }
    #expect {
      try FakeService.logind(address: "unix:path=\(bus.folder.path)/nothing-here").kill()
    } throws: { error in
      "\(error)".contains("cannot connect")
    }
  }
}
