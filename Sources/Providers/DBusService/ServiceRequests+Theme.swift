import DBusKit
import SolvervEngine
import SolvervSystem

/// `SetTheme(choice)`: the manual light/dark choice, as `solverv-status theme dark|light|auto`
/// makes it (the same file, so both follow each other). Nothing from the bus names a command:
/// the choice only selects which of the user's own hook folders runs.
extension ServiceRequests {
  static let themeChoices = ["dark", "light", "auto"]

  func chooseTheme(_ choice: String) throws {
    guard Self.themeChoices.contains(choice) else {
      throw DBusError(
        DBusError.invalidArgs, "'\(printable(choice))' is not a theme choice: use dark, light or auto")
    }
    guard snapshot.theme != nil else {
      throw DBusError(
        DBusError.failed,
        "the light/dark switch is off ([theme] enabled = false): SetSettings({\"theme.enabled\": <true>}) turns it on")
    }
    do { try setTheme(ThemeMode(rawValue: choice)) } catch {
      throw DBusError(DBusError.failed, "cannot save the theme choice: \(error)")
    }
  }
}
