import SolvervEngine

/// A rule between settings of one table, written once: the config reader refuses a file that
/// breaks it, messages name it in the allowed values of its keys, and the schema carries it to
/// the settings windows (which keep it by locking a control rather than by a copy of their own).
public struct SettingRule: Sendable {
  /// What the rule asks, as the schema names it.
  public enum Kind: String, Sendable {
    /// At least one of the switches stays on.
    case oneOn = "one_on"
    /// The first clock time is not later than the second (where both are set).
    case inOrder = "in_order"
  }

  public let kind: Kind
  /// The settings' dotted keys, all in one table.
  public let keys: [String]
  /// How messages name each key's values under the rule (nil: as the setting's type says).
  let allowed: AllowedValues?
  /// The reader's message for values that break the rule (the values in `keys`' order).
  let refusal: @Sendable ([SettingValue]) -> ErrorPhrase

  /// Whether `values` (in `keys`' order) break the rule.
  public func isBroken(by values: [SettingValue]) -> Bool {
    switch kind {
    case .oneOn: return values.allSatisfy { $0 == .boolean(false) }
    case .inOrder:
      guard let first = ClockTimeText.seconds(values[0].description), let last = ClockTimeText.seconds(values[1].description)
      else { return false }
      return first > last
    }
  }

  /// Whether the config's values break the rule.
  public func isBroken(in config: SolvervConfig) -> Bool {
    isBroken(by: keys.map { Setting.named($0)!.field.read(config) })
  }

  /// The table the rule's keys are in (`notifications`).
  var table: String? { Setting.named(keys[0])!.path.dropLast().first }

  /// Every rule.
  public static let all: [SettingRule] = [
    SettingRule(
      kind: .oneOn, keys: ["notifications.daily_change", "notifications.since_solstice"],
      allowed: .trueOrFalseOnePartOn
    ) { _ in .bothPartsOff },
    limitsInOrder("morning"),
    limitsInOrder("evening"),
  ]

  /// A theme switch's "not before" no later than its "not after".
  private static func limitsInOrder(_ part: String) -> SettingRule {
    SettingRule(kind: .inOrder, keys: ["theme.\(part)_not_before", "theme.\(part)_not_after"], allowed: nil) { values in
      .limitsReversed(part: part, notAfter: values[1].description, notBefore: values[0].description)
    }
  }

  /// The rule `key` is in that words its allowed values, if any.
  static func allowed(for key: String) -> AllowedValues? {
    all.first { $0.allowed != nil && $0.keys.contains(key) }?.allowed
  }
}
