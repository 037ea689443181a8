/// Light or dark at one instant, why, and what comes next: everything `solverv-status theme`,
/// the portal, the hooks and the applets need, derived from the sun, the settings, the manual
/// choice and "now" (never remembered).
public struct ThemeState: Sendable, Hashable {
  public let mode: ThemeMode
  public let cause: ThemeCause
  /// The next change of `mode`, if one comes within a year (none at the poles' long seasons
  /// under a high or low elevation rule).
  public let next: ThemeSwitch?
  /// The manual choice in force, if any.
  public let override: ThemeOverride?

  public init(mode: ThemeMode, cause: ThemeCause, next: ThemeSwitch?, override: ThemeOverride?) {
    self.mode = mode
    self.cause = cause
    self.next = next
    self.override = override
  }

  /// The next instant anything here changes: the next switch, or a manual choice's end even
  /// where the mode stays (the cause changes there).
  public var changesAt: Instant? {
    if case .manual(let until?) = cause { return min(until, next?.instant ?? until) }
    return next?.instant
  }
}

/// Why the mode is what it is.
public enum ThemeCause: Sendable, Hashable {
  /// The schedule switched at this instant (the Sun crossed the rule's altitude, plus the offset,
  /// inside the clock limits).
  case scheduled(since: Instant)
  /// No switch yesterday or today: the Sun stays above (light) or below (dark) the rule's
  /// altitude — the midnight sun or the polar night for the `sun` rule — or the limits leave no
  /// spell of the other mode. `since`: the last switch, nil when none within a year.
  case allDay(since: Instant?)
  /// The Sun crosses the rule's altitude, but the clock limits drop every switch (the evening's
  /// "not after" at or before the morning's "not before"): the mode never changes.
  case limitsLeaveNoSwitch
  /// A manual choice, until the schedule's next switch; nil when none comes (the limits leave
  /// none, or none within a year): then until `theme auto`.
  case manual(until: Instant?)
}

/// One switch of the schedule: at `instant` the mode becomes `mode`.
public struct ThemeSwitch: Sendable, Hashable {
  public let instant: Instant
  public let mode: ThemeMode

  public init(instant: Instant, mode: ThemeMode) {
    self.instant = instant
    self.mode = mode
  }
}
