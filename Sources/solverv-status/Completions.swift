import ArgumentParser
import SolvervApp
import SolvervCities
import SolvervConfig
import SolvervEngine

/// What the shells offer at <TAB> beyond option names (bash, zsh and fish alike): the scripts
/// swift-argument-parser generates call the binary back (`solverv-status ---completion …`) for
/// `.custom` kinds; `.list` kinds are written into the script.
enum Completions {
  /// Cities of the bundled table whose name starts with what was typed, most populous first: a
  /// binary search of the table, no file read (well under the 100 ms a shell waits for).
  static let cities = CompletionKind.custom { _, _, prefix in cityNames(prefix) }

  /// `wait <TAB>`: the events it waits for.
  static let events = CompletionKind.list(SunEventKind.allCases.map(\.rawValue))

  /// `config get|set <TAB>`: the settings' keys.
  static let settingKeys = CompletionKind.list(Setting.all.map(\.name))

  /// `config set KEY <TAB>`: the values KEY allows (the word before the cursor names it).
  static let settingValues = CompletionKind.custom { words, index, prefix in
    guard index >= 1, index - 1 < words.count, let setting = Setting.all.first(where: { $0.name == words[index - 1] })
    else { return [] }
    return values(of: setting, prefix: prefix)
  }

  /// How many places one <TAB> offers: a screenful.
  static let cityLimit = 30

  static func cityNames(_ prefix: String) -> [String] {
    let typed = prefix.trimmingWhitespace
    guard !typed.isEmpty else { return [] }
    var names: [String] = []
    for city in CityTable.search(String(typed), limit: cityLimit * 2) {
      // A ZIP code completes as the code typed so far ("1000" → "10001"), not its town's name.
      let word = city.postalCode.isEmpty ? city.name : city.postalCode
      guard !names.contains(word) else { continue }
      names.append(word)
      if names.count == cityLimit { break }
    }
    return names
  }

  /// The answer to a shell asking for `--location`'s places (`---completion [SUBCOMMAND…] --
  /// --location INDEX CURSOR WORD…`), given without swift-argument-parser's start-up: the lines
  /// it would print (zsh's scripts drop a last line, so it gets one more). Nil for any other
  /// request, which the parser answers.
  static func placesAnswer(_ arguments: [String], shell: String?) -> String? {
    guard arguments.first == "---completion", let dashes = arguments.firstIndex(of: "--"),
      arguments.count > dashes + 3, arguments[dashes + 1] == "--" + StatusOption.location.name,
      let cursor = Int(arguments[dashes + 3])
    else { return nil }
    // As the parser reads it: the prefix is the last word's, up to the cursor.
    let words = arguments[(dashes + 4)...]
    let names = cityNames(String((words.last ?? "").prefix(cursor)))
    return (names + (shell == "zsh" ? [" "] : [])).joined(separator: "\n")
  }

  static func values(of setting: Setting, prefix: String) -> [String] {
    switch setting.type {
    case .choice: return setting.choices
    case .boolean: return ["true", "false"]
    case .integer: return setting.range.map { $0.map(String.init) } ?? []
    case .moment: return ["sunrise", "sunset"]
    case .time: return []
    case .city: return cityNames(prefix)
    }
  }

  /// The completion of a status-table option when its value type's own is not enough: places for
  /// `--location`. Nil: the type's default (its allowed values, or the format list).
  static func kind(for entry: StatusOption) -> CompletionKind? {
    entry.name == StatusOption.location.name ? cities : nil
  }
}
