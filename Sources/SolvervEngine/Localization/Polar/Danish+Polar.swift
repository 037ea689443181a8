/// Danish words of the polar daily message (``PolarOutlook``).
extension Danish {
  public func polarOutlook(_ outlook: PolarOutlook) -> String {
    // Prose spells the month out: "den 26. juli".
    let date = "\(outlook.endDate.day). \(monthName(outlook.endDate.month))"
    let when = outlook.days == 1 ? "i morgen, den \(date)" : "om \(outlook.days) dage, den \(date)"
    let trend = [", lavere for hver dag", "", ", højere for hver dag"][outlook.trend + 1]
    guard outlook.polarNight else {
      var pieces = ["☀️ Midnatssol: solen går ned igen \(when)"]
      if outlook.isAboveHorizon {
        pieces.append("solen på sit laveste \(outlook.degrees(in: self)) over horisonten\(trend)")
      }
      return pieces.joined(separator: " | ")
    }
    var pieces = ["🌑 Mørketid: solen kommer tilbage \(when)"]
    if let change = outlook.twilightChange {
      if change > 0 {
        pieces.append("\(duration(seconds: change)) mere tusmørke i dag")
      } else {
        pieces.append("\(duration(seconds: change)) mindre tusmørke i dag")
      }
    }
    pieces.append("middagssolen \(outlook.degrees(in: self)) under horisonten\(trend)")
    return pieces.joined(separator: " | ")
  }
}
