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
      pieces.append("\(duration(seconds: change)) \(change > 0 ? "enemmän" : "vähemmän") hämärää tänään")
    }
    pieces.append("keskipäivän aurinko \(outlook.degrees(in: self)) horisontin alapuolella\(trend)")
    return pieces.joined(separator: " | ")
  }
}
