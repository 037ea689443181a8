/// English words of the polar daily message (``PolarOutlook``).
extension English {
  public func polarOutlook(_ outlook: PolarOutlook) -> String {
    let date = shortDate(outlook.endDate)
    let when = outlook.days == 1 ? "tomorrow, \(date)" : "in \(outlook.days) days, on \(date)"
    let trend = [", lower each day", "", ", higher each day"][outlook.trend + 1]
    guard outlook.polarNight else {
      var pieces = ["☀️ Midnight sun: the sun sets again \(when)"]
      if outlook.isAboveHorizon {
        pieces.append("lowest sun \(outlook.degrees(in: self)) above the horizon\(trend)")
      }
      return pieces.joined(separator: " | ")
    }
    var pieces = ["🌑 Polar night: the sun returns \(when)"]
    if let change = outlook.twilightChange {
      if change > 0 {
        pieces.append("+\(duration(seconds: change)) of twilight today")
      } else {
        pieces.append("\(duration(seconds: change)) less twilight today")
      }
    }
    pieces.append("noon sun \(outlook.degrees(in: self)) below the horizon\(trend)")
    return pieces.joined(separator: " | ")
  }
}
