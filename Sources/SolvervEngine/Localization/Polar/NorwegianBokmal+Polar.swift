/// Bokmål words of the polar daily message (``PolarOutlook``).
extension NorwegianBokmal {
  public func polarOutlook(_ outlook: PolarOutlook) -> String {
    let date = shortDate(outlook.endDate)
    let when = outlook.days == 1 ? "i morgen, den \(date)" : "om \(outlook.days) dager, den \(date)"
    let trend = [", lavere for hver dag", "", ", høyere for hver dag"][outlook.trend + 1]
    guard outlook.polarNight else {
      var pieces = ["☀️ Midnattssol: sola går ned igjen \(when)"]
      if outlook.isAboveHorizon {
        pieces.append("sola på det laveste \(outlook.degrees(in: self)) over horisonten\(trend)")
      }
      return pieces.joined(separator: " | ")
    }
    var pieces = ["🌑 Mørketid: sola kommer tilbake \(when)"]
    if let change = outlook.twilightChange {
      if change > 0 {
        pieces.append("\(duration(seconds: change)) mer tussmørke i dag")
      } else {
        pieces.append("\(duration(seconds: change)) mindre tussmørke i dag")
      }
    }
    pieces.append("middagssola \(outlook.degrees(in: self)) under horisonten\(trend)")
    return pieces.joined(separator: " | ")
  }
}
