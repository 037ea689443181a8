import SolvervEngine

extension Setting {
  /// Where a setting lives in ``SolvervConfig``, built from a key path: how its value is read
  /// from the model and written into it. A setting's default is what it reads from the empty
  /// model, so each default is written once, in the model's own types.
  ///
  /// The key path is taken as an autoclosure and made only when the setting is first read or
  /// written: the runtime builds each key path object (and its `WritableKeyPath` class) the
  /// first time one is evaluated, and doing so for every setting on every start-up cost about
  /// a fifth of a status line's instructions (callgrind). (The autoclosure returns the key path
  /// itself, not `any WritableKeyPath<…> & Sendable`: Debian's Swift 6.0.3 crashes lowering that
  /// existential of a generic value in an autoclosure.)
  public struct Field: Sendable {
    /// The value in effect in a config.
    public let read: @Sendable (SolvervConfig) -> SettingValue
    /// Puts a value the reader has checked into the model; false when the text does not stand
    /// for a value of the model (`25:00` for a time). nil for the place's settings: the
    /// `[location]` table is read as a whole (a city, coordinates or `auto`).
    let write: (@Sendable (inout SolvervConfig, SettingValue) -> Bool)?
  }
}

extension Setting.Field {
  /// On or off.
  static func flag(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, Bool>) -> Self {
    Self(read: { .boolean($0[keyPath: path()]) }) { config, value in
      guard case .boolean(let flag) = value else { return false }
      config[keyPath: path()] = flag
      return true
    }
  }

  /// A whole number.
  static func number(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, Int>) -> Self {
    Self(read: { .integer($0[keyPath: path()]) }) { config, value in
      guard case .integer(let number) = value else { return false }
      config[keyPath: path()] = number
      return true
    }
  }

  /// A whole number the model leaves unset (nil) until the file writes it; `unset` is in effect.
  static func number(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, Int?>, unset: Int) -> Self {
    Self(read: { .integer($0[keyPath: path()] ?? unset) }) { config, value in
      guard case .integer(let number) = value else { return false }
      config[keyPath: path()] = number
      return true
    }
  }

  /// Degrees the file writes whole: `elevation = -6`.
  static func degrees(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, Double>) -> Self {
    Self(read: { .integer(Int($0[keyPath: path()].rounded())) }) { config, value in
      guard case .integer(let number) = value else { return false }
      config[keyPath: path()] = Double(number)
      return true
    }
  }

  /// One of an enumeration's values.
  static func choice<T: RawRepresentable<String> & Sendable>(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, T>) -> Self {
    Self(read: { .string($0[keyPath: path()].rawValue) }) { config, value in
      guard case .string(let text) = value, let choice = T(rawValue: text) else { return false }
      config[keyPath: path()] = choice
      return true
    }
  }

  /// One of an enumeration's values or `auto`, which the model holds as nil: the one form of
  /// "auto" in the model (the locale, the latitude or the environment decides).
  static func auto<T: RawRepresentable<String> & Sendable>(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, T?>) -> Self {
    Self(read: { .string($0[keyPath: path()]?.rawValue ?? "auto") }) { config, value in
      guard case .string(let text) = value else { return false }
      if text == "auto" {
        config[keyPath: path()] = nil
        return true
      }
      guard let choice = T(rawValue: text) else { return false }
      config[keyPath: path()] = choice
      return true
    }
  }

  /// A language code or `auto` (nil), as ``auto(_:)`` for a code the setting's choices check.
  static func auto(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, String?>) -> Self {
    Self(read: { .string($0[keyPath: path()] ?? "auto") }) { config, value in
      guard case .string(let text) = value else { return false }
      config[keyPath: path()] = text == "auto" ? nil : text
      return true
    }
  }

  /// A notification moment: `sunrise`, `sunset` or `HH:MM`.
  static func moment(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, NotificationSettings.Moment>) -> Self {
    Self(read: { .string(NotificationMomentText.text($0[keyPath: path()])) }) { config, value in
      guard case .string(let text) = value, let moment = NotificationSettings.Moment(text) else { return false }
      config[keyPath: path()] = moment
      return true
    }
  }

  /// A clock limit: `HH:MM`, or "" for none (nil).
  static func limit(_ path: @autoclosure @escaping @Sendable () -> WritableKeyPath<SolvervConfig, Int?>) -> Self {
    Self(read: { .string(ClockTimeText.text($0[keyPath: path()])) }) { config, value in
      guard case .string(let text) = value else { return false }
      if text.isEmpty {
        config[keyPath: path()] = nil
        return true
      }
      guard let seconds = ClockTimeText.seconds(text) else { return false }
      config[keyPath: path()] = seconds
      return true
    }
  }

  /// Whether one part of the daily message is in it.
  static func part(_ part: MessageParts) -> Self {
    Self(read: { .boolean($0.notifications.parts.contains(part)) }) { config, value in
      guard case .boolean(let on) = value else { return false }
      if on { config.notifications.parts.insert(part) } else { config.notifications.parts.remove(part) }
      return true
    }
  }

  /// A value of the place, which the reader takes from `[location]` as a whole.
  static func place(_ read: @escaping @Sendable (SolvervConfig) -> SettingValue) -> Self {
    Self(read: read, write: nil)
  }
}
