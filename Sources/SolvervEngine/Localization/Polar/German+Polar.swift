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
      pieces.append("\(duration(seconds: change)) \(change > 0 ? "mehr" : "weniger") Dämmerung als gestern")
    }
    pieces.append("Mittagssonne \(outlook.degrees(in: self)) unter dem Horizont\(trend)")
    return pieces.joined(separator: " | ")
  }
}
