/// Bokmål words for why a file could not be written (``WriteReason``); the system's common
/// failures in Bokmål, any other as the system says it, with its name.
extension NorwegianBokmal {
  public func writeReason(_ reason: WriteReason) -> String {
    switch reason {
    case .system(let error): return systemError(error)
    case .emptyPath: return "stien er tom"
    case .endsInSlash: return "stien slutter med «/», så den peker på en mappe, ikke en fil"
    case .namesOpenDescriptor(let path, let number?):
      return "\(path) viser til den åpne fildeskriptoren \(number), ikke en vanlig fil; skriver ikke dit"
    case .namesOpenDescriptor(let path, nil): return "\(path) viser til en åpen fildeskriptor, ikke en vanlig fil"
    case .cannotLookAt(let path, let error): return "kan ikke undersøke \(path): \(systemError(error))"
    case .notARegularFile(let kind, let target, let refusal):
      let what = target.map { "den lenker til \($0), som er" } ?? "det er"
      switch refusal {
      case .notReplacing: return "\(what) \(kindOfFile(kind)), ikke en vanlig fil; erstatter den ikke"
      case .notWritingThere: return "\(what) \(kindOfFile(kind)); skriver ikke dit"
      case .notRemoving: return "\(what) \(kindOfFile(kind)), ikke en vanlig fil; fjerner den ikke"
      }
    case .cannotCreateFolder(let path, let error): return "kan ikke opprette \(path): \(systemError(error))"
    case .noReaderOnFIFO(let path): return "ingen leser på det navngitte røret \(path) (start leseren først)"
    case .changedWhileOpening(let path): return "\(path) ble endret mens den ble åpnet"
    case .readerWentAway(let path): return "leseren av \(path) forsvant"
    case .descriptorNotOpen(let path, let number):
      return "\(path) viser til fildeskriptor \(number), som ikke er åpen; åpne den for skriving først (f.eks. \(number)>fil)"
    case .descriptorReadOnly(let path, let number): return "\(path) viser til fildeskriptor \(number), som bare er åpen for lesing"
    case .descriptorReaderWentAway(let path, let number): return "leseren av fildeskriptor \(number) (\(path)) forsvant"
    case .cannotWriteDescriptor(let path, let number, let error):
      return "kan ikke skrive til fildeskriptor \(number) (\(path)): \(systemError(error))"
    case .tooManyLinks: return "for mange nivåer av symbolske lenker"
    case .othersLinkInStickyFolder(let link, let owner, let folder):
      return "\(link) er en symbolsk lenke som eies av bruker \(owner), i mappen \(folder), som alle kan skrive i (med sticky-bit);"
        + " følger ikke en annen brukers lenke der (den kan peke på hvilken som helst fil): fjern den eller velg et annet navn"
    case .cannotRemove(let path, let error): return "kan ikke fjerne \(path): \(systemError(error))"
    case .lockIsLink(let path): return "låsefilen \(path) er en symbolsk lenke, noe en låsefil aldri er; fjern den (rm '\(path)')"
    case .lockOfOtherUser(let path, let owner, let error):
      return "låsefilen \(path) eies av bruker \(owner) og kan ikke åpnes (\(systemError(error)));"
        + " en annen brukers skriver etterlot den: fjern den når ingen skriver kjører (rm '\(path)')"
    case .lockCannotOpen(let path, let error): return "låsefilen \(path) kan ikke åpnes (\(systemError(error))); fjern den (rm '\(path)')"
    case .cannotCreateLock(let path, let error): return "kan ikke opprette låsefilen \(path): \(systemError(error))"
    case .lockNotRegular(let path): return "låsefilen \(path) er ikke en vanlig fil"
    case .cannotLock(let path, let error): return "kan ikke låse \(path): \(systemError(error))"
    }
  }

  func systemError(_ error: SystemError) -> String {
    guard let common = error.common else { return "\(error.text) (\(error.name))" }
    switch common {
    case .noSpace: return "det er ikke mer plass på enheten"
    case .quotaExceeded: return "diskkvoten er brukt opp"
    case .permissionDenied: return "tilgang nektet"
    case .notPermitted: return "operasjonen er ikke tillatt"
    case .readOnlyFileSystem: return "filsystemet er skrivebeskyttet"
    case .noSuchFile: return "filen eller mappen finnes ikke"
    case .notADirectory: return "en del av stien er ikke en mappe"
    case .isADirectory: return "det er en mappe"
    case .fileExists: return "filen finnes allerede"
    case .tooManyLinks: return "for mange nivåer av symbolske lenker"
    case .nameTooLong: return "filnavnet er for langt"
    case .busy: return "enheten eller ressursen er opptatt"
    case .textFileBusy: return "filen er et program som kjører"
    case .tooManyOpenFiles: return "prosessen har for mange åpne filer"
    case .tooManyOpenFilesInSystem: return "systemet har for mange åpne filer"
    case .inputOutput: return "inn-/utdatafeil"
    case .crossDevice: return "kan ikke flytte eller lenke mellom filsystemer"
    case .tryAgain: return "ressursen er midlertidig utilgjengelig; prøv igjen"
    case .invalidArgument: return "ugyldig argument"
    case .fileTooLarge: return "filen er for stor"
    case .noSuchDevice: return "enheten eller adressen finnes ikke"
    }
  }
}
