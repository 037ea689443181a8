/// Finnish sentences of `solverv-status theme` (``ThemePhrase``): "vaihto" as the settings
/// window's "Vaihtohetki", the modes as its "Vaalea"/"Tumma". The crossings stand in
/// parentheses, as a noun cannot be inflected here.
extension Finnish {
  public func themePhrase(_ phrase: ThemePhrase) -> String {
    switch phrase {
    case .when(let clock, let date, let days):
      switch days {
      case 0: return "klo " + clock
      case 1: return "huomenna klo " + clock
      case -1: return "eilen klo " + clock
      default: return "\(shortDate(date)) klo \(clock)"
      }
    case .crossing(let rule, let rising, let elevation):
      switch rule {
      case .sun: return rising ? "auringonnousu" : "auringonlasku"
      case .civil: return rising ? "porvarillinen aamuhämärä" : "porvarillinen iltahämärä"
      case .nautical: return rising ? "nauttinen aamuhämärä" : "nauttinen iltahämärä"
      case .elevation: return "auringon korkeus \(elevation), " + (rising ? "nouseva" : "laskeva")
      }
    case .minutes(let count): return "\(count) min"
    case .notBefore(let time): return "aikaisintaan " + time
    case .notAfter(let time): return "viimeistään " + time
    case .since(let mode, let when, let crossing): return "\(name(mode)) \(when) alkaen (\(crossing))"
    case .allDaySince(let mode, let when): return "\(name(mode)) koko vuorokauden: ei vaihtoa \(when) jälkeen"
    case .allYear(let mode, let altitude):
      return
        "\(name(mode)) koko vuorokauden: aurinko pysyy koko vuoden \(altitude) \(mode == .light ? "yläpuolella" : "alapuolella")"
    case .limitsLeaveNoSwitch(let mode):
      return "\(name(mode)) koko vuorokauden: rajasi eivät jätä vaihtoa (tumma alkaisi viimeistään, kun vaalea alkaisi)"
    case .chosenUntil(let mode, let when):
      return "\(name(mode)) valintasi mukaan \(when) asti (seuraava vaihto; `theme auto` lopettaa sen heti)"
    case .chosenWithoutEnd(let mode):
      return "\(name(mode)) valintasi mukaan: vaihtoa ei tule, joten se pysyy komentoon `theme auto` asti"
    case .next(let mode, let when, let crossing): return "Seuraavaksi: \(name(mode).lowercased()) \(when) (\(crossing))"
    case .nextNoneByLimits: return "Seuraavaksi: ei vaihtoa, koska rajasi eivät jätä yhtään"
    case .nextNoneWithinYear: return "Seuraavaksi: ei vaihtoa vuoden sisällä"
    case .rule(let light, let dark): return "Sääntö: vaalea (\(light)), tumma (\(dark))"
    case .switchOff: return "Vaalean ja tumman vaihto on pois päältä: `\(ThemePhrase.turnOnCommand)` ottaa sen käyttöön."
    case .choiceWhileOff:
      return
        "vaalean ja tumman vaihto on pois päältä ([theme] enabled = false): ota se käyttöön komennolla `\(ThemePhrase.turnOnCommand)`"
    case .notAChoice(let value): return "\(quoted(value)) ei ole teeman valinta: käytä arvoa dark, light tai auto"
    case .notAFormat(let value): return "\(quoted(value)) ei ole teeman muoto: käytä arvoa text tai json"
    case .cannotSave(let path, let reason): return "teeman valintaa ei voi tallentaa tiedostoon \(path): \(writeReason(reason))"
    }
  }

  private func name(_ mode: ThemeMode) -> String { mode == .light ? "Vaalea" : "Tumma" }
}
