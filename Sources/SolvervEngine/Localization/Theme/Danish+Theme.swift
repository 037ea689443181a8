/// Danish sentences of `solverv-status theme` (``ThemePhrase``): "skift" as the settings
/// window's "Skift ved", the modes as its "Lyst"/"Mørkt".
extension Danish {
  public func themePhrase(_ phrase: ThemePhrase) -> String {
    switch phrase {
    case .when(let clock, let date, let days):
      switch days {
      case 0: return "kl. " + clock
      case 1: return "i morgen kl. " + clock
      case -1: return "i går kl. " + clock
      default: return "den \(shortDate(date)) kl. \(clock)"
      }
    case .crossing(let rule, let rising, let elevation):
      switch rule {
      case .sun: return rising ? "solopgang" : "solnedgang"
      case .civil: return rising ? "borgerligt daggry" : "borgerlig skumring"
      case .nautical: return rising ? "nautisk daggry" : "nautisk skumring"
      case .elevation: return "solhøjde \(elevation) på vej " + (rising ? "op" : "ned")
      }
    case .minutes(let count): return "\(count) min"
    case .notBefore(let time): return "ikke før " + time
    case .notAfter(let time): return "ikke efter " + time
    case .since(let mode, let when, let crossing): return "\(name(mode)) siden \(when) (\(crossing))"
    case .allDaySince(let mode, let when): return "\(name(mode)) hele døgnet: intet skift siden \(when)"
    case .allYear(let mode, let altitude):
      return "\(name(mode)) hele døgnet: solen bliver \(mode == .light ? "over" : "under") \(altitude) hele året"
    case .limitsLeaveNoSwitch(let mode):
      return "\(name(mode)) hele døgnet: dine grænser efterlader intet skift (mørket kommer ikke senere, end lyset ville komme)"
    case .chosenUntil(let mode, let when):
      return "\(name(mode)) efter eget valg indtil \(when) (næste skift; `theme auto` afslutter det nu)"
    case .chosenWithoutEnd(let mode):
      return "\(name(mode)) efter eget valg: der kommer intet skift, så det gælder indtil `theme auto`"
    case .next(let mode, let when, let crossing): return "Næste: \(name(mode).lowercased()) \(when) (\(crossing))"
    case .nextNoneByLimits: return "Næste: intet skift, så længe dine grænser ikke efterlader noget"
    case .nextNoneWithinYear: return "Næste: intet skift inden for et år"
    case .rule(let light, let dark): return "Regel: lyst ved \(light), mørkt ved \(dark)"
    case .switchOff: return "Skiftet mellem lyst og mørkt er slået fra: `\(ThemePhrase.turnOnCommand)` slår det til."
    case .choiceWhileOff:
      return "skiftet mellem lyst og mørkt er slået fra ([theme] enabled = false): slå det til med `\(ThemePhrase.turnOnCommand)`"
    case .notAChoice(let value): return "\(quoted(value)) er ikke et valg for theme: brug dark, light eller auto"
    case .notAFormat(let value): return "\(quoted(value)) er ikke et format for theme: brug text eller json"
    case .cannotSave(let path, let reason): return "kan ikke gemme temavalget i \(path): \(writeReason(reason))"
    }
  }

  private func name(_ mode: ThemeMode) -> String { mode == .light ? "Lyst" : "Mørkt" }
}
