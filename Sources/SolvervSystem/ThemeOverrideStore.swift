public import SolvervEngine
import SolvervConfig

#if canImport(Glibc)
  import Glibc
#endif

/// The manual light/dark choice on disk (`theme.toml` in the state folder): written by
/// `solverv-status theme dark|light` and the daemon's `SetTheme`, removed by `theme auto`, read by
/// every run that has the switch on. Only the choice and its moment are kept; when it ends is
/// derived from the schedule (``ThemeSchedule``), so nothing here can go stale.
public enum ThemeOverrideStore {
  public static var defaultPath: String { Paths.stateDirectory + "/theme.toml" }
  /// Time travel (`--at`) keeps its own choice: a simulated day must never hold the real desktop.
  public static var timeTravelPath: String { Paths.stateDirectory + "/theme-time-travel.toml" }

  public static func path(timeTravel: Bool) -> String { timeTravel ? timeTravelPath : defaultPath }

  /// The choice on file (nil when there is none), and a warning when the file cannot be used (it
  /// is then ignored, never fatal: the sun decides).
  public static func load(path: String) -> (override: ThemeOverride?, warning: String?) {
    let bytes: [UInt8]
    switch FileReader.readRegularFile(path, limit: 1 << 16) {
    case .success(let read): bytes = read
    case .failure(.missing): return (nil, nil)
    case .failure(.notRegular(let kind)): return (nil, "theme choice \(path) is \(kind.phrase), not a regular file; ignoring it")
    case .failure(let failure): return (nil, "theme choice \(path): \(failure.description); ignoring it")
    }
    guard let root = try? TOMLDocument.parse(bytes: bytes).root else {
      return (nil, "theme choice \(path) is not valid TOML; ignoring it")
    }
    guard let mode = root["mode"]?.stringValue.flatMap(ThemeMode.init(rawValue:)),
      let seconds = root["chosen_at_unix"]?.integerValue
    else {
      return (nil, "theme choice \(path) needs mode = \"dark\" or \"light\" and chosen_at_unix; ignoring it")
    }
    return (ThemeOverride(mode: mode, chosenAt: Instant(secondsSince1970: Double(seconds))), nil)
  }

  /// Writes the choice atomically, or removes the file for `nil` (the sun decides again).
  public static func save(_ choice: ThemeOverride?, path: String) throws(AtomicFile.Failure) {
    guard let choice else { return try remove(path) }
    let text = """
      # Solverv's manual light/dark choice (solverv-status theme dark|light|auto, or D-Bus SetTheme).
      # It lasts until the next switch of the schedule after chosen_at; then the sun decides again.
      schema = 1
      mode = \(Escaping.quoted(choice.mode.rawValue, as: .toml))
      chosen_at = \(Escaping.quoted(ISO8601.utcString(choice.chosenAt), as: .toml))
      chosen_at_unix = \(Int64(choice.chosenAt.secondsSince1970.rounded(.down)))

      """
    try AtomicFile.write(Array(text.utf8), to: path, mode: 0o600)
  }

  /// Removes the choice file as `save` replaces it: only a regular file (a FIFO or device there is
  /// the user's, refused as writing refuses it). No file is no choice: nothing to do, even in a
  /// read-only folder.
  private static func remove(_ path: String) throws(AtomicFile.Failure) {
    let target = try AtomicFile.finalTarget(of: path)
    guard let kind = FileKind.at(target) else { return }
    guard kind == .regular else {
      throw AtomicFile.Failure(.notARegularFile(kind.name, linkTarget: target == path ? nil : target, refusal: .notRemoving))
    }
    if unlink(path) != 0 && errno != ENOENT {
      throw AtomicFile.Failure(.cannotRemove(path: path, .current()))
    }
  }
}
