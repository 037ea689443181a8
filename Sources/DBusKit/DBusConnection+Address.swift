#if canImport(Glibc)
  import Glibc
#endif

/// Bus addresses: where `.session` and `.system` point, and reconnecting to a restarted bus.
extension DBusConnection {
  /// The address libdbus would use for `bus`, looked up the same way (`dbus_bus_get`), so that
  /// `address` is known and can be reused for reconnecting.
  static func resolve(_ bus: Bus) throws(DBusError) -> String {
    switch bus {
    case .address(let address):
      guard DBusSyntax.isValidString(address), !address.isEmpty else {
        throw DBusError(DBusError.badAddress, "invalid address \(DBusSyntax.quoted(address))")
      }
      return address
    case .session:
      if let address = environment("DBUS_SESSION_BUS_ADDRESS") { return address }
      if let runtime = environment("XDG_RUNTIME_DIR"), isSocket(runtime + "/bus") {
        return "unix:path=" + LibDBus.escapeAddressValue(runtime + "/bus")
      }
      return "autolaunch:"
    case .system:
      return environment("DBUS_SYSTEM_BUS_ADDRESS")
        ?? "unix:path=/var/run/dbus/system_bus_socket"
    }
  }

  /// `address` without its `guid=` keys. A guid names one bus instance: libdbus refuses to
  /// connect when the server's guid differs, so after the bus restarts, reconnect with this.
  public static func addressWithoutGUID(_ address: String) -> String {
    address.split(separator: ";", omittingEmptySubsequences: false).map { entry in
      guard let colon = entry.firstIndex(of: ":") else { return String(entry) }
      let keys = entry[entry.index(after: colon)...].split(separator: ",")
        .filter { !$0.hasPrefix("guid=") }
      return entry[...colon] + keys.joined(separator: ",")
    }.joined(separator: ";")
  }

  private static func environment(_ name: String) -> String? {
    guard let value = getenv(name), value.pointee != 0 else { return nil }
    return String(cString: value)
  }

  private static func isSocket(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFSOCK
  }
}
