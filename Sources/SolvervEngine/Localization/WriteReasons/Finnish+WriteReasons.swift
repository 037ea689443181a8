/// Finnish words for why a file could not be written (``WriteReason``); the system's common
/// failures in Finnish, any other as the system says it, with its name.
extension Finnish {
  public func writeReason(_ reason: WriteReason) -> String {
    switch reason {
    case .system(let error): return systemError(error)
    case .emptyPath: return "polku on tyhjä"
    case .endsInSlash: return "polku päättyy merkkiin ”/”, joten se osoittaa hakemistoa eikä tiedostoa"
    case .namesOpenDescriptor(let path, let number?):
      return "\(path) osoittaa avointa tiedostokuvaajaa \(number) eikä tavallista tiedostoa; siihen ei kirjoiteta"
    case .namesOpenDescriptor(let path, nil): return "\(path) osoittaa avointa tiedostokuvaajaa eikä tavallista tiedostoa"
    case .cannotLookAt(let path, let error): return "kohdetta \(path) ei voi tutkia: \(systemError(error))"
    case .notARegularFile(let kind, let target, let refusal):
      let what = target.map { "se on linkki kohteeseen \($0), joka on" } ?? "se on"
      switch refusal {
      case .notReplacing: return "\(what) \(kindOfFile(kind)), ei tavallinen tiedosto; sitä ei korvata"
      case .notWritingThere: return "\(what) \(kindOfFile(kind)); siihen ei kirjoiteta"
      case .notRemoving: return "\(what) \(kindOfFile(kind)), ei tavallinen tiedosto; sitä ei poisteta"
      }
    case .cannotCreateFolder(let path, let error): return "hakemistoa \(path) ei voi luoda: \(systemError(error))"
    case .noReaderOnFIFO(let path): return "nimetyllä putkella \(path) ei ole lukijaa (käynnistä lukija ensin)"
    case .changedWhileOpening(let path): return "\(path) muuttui avaamisen aikana"
    case .readerWentAway(let path): return "kohteen \(path) lukija lopetti"
    case .descriptorNotOpen(let path, let number):
      return "\(path) osoittaa tiedostokuvaajaa \(number), joka ei ole auki; avaa se ensin kirjoitettavaksi (esim. \(number)>tiedosto)"
    case .descriptorReadOnly(let path, let number):
      return "\(path) osoittaa tiedostokuvaajaa \(number), joka on auki vain lukemista varten"
    case .descriptorReaderWentAway(let path, let number): return "tiedostokuvaajan \(number) (\(path)) lukija lopetti"
    case .cannotWriteDescriptor(let path, let number, let error):
      return "tiedostokuvaajaan \(number) (\(path)) ei voi kirjoittaa: \(systemError(error))"
    case .tooManyLinks: return "liian monta sisäkkäistä symbolista linkkiä"
    case .othersLinkInStickyFolder(let link, let owner, let folder):
      return "\(link) on käyttäjän \(owner) symbolinen linkki hakemistossa \(folder), johon kaikki voivat kirjoittaa (sticky-bitti);"
        + " toisen käyttäjän linkkiä ei seurata siellä (se voi osoittaa mihin tahansa tiedostoon): poista se tai valitse toinen nimi"
    case .cannotRemove(let path, let error): return "kohdetta \(path) ei voi poistaa: \(systemError(error))"
    case .lockIsLink(let path):
      return "lukkotiedosto \(path) on symbolinen linkki, mikä lukkotiedosto ei koskaan ole; poista se (rm '\(path)')"
    case .lockOfOtherUser(let path, let owner, let error):
      return "lukkotiedosto \(path) kuuluu käyttäjälle \(owner), eikä sitä voi avata (\(systemError(error)));"
        + " toisen käyttäjän kirjoittaja jätti sen: poista se, kun mikään kirjoittaja ei ole käynnissä (rm '\(path)')"
    case .lockCannotOpen(let path, let error):
      return "lukkotiedostoa \(path) ei voi avata (\(systemError(error))); poista se (rm '\(path)')"
    case .cannotCreateLock(let path, let error): return "lukkotiedostoa \(path) ei voi luoda: \(systemError(error))"
    case .lockNotRegular(let path): return "lukkotiedosto \(path) ei ole tavallinen tiedosto"
    case .cannotLock(let path, let error): return "tiedostoa \(path) ei voi lukita: \(systemError(error))"
    }
  }

  func systemError(_ error: SystemError) -> String {
    guard let common = error.common else { return "\(error.text) (\(error.name))" }
    switch common {
    case .noSpace: return "laitteella ei ole tilaa"
    case .quotaExceeded: return "levykiintiö on täynnä"
    case .permissionDenied: return "lupa evätty"
    case .notPermitted: return "toiminto ei ole sallittu"
    case .readOnlyFileSystem: return "tiedostojärjestelmä on vain luku -tilassa"
    case .noSuchFile: return "tiedostoa tai hakemistoa ei ole"
    case .notADirectory: return "osa polusta ei ole hakemisto"
    case .isADirectory: return "se on hakemisto"
    case .fileExists: return "tiedosto on jo olemassa"
    case .tooManyLinks: return "liian monta sisäkkäistä symbolista linkkiä"
    case .nameTooLong: return "tiedostonimi on liian pitkä"
    case .busy: return "laite tai resurssi on varattu"
    case .textFileBusy: return "tiedosto on käynnissä oleva ohjelma"
    case .tooManyOpenFiles: return "prosessilla on liian monta avointa tiedostoa"
    case .tooManyOpenFilesInSystem: return "järjestelmässä on liian monta avointa tiedostoa"
    case .inputOutput: return "siirräntävirhe"
    case .crossDevice: return "tiedostojärjestelmien välillä ei voi siirtää eikä linkittää"
    case .tryAgain: return "resurssi ei ole tilapäisesti käytettävissä; yritä uudelleen"
    case .invalidArgument: return "virheellinen argumentti"
    case .fileTooLarge: return "tiedosto on liian suuri"
    case .noSuchDevice: return "laitetta tai osoitetta ei ole"
    }
  }
}
