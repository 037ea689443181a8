import SolvervApp
import SolvervConfig
import SolvervEngine
import Testing

/// The settings schema comes from `Setting.all` and the engine's lists: every setting once, every
/// language with its own name, the choices' words in the language asked for.
@Suite struct SettingsSchemaTests {
  static func settings(_ json: JSONValue) -> [[String: JSONValue]] {
    guard case .object(let root) = json, case .array(let list)? = root.first(where: { $0.0 == "settings" })?.1 else { return [] }
    return list.compactMap { if case .object(let members) = $0 { Dictionary(members, uniquingKeysWith: { a, _ in a }) } else { nil } }
  }

  static func choices(_ setting: [String: JSONValue]?) -> [(value: String, label: String?)] {
    guard case .array(let list)? = setting?["choices"] else { return [] }
    return list.compactMap { item in
      guard case .object(let members) = item, case .string(let value)? = members.first(where: { $0.0 == "value" })?.1 else { return nil }
      if case .string(let label)? = members.first(where: { $0.0 == "label" })?.1 { return (value, label) }
      return (value, nil)
    }
  }

  @Test("every setting appears once, with its type and default; languages are the engine's, each in its own name")
  func everySettingOnceLanguagesFromTheEngine() throws {
    let settings = Self.settings(SettingsSchema.json(in: English()))
    #expect(settings.map { $0["key"] } == Setting.all.map { .string($0.name) })
    let language = settings.first { $0["key"] == .string("language") }
    let choices = Self.choices(language)
    #expect(choices.map(\.value) == ["auto"] + Languages.all.map(\.code))
    #expect(choices.first?.label == "Automatic")
    #expect(choices.dropFirst().map(\.label) == Languages.all.map { Optional($0.nativeName) })
    let events = settings.first { $0["key"] == .string("events") }
    #expect(events?["type"] == .string("integer") && events?["min"] == .int(1) && events?["max"] == .int(12))
    #expect(events?["default"] == .int(SnapshotSettings.defaultListCount))
    let clock = Self.choices(settings.first { $0["key"] == .string("clock") })
    #expect(clock.map(\.value) == ["auto"] + ClockStyle.allCases.map(\.rawValue))
    #expect(clock.contains { $0.value == "12h" && $0.label == "12-hour (5:05 PM)" }, "\(clock)")
  }

  @Test("the choices' words follow the language: Bokmål's clock and moments, German's automatic")
  func wordsFollowTheLanguage() throws {
    let bokmal = Self.settings(SettingsSchema.json(in: try #require(Languages.named("nb"))))
    let moments = Self.choices(bokmal.first { $0["key"] == .string("notifications.at") })
    #expect(moments.map(\.value) == ["sunrise", "sunset", "HH:MM"])
    let english = Self.choices(Self.settings(SettingsSchema.json(in: English())).first { $0["key"] == .string("notifications.at") })
    #expect(moments.map(\.label) != english.map(\.label) && moments.allSatisfy { $0.label != nil }, "\(moments)")
    let german = Self.choices(Self.settings(SettingsSchema.json(in: try #require(Languages.named("de")))).first { $0["key"] == .string("clock") })
    #expect(german.first?.label == (try #require(Languages.named("de"))).settingsWord(.automatic))
  }

  @Test("each choice setting's message lists exactly its choices")
  func messagesListTheChoices() {
    let clock = Setting.named("clock")!
    #expect(English().errorPhrase(clock.refusal("'noon'")) == "'noon' is not a clock: use auto, 24h or 12h")
    #expect(Setting.named("language")!.allowed == "auto, " + Languages.all.dropLast().map(\.code).joined(separator: ", ") + " or " + Languages.all.last!.code)
  }

  @Test("the rules travel with the schema: one part stays on, each pair of clock limits in order")
  func rulesTravel() throws {
    guard case .object(let root) = SettingsSchema.json(in: English()),
      case .array(let rules)? = root.first(where: { $0.0 == "rules" })?.1
    else { throw SchemaMissing() }
    #expect(rules.count == SettingRule.all.count)
    #expect(
      rules.first
        == .object([
          ("rule", .string("one_on")),
          ("keys", .array([.string("notifications.daily_change"), .string("notifications.since_solstice")])),
        ]))
    #expect(rules.dropFirst().allSatisfy { rule in
      guard case .object(let members) = rule, case .array(let keys)? = members.last?.1 else { return false }
      return members.first?.1 == .string("in_order") && keys.count == 2
    })
  }

  @Test("the windows' layout travels too: each shown setting's group is a listed group, its words exist in every language, what it needs is a switch")
  func layoutTravels() throws {
    let json = SettingsSchema.json(in: English())
    guard case .object(let root) = json, case .array(let groups)? = root.first(where: { $0.0 == "groups" })?.1 else {
      throw SchemaMissing()
    }
    // Only added fields: the members a reader of schema 1 knows still come first, in their order.
    #expect(root.map(\.0) == ["schema", "language", "settings", "rules", "groups"])
    let groupKeys = groups.compactMap { group -> String? in
      guard case .object(let members) = group, case .string(let key)? = members.first?.1 else { return nil }
      return key
    }
    #expect(groupKeys == ["place", "display", "notification", "theme", "morning", "evening"])
    let settings = Self.settings(json)
    let shown = settings.filter { $0["group"] != nil }
    #expect(shown.count == Setting.all.filter { $0.window != nil }.count && shown.count >= 20)
    #expect(settings.first { $0["key"] == .string("hemisphere") }?["group"] == nil, "hemisphere has no title word yet")
    for language in Languages.all {
      let words = Set(language.settingsWords().map(\.key))
      for setting in shown {
        for field in ["title", "hint", "example", "stays_on"] {
          guard case .string(let word)? = setting[field] else { continue }
          #expect(words.contains(word), "\(language.code): \(setting["key"]!)'s \(field) \(word) is no settings word")
        }
      }
    }
    for setting in shown {
      guard case .string(let group)? = setting["group"] else { continue }
      #expect(groupKeys.contains(group))
      if case .string(let needs)? = setting["needs"] {
        #expect(Setting.named(needs)?.type == .boolean, "\(setting["key"]!) needs \(needs)")
      }
      if case .object(let when)? = setting["shown_when"], case .string(let key)? = when.first?.1,
        case .string(let value)? = when.last?.1
      {
        #expect(Setting.named(key)?.choices.contains(value) == true, "\(setting["key"]!) shown when \(key) = \(value)")
      }
      let members = settings.first { $0["key"] == setting["key"] }!
      #expect(members["type"] != nil && members["default"] != nil && members["allowed"] != nil)
    }
  }

  struct SchemaMissing: Error {}
}
