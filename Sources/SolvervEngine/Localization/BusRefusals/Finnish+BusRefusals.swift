/// Finnish words for the refusals of D-Bus calls no settings window makes (``CallRefusal``).
extension Finnish {
  func callRefusal(_ refusal: CallRefusal) -> String {
    switch refusal {
    case .unknownObject(let path, let object): return "polussa ”\(path)” ei ole oliota; olio on \(object)"
    case .unknownInterface(let name, let object): return "oliolla \(object) ei ole rajapintaa ”\(name)”"
    case .unknownMethod(let name, let interface): return "rajapinnassa ”\(interface)” ei ole metodia ”\(name)”"
    case .noInterfaceWithProperties(let name): return "täällä ei ole rajapintaa ”\(name)”, jolla olisi ominaisuuksia"
    case .unknownProperty(let name, let interface, let hasNone):
      return "rajapinnassa \(interface) ei ole ominaisuutta ”\(name)”" + (hasNone ? ": sillä ei ole ominaisuuksia" : "")
    case .propertyReadOnly(let name): return "ominaisuutta ”\(name)” voi vain lukea"
    case .wrongSignature(let method, let expected, let given):
      return "\(method.map { "metodin \($0)" } ?? "kutsun") argumentit ovat (\(expected)), eivät (\(given))"
    case .templateTooLong(let bytes, let limit): return "malli on \(bytes) tavua; raja on \(limit)"
    case .tooManyBarCells(let cells, let limit):
      return "mallin edistymispalkeissa on yhteensä \(cells) solua; raja on \(limit)"
    case .renderedTooLong(let bytes, let limit): return "valmis teksti on \(bytes) tavua; raja on \(limit)"
    case .replyTooLarge(let bytes, let limit): return "vastaus olisi \(bytes) tavua; raja on \(limit)"
    case .renderQueueFull(let count): return "\(count) Render-kutsua odottaa jo; yritä uudelleen, kun niihin on vastattu"
    case .sunTimesDate(let text, let years):
      return "”\(text)” ei ole kelvollinen päivämäärä: kirjoita VVVV-KK-PP vuosilta \(years.lowerBound)–\(years.upperBound)"
    case .eventYearsOutOfRange(let from, let to, let years):
      return "vuodet \(from)…\(to) ovat sallitun välin ulkopuolella: käytä vuosia väliltä \(years.lowerBound)–\(years.upperBound)"
    case .eventYearsReversed(let from, let to): return "to_year \(to) on ennen arvoa from_year \(from)"
    case .tooManyEventYears(let count, let maximum): return "\(count) vuotta on liikaa: pyydä enintään \(maximum) kerralla"
    case .nameTooLong(let count, let maximum): return "nimessä on \(count) merkkiä: enintään \(maximum) on sallittu"
    case .cannotSaveLocation(let reason): return "sijaintia ei voi tallentaa: \(reason)"
    case .themeSwitchOff:
      return #"vaalean ja tumman vaihto on pois päältä ([theme] enabled = false): SetSettings({"theme.enabled": <true>}) kytkee sen päälle"#
    case .cannotSaveTheme(let reason): return "teeman valintaa ei voi tallentaa: \(reason)"
    case .nestedTooDeep(let limit): return "arvo on sisäkkäin syvemmällä kuin \(limit) tasoa"
    case .emptyVariant: return "tyhjä variantti"
    case .fileDescriptors: return "Unix-tiedostokuvaajia ei tueta"
    case .unknownTypeCode(let code): return "tuntematon D-Bus-tyyppikoodi \(code)"
    case .unknownPeerMethod(let name, let interface): return "rajapinnassa \(interface) ei ole metodia \(name)"
    case .noMachineID: return "koneen tunnistetta ei ole"
    }
  }
}
