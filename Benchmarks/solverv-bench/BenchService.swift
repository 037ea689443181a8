import DBusKit
import DBusService
import SolvervDaemon

#if canImport(Glibc)
  import Glibc
#endif

/// The service under measurement: a private `dbus-daemon`, the release `solverv-daemon` on it
/// (Oslo, notifications off, time travel to a midday hours from any boundary), and a client.
final class BenchService {
  let bus: PrivateDBus
  let pid: pid_t
  let client: DBusConnection

  private init(bus: PrivateDBus, pid: pid_t, client: DBusConnection) {
    self.bus = bus
    self.pid = pid
    self.client = client
  }

  /// - Parameter theme: with the light/dark switch on (`[theme] enabled = true`: the portal
  ///   served, the hooks folder looked at).
  /// - Parameter hook: a shell script put in `hooks/dark/` and `hooks/light/` (the start-up runs
  ///   the light one).
  static func start(daemon: String, scratch: String, theme: Bool = false, hook: String? = nil) -> BenchService? {
    guard let bus = PrivateDBus(folder: scratch) else { return nil }
    let home = scratch + "/dbus-home"
    mkdir(home, 0o700)
    mkdir(home + "/config", 0o700)
    mkdir(home + "/config/solverv", 0o700)
    if let hook {
      mkdir(home + "/config/solverv/hooks", 0o700)
      for mode in ["dark", "light"] {
        mkdir(home + "/config/solverv/hooks/" + mode, 0o700)
        let path = home + "/config/solverv/hooks/\(mode)/10-bench"
        if let file = fopen(path, "w") {
          fputs("#!/bin/sh\n" + hook + "\n", file)
          fclose(file)
          chmod(path, 0o755)
        }
      }
    }
    if let file = fopen(configPath(scratch: scratch), "w") {
      fputs("[location]\ncity = \"Oslo\"\n[notifications]\nenabled = false\n" + (theme ? "[theme]\nenabled = true\n" : ""), file)
      fclose(file)
    }
    let environment = [
      "HOME=\(home)", "XDG_CONFIG_HOME=\(home)/config", "XDG_STATE_HOME=\(home)/state", "TZ=Europe/Oslo",
      "LANG=C.UTF-8", "DBUS_SESSION_BUS_ADDRESS=\(bus.address)", "DBUS_SYSTEM_BUS_ADDRESS=unix:path=\(home)/none",
    ]
    guard let pid = spawn([daemon, "--at", "2026-11-22T11:00"], environment: environment) else {
      bus.stop()
      return nil
    }
    guard let client = try? DBusConnection.connect(to: .address(bus.address)), waitForService(client) else {
      killAndReap(pid)
      bus.stop()
      return nil
    }
    return BenchService(bus: bus, pid: pid, client: client)
  }

  /// The daemon's config file under `scratch`.
  static func configPath(scratch: String) -> String { scratch + "/dbus-home/config/solverv/config.toml" }

  /// Whether a name is owned on the bench's bus.
  func owns(_ name: String) -> Bool {
    guard
      let message = try? DBusMessage.methodCall(
        destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus",
        member: "NameHasOwner")
    else { return false }
    do {
      try message.append([.string(name)])
      return try client.call(message).arguments().first?.boolValue ?? false
    } catch { return false }
  }

  func stop() {
    killAndReap(pid)
    bus.stop()
  }

  private static func waitForService(_ client: DBusConnection) -> Bool {
    for _ in 0..<200 {
      if (try? DBusBench.call(
        client, destination: SolvervBusInterface.busName, path: SolvervBusInterface.objectPath,
        interface: "org.freedesktop.DBus.Peer", member: "Ping", [])) != nil
      {
        return true
      }
      usleep(25_000)
    }
    return false
  }
}
