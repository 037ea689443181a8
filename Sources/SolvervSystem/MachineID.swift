/// This machine's id, as D-Bus `org.freedesktop.DBus.Peer.GetMachineId` answers it: the 32
/// hexadecimal digits of `/etc/machine-id` (systemd's), else of `/var/lib/dbus/machine-id`
/// (dbus's own, on systems without systemd). Solverv's one reader of it: DBusKit reads no files.
public enum MachineID {
  /// Where the id is looked for, first to last.
  public static let paths = ["/etc/machine-id", "/var/lib/dbus/machine-id"]

  /// The first of `paths` holding exactly 32 hexadecimal digits (a newline or spaces around them
  /// are ignored); nil when none does.
  public static func read(paths: [String] = paths) -> String? {
    for path in paths {
      if let bytes = FileReader.read(path, limit: 256) {
        let text = String(decoding: bytes, as: UTF8.self).filter { $0.isHexDigit }
        if text.count == 32 { return text }
      }
    }
    return nil
  }
}
