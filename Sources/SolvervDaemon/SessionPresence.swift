import DBusService
import SolvervSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Whether the login session the daemon's bus belonged to is over, so that a daemon whose bus went
/// away can tell "the bus is restarting" (keep reconnecting) from "the user logged out, or
/// `dbus-run-session` ended" (exit).
///
/// The session is taken to be gone when its runtime directory (`$XDG_RUNTIME_DIR`, which logind
/// removes at logout) no longer exists, or when the bus's socket file (`unix:path=…`, which
/// dbus-daemon removes when it exits) no longer exists. A bus without a socket file to look at
/// (`unix:abstract=`, `tcp:`) gives nothing to look at: there only failing reconnects tell.
/// A restarting bus recreates its socket within a second or so; the daemon exits only after the
/// session has looked gone for `graceSeconds` without a break.
struct SessionPresence {
  /// `$XDG_RUNTIME_DIR` if it was a directory at start.
  let runtimeDirectory: String?
  /// The first `unix:path=` of the bus address.
  let socketPath: String?

  /// How long the session must look gone before the daemon exits: 60 s, or
  /// `$SOLVERV_SESSION_GONE_AFTER` seconds — a test knob, so a test waits seconds, not a minute.
  static var graceSeconds: Double {
    if let text = Environment.variable("SOLVERV_SESSION_GONE_AFTER"), let seconds = Double(text),
      seconds.isFinite, seconds >= 0
    {
      return seconds
    }
    return 60
  }

  /// The session of the bus at ADDRESS, in the login session `$XDG_RUNTIME_DIR` names.
  init(address: String?) {
    self.init(address: address, runtimeDirectory: Environment.variable("XDG_RUNTIME_DIR"))
  }

  /// RUNTIME counts only if it is a directory now (a session that had none gives no sign there).
  init(address: String?, runtimeDirectory runtime: String?) {
    runtimeDirectory = runtime.flatMap { Self.isDirectory($0) ? $0 : nil }
    socketPath = address.flatMap(Self.socketPath(in:))
  }

  /// Why the session looks over, or nil while it may come back.
  var goneReason: String? {
    if let runtimeDirectory, !Self.isDirectory(runtimeDirectory) {
      return "its runtime directory \(runtimeDirectory) is gone"
    }
    guard let socketPath else { return "its bus cannot be reached" }
    var status = stat()
    return lstat(socketPath, &status) == 0 ? nil : "its bus socket \(socketPath) is gone"
  }

  /// The path of the first `unix:path=` entry of a D-Bus address, unescaped (`%2f` → `/`).
  static func socketPath(in address: String) -> String? {
    for entry in address.split(separator: ";") where entry.hasPrefix("unix:") {
      for pair in entry.dropFirst(5).split(separator: ",") where pair.hasPrefix("path=") {
        return unescape(pair.dropFirst(5))
      }
    }
    return nil
  }

  private static func unescape(_ value: Substring) -> String {
    var bytes: [UInt8] = []
    var utf8 = value.utf8.makeIterator()
    while let byte = utf8.next() {
      if byte == UInt8(ascii: "%"), let high = utf8.next(), let low = utf8.next(),
        let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16)
      {
        bytes.append(value)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }
}
