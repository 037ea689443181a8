import SolvervEngine

#if canImport(Glibc)
  import Glibc
#endif

/// The state of Solverv 0.2.0 and earlier: `state.json` (and `state-time-travel.json`) beside today's
/// `.toml` files, read once so an upgrade on a day already notified does not notify again.
///
/// Only Solverv ever wrote that file, always in one shape
/// (`{"schema":1,"last_notification":{"date":"YYYY-MM-DD",…}}`), so the day is found by its
/// `"date":"` key rather than by a JSON parser kept for this alone. Anything else there reads as
/// no state: losing it costs at most one repeated notification, on the day of the upgrade. The
/// first save of the `.toml` file removes the old one (a symbolic link there: the link only).
extension NotificationStateStore {
  /// `…/state.json` for `…/state.toml`; nil for a path not ending in `.toml`.
  static func legacyPath(besides path: String) -> String? {
    guard path.hasSuffix(".toml") else { return nil }
    return String(path.dropLast(5)) + ".json"
  }

  /// The day the old file says was sent, or an empty state.
  static func legacyState(besides path: String) -> NotificationState {
    guard let legacy = legacyPath(besides: path),
      case .success(let bytes) = FileReader.readRegularFile(legacy, limit: 1 << 16)
    else { return NotificationState() }
    let key = Array(#""date":""#.utf8)
    guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: key) }),
      bytes.count >= start + key.count + 11, bytes[start + key.count + 10] == UInt8(ascii: "\"")
    else { return NotificationState() }
    let text = String(decoding: bytes[(start + key.count)..<(start + key.count + 10)], as: UTF8.self)
    return NotificationState(lastSentDate: CivilDate(iso: text))
  }

  /// Removes the old file once the new one is written; a FIFO or device of that name is left be.
  static func removeLegacyState(besides path: String) {
    guard let legacy = legacyPath(besides: path), let kind = FileKind.at(legacy),
      kind == .regular || kind == .symbolicLink
    else { return }
    unlink(legacy)
  }
}
