/// When the desktop turns light and dark at one place: the Sun's crossings of the rule's
/// altitude (rising: light, setting: dark), each moved by its offset and then into its clock
/// limits. Pure and deterministic: the same place, settings and instant always give the same state.
///
/// Polar night and midnight sun need no special case: a day without a crossing has no switch, so
/// the mode before it lasts (dark through the polar night under `sun`, unless a twilight or
/// elevation rule still finds crossings). When an offset or a limit makes a switch fall at or
/// after the next opposite one, both are dropped: that short light (or dark) spell never shows.
public struct ThemeSchedule: Sendable {
  public let calculator: SunCalculator
  public let settings: ThemeSettings

  public init(location: Location, settings: ThemeSettings) {
    calculator = SunCalculator(coordinate: location.coordinate, zone: location.zone)
    self.settings = settings
  }

  /// How far ahead a next switch is looked for, in local days (the longest polar night at the
  /// pole under a high elevation rule is shorter).
  static let horizonDays = 370

  /// The mode at `now`, with its cause and the next switch; a manual choice wins until the
  /// schedule's first switch after the moment it was made (or until `theme auto` when no switch
  /// comes).
  public func state(at now: Instant, override: ThemeOverride? = nil) -> ThemeState {
    let today = calculator.zone.localDate(at: now)
    let window = schedule(from: today.adding(days: -2), through: today.adding(days: 1))
    let around = window.switches
    // The Sun crosses the altitude, yet the clock limits drop every switch ("not before 12:00"
    // in the morning, "not after 12:00" in the evening): the mode never changes. Which one is
    // the spell the dropped pairs never let show's opposite — never the Sun's side at `now`.
    let limitsLeaveNone = around.isEmpty && window.keptMode != nil
    let last =
      around.last { $0.instant <= now } ?? (limitsLeaveNone && settings.limitsDropEverySwitch ? nil : lastSwitch(atOrBefore: now))
    let next: ThemeSwitch? =
      limitsLeaveNone && settings.limitsDropEverySwitch ? nil : firstSwitch(after: now, near: around, today: today)
    let mode = last?.mode ?? window.keptMode ?? (isAbove(at: now) ? .light : .dark)
    if let override, override.chosenAt <= now {
      if limitsLeaveNone && settings.limitsDropEverySwitch {
        return ThemeState(mode: override.mode, cause: .manual(until: nil), next: nil, override: override)
      }
      guard let end = firstSwitch(after: override.chosenAt, near: around, today: today) else {
        // No switch comes within a year: the choice holds until `theme auto`.
        return ThemeState(mode: override.mode, cause: .manual(until: nil), next: nil, override: override)
      }
      if now < end.instant {
        // At `end` the schedule's mode takes over; it changes from the choice there or at the
        // schedule's switch after that.
        let next = end.mode != override.mode ? end : firstSwitch(after: end.instant, near: around, today: today)
        return ThemeState(mode: override.mode, cause: .manual(until: end.instant), next: next, override: override)
      }
    }
    if last == nil, limitsLeaveNone {
      return ThemeState(mode: mode, cause: .limitsLeaveNoSwitch, next: next, override: nil)
    }
    // No switch yesterday or today: a polar night or day, or limits that leave no spell.
    let recent = last.map { calculator.zone.localDate(at: $0.instant) >= today.adding(days: -1) } ?? false
    let cause: ThemeCause = recent ? .scheduled(since: last!.instant) : .allDay(since: last?.instant)
    return ThemeState(mode: mode, cause: cause, next: next, override: nil)
  }

  /// The last switch at or before `instant` further back than the days around it: windows growing
  /// back to the horizon; nil when none (the Sun has stayed on one side of the altitude).
  private func lastSwitch(atOrBefore instant: Instant) -> ThemeSwitch? {
    let start = calculator.zone.localDate(at: instant)
    for reach in [16, 64, Self.horizonDays] {
      if let found = switches(from: start.adding(days: -reach), through: start.adding(days: 1)).last(where: {
        $0.instant <= instant
      }) {
        return found
      }
    }
    return nil
  }

  /// The first switch after `instant`: from the switches already computed, else from windows
  /// growing up to the horizon (only the polar seasons get that far).
  private func firstSwitch(after instant: Instant, near computed: [ThemeSwitch], today: CivilDate) -> ThemeSwitch? {
    if let found = computed.first(where: { $0.instant > instant }) { return found }
    let start = calculator.zone.localDate(at: instant)
    for reach in [16, 64, Self.horizonDays] {
      if let found = switches(from: start.adding(days: -2), through: start.adding(days: reach)).first(where: {
        $0.instant > instant
      }) {
        return found
      }
    }
    return nil
  }

  /// The switches of the local days `first` through `last`, in order, alternating.
  public func switches(from first: CivilDate, through last: CivilDate) -> [ThemeSwitch] {
    schedule(from: first, through: last).switches
  }

  /// The switches of the local days `first` through `last`, and — when the offsets or limits
  /// dropped every one of them although the Sun crossed the altitude — the mode that then
  /// stays: the opposite of the spells that never show.
  func schedule(from first: CivilDate, through last: CivilDate) -> (switches: [ThemeSwitch], keptMode: ThemeMode?) {
    let zone = calculator.zone
    var crossings: [(at: Double, mode: ThemeMode)] = []
    var date = first
    while date <= last {
      let all = DayProfile(date: date, calculator: calculator).allCrossings(altitude: settings.altitude)
      crossings += all.risings.map { ($0, .light) }
      crossings += all.settings.map { ($0, .dark) }
      date = date.adding(days: 1)
    }
    // In the Sun's order, so a switch an offset or limit pushed past its neighbour is found.
    crossings.sort { $0.at < $1.at }
    var result: [ThemeSwitch] = []
    var neverShown: ThemeMode?
    for crossing in crossings {
      let light = crossing.mode == .light
      let offset = Double(light ? settings.morningOffsetMinutes : settings.eveningOffsetMinutes) * 60
      let limits = light ? settings.morningLimits : settings.eveningLimits
      let instant = limits.clamp(Instant(secondsSince1970: crossing.at + offset), in: zone)
      if let previous = result.last {
        if previous.mode == crossing.mode { continue }  // its pair was dropped: the spell goes on
        if instant <= previous.instant {  // turned around: that spell never shows
          neverShown = neverShown ?? previous.mode
          result.removeLast()
          continue
        }
      }
      result.append(ThemeSwitch(instant: instant, mode: crossing.mode))
    }
    let kept = result.isEmpty ? neverShown.map { $0 == .light ? ThemeMode.dark : .light } : nil
    return (result, kept)
  }

  /// Whether the Sun's centre is above the rule's altitude at `instant`.
  private func isAbove(at instant: Instant) -> Bool {
    let profile = DayProfile(date: calculator.zone.localDate(at: instant), calculator: calculator)
    let target = profile.allCrossings(altitude: settings.altitude).target
    return profile.track.sinAltitude(at: instant.secondsSince1970).value > target
  }
}
