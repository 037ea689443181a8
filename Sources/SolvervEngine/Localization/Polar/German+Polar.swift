/// German words of the polar daily message (``PolarOutlook``).
extension German {
  public func polarOutlook(_ outlook: PolarOutlook) -> String {
    let date = shortDate(outlook.endDate)
    let when = outlook.days == 1 ? "Morgen, am \(date)," : "In \(outlook.days) Tagen, am \(date),"
    let trend = [", täglich tiefer", "", ", täglich höher"][outlook.trend + 1]
    guard outlook.polarNight else {
      var pieces = ["☀️ Mitternachtssonne: \(when) geht die Sonne wieder unter"]
      if outlook.isAboveHorizon {
        pieces.append("tiefster Sonnenstand \(outlook.degrees(in: self)) über dem Horizont\(trend)")
      }
      return pieces.joined(separator: " | ")
    }
    var pieces = ["🌑 Polarnacht: \(when) kehrt die Sonne zurück"]
    if let change = outlook.twilightChange {
      if change > 0 {
        pieces.append("+\(duration(seconds: change)) Dämmerung gegenüber gestern")
      } else if -change < 60 {
        pieces.append(
          -change == 1
            ? "1 Sekunde weniger Dämmerung als gestern" : "\(-change) Sekunden weniger Dämmerung als gestern")
      } else {
        let minutes = (-change + 30) / 60
        pieces.append(
          minutes == 1 ? "1 Minute weniger Dämmerung als gestern" : "\(minutes) Minuten weniger Dämmerung als gestern")
      }
    }
    pieces.append("Mittagssonne \(outlook.degrees(in: self)) unter dem Horizont\(trend)")
    return pieces.joined(separator: " | ")
  }
}
