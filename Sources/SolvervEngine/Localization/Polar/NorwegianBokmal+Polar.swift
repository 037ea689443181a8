/// Bokmål words of the polar daily message (``PolarOutlook``).
extension NorwegianBokmal {
  public func polarOutlook(_ outlook: PolarOutlook) -> String {
    let date = shortDate(outlook.endDate)
    let when = outlook.days == 1 ? "i morgen, \(date)" : "om \(outlook.days) dager, den \(date)"
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
        pieces.append("+\(duration(seconds: change)) tussmørke i dag")
      } else if -change < 60 {
        pieces.append(-change == 1 ? "1 sekund mindre tussmørke i dag" : "\(-change) sekunder mindre tussmørke i dag")
      } else {
        let minutes = (-change + 30) / 60
        pieces.append(minutes == 1 ? "1 minutt mindre tussmørke i dag" : "\(minutes) minutter mindre tussmørke i dag")
      }
    }
    pieces.append("middagssola \(outlook.degrees(in: self)) under horisonten\(trend)")
    return pieces.joined(separator: " | ")
  }
}
