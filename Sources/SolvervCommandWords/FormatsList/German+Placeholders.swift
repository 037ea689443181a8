import SolvervEngine

/// German meanings of the template placeholders (`formats --placeholders`). "Formatangabe" is
/// what follows the colon in `{name:spec}`; a flag ("Schalter") is there when true.
extension German {
  func placeholderMeaning(_ field: TemplateField) -> String {
    switch field {
    case .days: return "ganze Tage (Ortszeit) bis zur nächsten Sonnenwende oder Tagundnachtgleiche (0 an ihrem Tag)"
    case .countdown: return countdownExamples + " (in der Sprache)"
    case .event: return "Name des nächsten Ereignisses, je nach Erdhalbkugel (\(inQuotes(winterSolsticeName)))"
    case .eventKind: return eventKinds(or: "oder")
    case .date: return "Datum des nächsten Ereignisses, Ortszeit (Vorgabe \(inQuotes(winterSolsticeDate)); Formatangabe: strftime)"
    case .time: return "Uhrzeit des nächsten Ereignisses, Ortszeit (Vorgabe nach der Uhrzeiteinstellung; Formatangabe: strftime)"
    case .description: return "\(inQuotes(winterSolsticeDescription)) usw. zum nächsten Ereignis"
    case .previousEvent: return "Name des vorigen Ereignisses"
    case .previousDate: return "Datum des vorigen Ereignisses, Ortszeit"
    case .progress: return "Prozent des Weges vom vorigen zum nächsten Ereignis (Formatangabe: .1 für Dezimalstellen)"
    case .progressBar: return "der Fortschritt als Balken aus Blockzeichen (Formatangabe: Breite, Vorgabe 10)"
    case .progressPercent:
      return "der Fortschritt mit Prozentzeichen, wie die Sprache es schreibt (\(inQuotes(percent("67"))); Formatangabe: .1)"
    case .season: return "die Jahreszeit, die mit dem nächsten Ereignis beginnt (\(inQuotes(seasonName(.spring))))"
    case .seasonKind: return seasonKinds(or: "oder")
    case .icon: return "ein Emoji für diese Jahreszeit"
    case .colour, .color: return "die Farbe dieser Jahreszeit, #rrggbb"
    case .sunrise: return crossingTime("des Sonnenaufgangs", none: "keinen")
    case .sunset: return crossingTime("des Sonnenuntergangs", none: "keinen")
    case .civilDawn: return crossingTime("der bürgerlichen Morgendämmerung", none: "keine")
    case .civilDusk: return crossingTime("der bürgerlichen Abenddämmerung", none: "keine")
    case .nauticalDawn: return crossingTime("der nautischen Morgendämmerung", none: "keine")
    case .nauticalDusk: return crossingTime("der nautischen Abenddämmerung", none: "keine")
    case .astronomicalDawn: return crossingTime("der astronomischen Morgendämmerung", none: "keine")
    case .astronomicalDusk: return crossingTime("der astronomischen Abenddämmerung", none: "keine")
    case .theme:
      return "\(quotedChoices(["dark", "light"], or: "oder")): der Modus des Hell-Dunkel-Wechsels jetzt; fehlt, solange er ausgeschaltet ist"
    case .themeNext:
      return "wann der Hell-Dunkel-Wechsel den Modus als Nächstes ändert; fehlt, solange er ausgeschaltet ist "
        + "oder binnen eines Jahres keiner kommt"
    case .solarNoon: return "Sonnenhöchststand (heute; nach Sonnenuntergang der von morgen)"
    case .altitudeRise:
      return "Zeitpunkt, zu dem die Sonne über --altitude N Grad steigt (am gezeigten Tag); fehlt ohne die Option oder ohne Durchgang"
    case .altitudeSet:
      return "Zeitpunkt, zu dem die Sonne unter --altitude N Grad sinkt (am gezeigten Tag); fehlt ohne die Option oder ohne Durchgang"
    case .altitudeAbove: return "wie lange die Sonne an diesem Tag über --altitude N Grad bleibt; fehlt ohne --altitude"
    case .sunDay:
      return "\(inQuotes(countdown(days: 1))) (in der Sprache), wenn die Sonnenzeiten die von morgen sind; fehlt vor Sonnenuntergang"
    case .sunDaylength: return "Tageslänge des Tages, den die Sonnenzeiten zeigen (heute; nach Sonnenuntergang morgen)"
    case .sunDelta: return "die Änderung dieses Tages gegenüber dem Vortag, mit Vorzeichen"
    case .daylength: return "die heutige Tageslänge (Formatangabe: \(daylengthSpecs))"
    case .daylengthTomorrow: return "die Tageslänge von morgen"
    case .deltaToday: return "Änderung der Tageslänge seit gestern, mit Vorzeichen (\(inQuotes(twoMinutesMore)))"
    case .deltaSinceSolstice: return "Änderung der Tageslänge seit der letzten Sonnenwende, mit Vorzeichen"
    case .solsticeDate: return "Datum dieser Sonnenwende, Ortszeit"
    case .location: return "der Name des Ortes"
    case .latitude: return "die geografische Breite des Ortes in Grad (Formatangabe: .N Dezimalstellen)"
    case .longitude: return "die geografische Länge des Ortes in Grad (Formatangabe: .N Dezimalstellen)"
    case .timezone: return "die IANA-Zeitzone"
    case .message: return "die tägliche Meldung (\(inQuotes(messageExample)))"
    case .polarDay: return "Schalter: Die Sonne geht heute nicht unter"
    case .polarNight: return "Schalter: Die Sonne geht heute nicht auf"
    case .eventToday: return "Schalter: Das nächste Ereignis ist heute"
    case .gaining: return "Schalter: Die Tage werden länger"
    case .losing: return "Schalter: Die Tage werden kürzer"
    case .defaultLocation: return "Schalter: Der Ort ist nur vermutet (kein Ort eingestellt)"
    case .afterSunset:
      return "Schalter: Der Sonnenuntergang, der das heutige Tageslicht beendet, ist vorbei (die Sonnenzeiten zeigen morgen)"
    case .compareDate: return "compare: das verglichene Datum (`compare DATUM --template`; fehlt anderswo)"
    case .compareWithDate: return "compare: das Datum, mit dem verglichen wird (heute, außer mit --with)"
    case .compareDaylength: return "compare: die Tageslänge an diesem Datum"
    case .compareDifference: return "compare: seine Tageslänge minus die des anderen Datums, mit Vorzeichen"
    case .compareSunrise: return "compare: der Sonnenaufgang an diesem Datum; fehlt, wenn es keinen gibt"
    case .compareSunset: return "compare: der Sonnenuntergang an diesem Datum; fehlt, wenn es keinen gibt"
    case .compareSunriseShift:
      return "compare: wie weit sich der Sonnenaufgang auf der Uhr verschiebt, + später, \(minusSign) früher; fehlt ohne Sonnenaufgang"
    case .compareSunsetShift:
      return "compare: wie weit sich der Sonnenuntergang auf der Uhr verschiebt, + später, \(minusSign) früher; fehlt ohne Sonnenuntergang"
    case .compareSummary: return "compare: \(inQuotes(compareSummaryExample)) (in der Sprache)"
    }
  }

  /// "Zeitpunkt des Sonnenaufgangs (…); fehlt, wenn es keinen gibt" (`none` agrees with the noun).
  private func crossingTime(_ ofWhat: String, none: String) -> String {
    "Zeitpunkt \(ofWhat) (heute; nach Sonnenuntergang der von morgen); fehlt, wenn es \(none) gibt"
  }
}
