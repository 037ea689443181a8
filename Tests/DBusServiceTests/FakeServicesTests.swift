import DBusKit
import DBusService
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
    let bus = try startTestBus()
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
    let bus = try startTestBus()
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
    let bus = try startTestBus()
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
    #expect(recordedCalls(record, atLeast: 1, timeout: 1).count == 1)
    // Another call is answered while Notify waits.
    let info = try DBusMessage.methodCall(
      destination: "org.freedesktop.Notifications", path: "/org/freedesktop/Notifications",
      interface: "org.freedesktop.Notifications", member: "GetCapabilities")
    _ = try client.call(info)
    #expect(Date().timeIntervalSince(sent) < 3)  // well before the 4-s answer: not queued behind it
    var reply: DBusMessage?
    while reply == nil, Date().timeIntervalSince(sent) < 10 {
      reply = client.receive(timeoutMilliseconds: 100).first { $0.replySerial == serial }
    }
    let answered = Date().timeIntervalSince(sent)
    #expect(reply?.kind == .methodReturn)
    #expect(try reply?.arguments().first?.uint32Value == 1)
    #expect(answered >= 3.9 && answered < 10, "answered after \(answered) s")
    #expect(recordedCalls(record).first?["delay"] as? Double == 4)
  }

  @Test func geoclueGivesTheConfiguredLocationAfterStart() throws {
    let bus = try startTestBus()
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
    func set(_ name: String, _ value: String) -> GDBusResult {
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
    #expect(monitor.waitForLine(containing: updated, timeout: 5), "monitor saw: \(monitor.lines())")

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
    let bus = try startTestBus()
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
    let bus = try startTestBus()
    defer { bus.stop() }
    let fake = try FakeService.logind(address: bus.address)
    defer { fake.kill() }
    let monitor = try gdbusMonitor(bus.address, "org.freedesktop.login1")
    defer { monitor.kill() }
    fake.emitPrepareForSleep(true)
    fake.emitPrepareForSleep(false)
    let signal = "/org/freedesktop/login1: org.freedesktop.login1.Manager.PrepareForSleep"
    #expect(monitor.waitForLine(containing: "\(signal) (false,)", timeout: 5), "monitor saw: \(monitor.lines())")
    #expect(monitor.lines().filter { $0.hasPrefix(signal) } == ["\(signal) (true,)", "\(signal) (false,)"])
    // The control method a shell test would use.
    let called = gdbusCall(
      bus.address,
      [
        "--dest", "org.freedesktop.login1", "--object-path", "/org/freedesktop/login1",
        "--method", "io.github.solverv.Test.EmitPrepareForSleep", "true",
      ])
    #expect(called.status == 0, "stderr: \(called.stderr)")
    #expect(monitor.waitForLine(containing: "\(signal) (true,)", after: 2, timeout: 5))
  }

  @Test func killLeavesNoProcessAndFreesTheName() throws {
    let bus = try startTestBus()
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
    let bus = try startTestBus()
    defer { bus.stop() }
    // The test process blocks SIGTERM and the fake inherits that; it must unblock it.
    let termed = try FakeService.logind(address: bus.address)
    defer { termed.kill() }
    kill(termed.pid, SIGTERM)
    #expect(waitForExit(termed.pid, timeout: 5), "still running after SIGTERM; stderr: \(termed.stderr)")
    #expect(termed.stderr.contains("stopping: SIGTERM"))

    let orphan = try FakeService.notifications(address: bus.address, record: bus.folder.appendingPathComponent("n"))
    defer { orphan.kill() }
    bus.stop()
    #expect(waitForExit(orphan.pid, timeout: 5), "still running after the bus went away")
    #expect(orphan.stderr.contains("the bus went away"))
  }

  @Test func aFakeThatCannotStartThrowsWithItsStderr() throws {
    let bus = try startTestBus()
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

/// Whether `pid` (a zombie counts as gone) ends within `timeout` seconds.
private func waitForExit(_ pid: Int32, timeout: Double) -> Bool {
  let deadline = Date().addingTimeInterval(timeout)
  while Date() < deadline {
    let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?
      .split(separator: ")").last?.split(separator: " ").first
    if state == nil || state == "Z" { return true }
    usleep(10_000)
  }
  return false
}

/// A `dbus-daemon` of the test's own, listening in a temporary folder that `stop()` removes.
private final class TestBus {
  let daemon: LineProcess
  let folder: URL
  let address: String

  init(daemon: LineProcess, folder: URL, address: String) {
    self.daemon = daemon
    self.folder = folder
    self.address = address
  }

  func stop() {
    daemon.kill()
    try? FileManager.default.removeItem(at: folder)
  }
}

/// Starts `dbus-daemon --session` on a socket in a new temporary folder; the first line it
/// prints is the address.
private func startTestBus() throws -> TestBus {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-fakes-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let daemon = try LineProcess(
    "/usr/bin/dbus-daemon",
    [
      "--session", "--nofork", "--print-address=1", "--address=unix:path=\(folder.path)/bus",
    ])
  guard daemon.waitForLine(containing: "unix:", timeout: 10), let address = daemon.lines().first else {
    daemon.kill()
    throw FakeService.LaunchError(description: "dbus-daemon printed no address")
  }
  return TestBus(daemon: daemon, folder: folder, address: address)
}

/// A process whose stdout lines are collected as they come (gdbus monitor, dbus-daemon).
private final class LineProcess: @unchecked Sendable {
  private let process = Process()
  private let output = Pipe()
  private let lock = NSLock()
  private var pending = Data()
  private var collected: [String] = []

  init(_ executable: String, _ arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard !data.isEmpty else {
        handle.readabilityHandler = nil
        return
      }
      guard let self else { return }
      self.lock.lock()
      defer { self.lock.unlock() }
      self.pending += data
      while let newline = self.pending.firstIndex(of: 0x0A) {
        self.collected.append(String(decoding: self.pending[self.pending.startIndex..<newline], as: UTF8.self))
        self.pending.removeSubrange(self.pending.startIndex...newline)
      }
    }
    try process.run()
  }

  func lines() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    return collected
  }

  /// Whether a line from index `after` on contains `text` within `timeout` seconds.
  func waitForLine(containing text: String, after: Int = 0, timeout: Double) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if lines().dropFirst(after).contains(where: { $0.contains(text) }) { return true }
      usleep(10_000)
    }
    return false
  }

  func kill() {
    if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
  }
}

