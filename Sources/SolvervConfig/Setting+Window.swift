public import SolvervEngine

extension Setting {
  /// Where a settings window shows a setting and with which words, so the windows build their
  /// controls from the schema (its `group`, `title`, `hint`, … fields) and name no key. The
  /// words are settings-word keys (`config words`, GetSettingsWords), so the schema stays one
  /// for every language but its choices' labels.
  public struct Window: Sendable {
    /// The window's section, in ``Group``'s order; the settings in it in ``Setting/all``'s order.
    public let group: Group
    /// The control's name.
    public let title: SettingsWord
    /// A line under it.
    public let hint: SettingsWord?
    /// An example of what it does (`daily_change_example`: "+2 min today").
    public let example: String?
    /// A switch that must be on for the control to be usable (the notification's, the theme's).
    public let needs: String?
    /// Shown only while another setting holds a value (the elevation with the elevation rule).
    public let shownWhen: (key: String, value: String)?
    /// A switch a window never turns off (only `true` is allowed): it says this word instead.
    public let staysOn: SettingsWord?

    public init(
      _ group: Group, _ title: SettingsWord, hint: SettingsWord? = nil, example: String? = nil, needs: String? = nil,
      shownWhen: (key: String, value: String)? = nil, staysOn: SettingsWord? = nil
    ) {
      self.group = group
      self.title = title
      self.hint = hint
      self.example = example
      self.needs = needs
      self.shownWhen = shownWhen
      self.staysOn = staysOn
    }
  }

  /// A section of the settings windows, in the order they show them.
  public enum Group: String, CaseIterable, Sendable {
    case place, display, notification, theme, morning, evening

    /// The section's heading (nil: none; the theme's first switch names it).
    public var title: SettingsWord? {
      switch self {
      case .place: .place
      case .display: .display
      case .notification: .notification
      case .theme: nil
      case .morning: .morning
      case .evening: .evening
      }
    }
  }
}
