/// Finnish words of the polar daily message (``PolarOutlook``). A numeral above one takes the
/// partitive ("4 minuuttia"); "N päivän päästä" keeps the singular genitive for every N.
extension Finnish {
  public func polarOutlook(_ outlook: PolarOutlook) -> String {
    let date = shortDate(outlook.endDate)
    let when = outlook.days == 1 ? "huomenna \(date)" : "\(outlook.days) päivän päästä, \(date)"
    let trend = [", päivä päivältä alempana", "", ", päivä päivältä korkeammalla"][outlook.trend + 1]
    guard outlook.polarNight else {
      var pieces = ["☀️ Keskiyön aurinko: aurinko laskee taas \(when)"]
      if outlook.isAboveHorizon {
        pieces.append("aurinko alimmillaan \(outlook.degrees(in: self)) horisontin yläpuolella\(trend)")
      }
      return pieces.joined(separator: " | ")
    }
    var pieces = ["🌑 Kaamos: aurinko palaa \(when)"]
    if let change = outlook.twilightChange {
      if change > 0 {
        pieces.append("+\(duration(seconds: change)) hämärää tänään")
      } else if -change < 60 {
        pieces.append(
          -change == 1 ? "1 sekunti vähemmän hämärää tänään" : "\(-change) sekuntia vähemmän hämärää tänään")
      } else {
        let minutes = (-change + 30) / 60
        pieces.append(
          minutes == 1 ? "1 minuutti vähemmän hämärää tänään" : "\(minutes) minuuttia vähemmän hämärää tänään")
      }
    }
    pieces.append("keskipäivän aurinko \(outlook.degrees(in: self)) horisontin alapuolella\(trend)")
    return pieces.joined(separator: " | ")
  }
}
