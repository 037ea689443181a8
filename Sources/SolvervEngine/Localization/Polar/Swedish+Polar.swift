/// Swedish words of the polar daily message (``PolarOutlook``).
extension Swedish {
  public func polarOutlook(_ outlook: PolarOutlook) -> String {
    let date = shortDate(outlook.endDate)
    let when = outlook.days == 1 ? "i morgon, den \(date)" : "om \(outlook.days) dagar, den \(date)"
    let trend = [", lägre för varje dag", "", ", högre för varje dag"][outlook.trend + 1]
    guard outlook.polarNight else {
      var pieces = ["☀️ Midnattssol: solen går ner igen \(when)"]
      if outlook.isAboveHorizon {
        pieces.append("solen som lägst \(outlook.degrees(in: self)) över horisonten\(trend)")
      }
      return pieces.joined(separator: " | ")
    }
    var pieces = ["🌑 Polarnatt: solen kommer tillbaka \(when)"]
    if let change = outlook.twilightChange {
      if change > 0 {
        pieces.append("\(duration(seconds: change)) mer skymning i dag")
      } else {
        pieces.append("\(duration(seconds: change)) mindre skymning i dag")
      }
    }
    pieces.append("middagssolen \(outlook.degrees(in: self)) under horisonten\(trend)")
    return pieces.joined(separator: " | ")
  }
}