/// `gdbus monitor` of the signals from `name`, once it is surely listening: gdbus prints
/// "… is owned by …" after its match rule is in place, so no later signal can slip past.
private func gdbusMonitor(_ address: String, _ name: String) throws -> LineProcess {
  let monitor = try LineProcess("/usr/bin/gdbus", ["monitor", "--address", address, "--dest", name])
  guard monitor.waitForLine(containing: "is owned by", timeout: 5) else {
    monitor.kill()
    throw FakeService.LaunchError(description: "gdbus monitor of \(name) did not start: \(monitor.lines())")
  }
  return monitor
}

private struct GDBusResult {
  let status: Int32
  let stdout: String
  let stderr: String
}

/// `gdbus call --address address arguments…`, with a 5 s method timeout.
private func gdbusCall(_ address: String, _ arguments: [String]) -> GDBusResult {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/gdbus")
  process.arguments = ["call", "--address", address, "--timeout", "5"] + arguments
  process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
  let out = Pipe()
  let err = Pipe()
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = out
  process.standardError = err
  do {
    try process.run()
  } catch {
    return GDBusResult(status: -1, stdout: "", stderr: "cannot run gdbus: \(error)")
  }
  // gdbus writes a line or two: reading to the end before waiting cannot deadlock.
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return GDBusResult(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: stderr, as: UTF8.self))
}
