import DBusKit
import SolvervEngine
import SolvervSystem

/// `SetTheme(choice)`: the manual light/dark choice, as `solverv-status theme dark|light|auto`
/// makes it (the same file, so both follow each other). Nothing from the bus names a command:
/// the choice only selects which of the user's own hook folders runs.
extension SolvervResponder {
  static let themeChoices = ["dark", "light", "auto"]

  func chooseTheme(_ choice: String) throws {
    guard Self.themeChoices.contains(choice) else {
      throw DBusError(DBusError.invalidArgs, language.themePhrase(.notAChoice(printable(choice))))
    }
    guard snapshot.theme != nil else {
      throw refusal(DBusError.failed, .themeSwitchOff)
    }
    do { try effects.saveTheme(ThemeMode(rawValue: choice)) } catch {
      let reason = (error as? any LocalizedFailure)?.message(in: language) ?? "\(error)"
      throw refusal(DBusError.failed, .cannotSaveTheme(reason: reason))
    }
  }
}
