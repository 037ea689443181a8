/// Danish words for why a file could not be written (``WriteReason``); the system's common
/// failures in Danish, any other as the system says it, with its name.
extension Danish {
  public func writeReason(_ reason: WriteReason) -> String {
    switch reason {
    case .system(let error): return systemError(error)
    case .emptyPath: return "stien er tom"
    case .endsInSlash: return "stien ender på »/«, så den angiver en mappe, ikke en fil"
    case .namesOpenDescriptor(let path, let number?):
      return "\(path) angiver den åbne fildeskriptor \(number), ikke en almindelig fil; skriver ikke dertil"
    case .namesOpenDescriptor(let path, nil): return "\(path) angiver en åben fildeskriptor, ikke en almindelig fil"
    case .cannotLookAt(let path, let error): return "kan ikke undersøge \(path): \(systemError(error))"
    case .notARegularFile(let kind, let target, let refusal):
      let what = target.map { "den linker til \($0), som er" } ?? "det er"
      switch refusal {
      case .notReplacing: return "\(what) \(kindOfFile(kind)), ikke en almindelig fil; erstatter den ikke"
      case .notWritingThere: return "\(what) \(kindOfFile(kind)); skriver ikke dertil"
      case .notRemoving: return "\(what) \(kindOfFile(kind)), ikke en almindelig fil; fjerner den ikke"
      }
    case .cannotCreateFolder(let path, let error): return "kan ikke oprette \(path): \(systemError(error))"
    case .noReaderOnFIFO(let path): return "ingen læser på det navngivne rør \(path) (start læseren først)"
    case .changedWhileOpening(let path): return "\(path) blev ændret, mens den blev åbnet"
    case .readerWentAway(let path): return "læseren af \(path) forsvandt"
    case .descriptorNotOpen(let path, let number):
      return "\(path) angiver fildeskriptor \(number), som ikke er åben; åbn den til skrivning først (f.eks. \(number)>fil)"
    case .descriptorReadOnly(let path, let number): return "\(path) angiver fildeskriptor \(number), som kun er åben for læsning"
    case .descriptorReaderWentAway(let path, let number): return "læseren af fildeskriptor \(number) (\(path)) forsvandt"
    case .cannotWriteDescriptor(let path, let number, let error):
      return "kan ikke skrive til fildeskriptor \(number) (\(path)): \(systemError(error))"
    case .tooManyLinks: return "for mange niveauer af symbolske links"
    case .othersLinkInStickyFolder(let link, let owner, let folder):
      return "\(link) er et symbolsk link, som ejes af bruger \(owner), i mappen \(folder), som alle kan skrive i (med sticky-bit);"
        + " følger ikke en anden brugers link dér (det kan pege på en hvilken som helst fil): fjern det, eller vælg et andet navn"
    case .cannotRemove(let path, let error): return "kan ikke fjerne \(path): \(systemError(error))"
    case .lockIsLink(let path): return "låsefilen \(path) er et symbolsk link, hvad en låsefil aldrig er; fjern den (rm '\(path)')"
    case .lockOfOtherUser(let path, let owner, let error):
      return "låsefilen \(path) ejes af bruger \(owner) og kan ikke åbnes (\(systemError(error)));"
        + " en anden brugers skriver efterlod den: fjern den, når ingen skriver kører (rm '\(path)')"
    case .lockCannotOpen(let path, let error): return "låsefilen \(path) kan ikke åbnes (\(systemError(error))); fjern den (rm '\(path)')"
    case .cannotCreateLock(let path, let error): return "kan ikke oprette låsefilen \(path): \(systemError(error))"
    case .lockNotRegular(let path): return "låsefilen \(path) er ikke en almindelig fil"
    case .cannotLock(let path, let error): return "kan ikke låse \(path): \(systemError(error))"
    }
  }

  func systemError(_ error: SystemError) -> String {
    guard let common = error.common else { return "\(error.text) (\(error.name))" }
    switch common {
    case .noSpace: return "der er ikke mere plads på enheden"
    case .quotaExceeded: return "diskkvoten er opbrugt"
    case .permissionDenied: return "adgang nægtet"
    case .notPermitted: return "handlingen er ikke tilladt"
    case .readOnlyFileSystem: return "filsystemet er skrivebeskyttet"
    case .noSuchFile: return "filen eller mappen findes ikke"
    case .notADirectory: return "en del af stien er ikke en mappe"
    case .isADirectory: return "det er en mappe"
    case .fileExists: return "filen findes allerede"
    case .tooManyLinks: return "for mange niveauer af symbolske links"
    case .nameTooLong: return "filnavnet er for langt"
    case .busy: return "enheden eller ressourcen er optaget"
    case .textFileBusy: return "filen er et program, der kører"
    case .tooManyOpenFiles: return "processen har for mange åbne filer"
    case .tooManyOpenFilesInSystem: return "systemet har for mange åbne filer"
    case .inputOutput: return "inddata-/uddatafejl"
    case .crossDevice: return "kan ikke flytte eller linke mellem filsystemer"
    case .tryAgain: return "ressourcen er midlertidigt utilgængelig; prøv igen"
    case .invalidArgument: return "ugyldigt argument"
    case .fileTooLarge: return "filen er for stor"
    case .noSuchDevice: return "enheden eller adressen findes ikke"
    }
  }
}
