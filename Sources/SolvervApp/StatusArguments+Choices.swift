import SolvervEngine

extension StatusArguments {
  /// The place options alone (the resolver's part).
  public var place: PlaceChoice {
    PlaceChoice(latitude: latitude, longitude: longitude, name: name, timezone: timezone, location: location)
  }

  /// The options a plan takes, typed; a template that does not parse is the usage error (exit 64).
  public func planChoices() throws(Plan.Failure) -> PlanChoices {
    var choices = PlanChoices()
    choices.place = place
    if let template {
      do { choices.template = try Template(template) } catch { throw .usage(error.phrase) }
    }
    choices.at = at
    choices.language = language?.localization
    choices.hemisphere = hemisphere
    choices.clock = clock
    choices.events = events?.count
    choices.altitude = altitude?.degrees
    choices.size = size
    choices.click = click
    return choices
  }
}
