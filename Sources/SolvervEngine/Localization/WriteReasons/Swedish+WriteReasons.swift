/// Swedish words for why a file could not be written (``WriteReason``); the system's common
/// failures in Swedish, any other as the system says it, with its name.
extension Swedish {
  public func writeReason(_ reason: WriteReason) -> String {
    switch reason {
    case .system(let error): return systemError(error)
    case .emptyPath: return "sökvägen är tom"
    case .endsInSlash: return "sökvägen slutar med ”/”, så den anger en katalog, inte en fil"
    case .namesOpenDescriptor(let path, let number?):
      return "\(path) anger den öppna fildeskriptorn \(number), inte en vanlig fil; skriver inte dit"
    case .namesOpenDescriptor(let path, nil): return "\(path) anger en öppen fildeskriptor, inte en vanlig fil"
    case .cannotLookAt(let path, let error): return "kan inte undersöka \(path): \(systemError(error))"
    case .notARegularFile(let kind, let target, let refusal):
      let what = target.map { "den länkar till \($0), som är" } ?? "det är"
      switch refusal {
      case .notReplacing: return "\(what) \(kindOfFile(kind)), inte en vanlig fil; ersätter den inte"
      case .notWritingThere: return "\(what) \(kindOfFile(kind)); skriver inte dit"
      case .notRemoving: return "\(what) \(kindOfFile(kind)), inte en vanlig fil; tar inte bort den"
      }
    case .cannotCreateFolder(let path, let error): return "kan inte skapa \(path): \(systemError(error))"
    case .noReaderOnFIFO(let path): return "ingen läsare på det namngivna röret \(path) (starta läsaren först)"
    case .changedWhileOpening(let path): return "\(path) ändrades medan den öppnades"
    case .readerWentAway(let path): return "läsaren av \(path) försvann"
    case .descriptorNotOpen(let path, let number):
      return "\(path) anger fildeskriptor \(number), som inte är öppen; öppna den för skrivning först (t.ex. \(number)>fil)"
    case .descriptorReadOnly(let path, let number): return "\(path) anger fildeskriptor \(number), som bara är öppen för läsning"
    case .descriptorReaderWentAway(let path, let number): return "läsaren av fildeskriptor \(number) (\(path)) försvann"
    case .cannotWriteDescriptor(let path, let number, let error):
      return "kan inte skriva till fildeskriptor \(number) (\(path)): \(systemError(error))"
    case .tooManyLinks: return "för många nivåer av symboliska länkar"
    case .othersLinkInStickyFolder(let link, let owner, let folder):
      return "\(link) är en symbolisk länk som ägs av användare \(owner) i katalogen \(folder), där alla får skriva (med sticky-bit);"
        + " följer inte en annan användares länk där (den kan peka på vilken fil som helst): ta bort den eller välj ett annat namn"
    case .cannotRemove(let path, let error): return "kan inte ta bort \(path): \(systemError(error))"
    case .lockIsLink(let path): return "låsfilen \(path) är en symbolisk länk, vilket en låsfil aldrig är; ta bort den (rm '\(path)')"
    case .lockOfOtherUser(let path, let owner, let error):
      return "låsfilen \(path) ägs av användare \(owner) och kan inte öppnas (\(systemError(error)));"
        + " en annan användares skrivare lämnade den kvar: ta bort den när ingen skrivare körs (rm '\(path)')"
    case .lockCannotOpen(let path, let error): return "låsfilen \(path) kan inte öppnas (\(systemError(error))); ta bort den (rm '\(path)')"
    case .cannotCreateLock(let path, let error): return "kan inte skapa låsfilen \(path): \(systemError(error))"
    case .lockNotRegular(let path): return "låsfilen \(path) är inte en vanlig fil"
    case .cannotLock(let path, let error): return "kan inte låsa \(path): \(systemError(error))"
    }
  }

  func systemError(_ error: SystemError) -> String {
    guard let common = error.common else { return "\(error.text) (\(error.name))" }
    switch common {
    case .noSpace: return "inget utrymme kvar på enheten"
    case .quotaExceeded: return "diskkvoten är överskriden"
    case .permissionDenied: return "åtkomst nekas"
    case .notPermitted: return "åtgärden är inte tillåten"
    case .readOnlyFileSystem: return "filsystemet är skrivskyddat"
    case .noSuchFile: return "filen eller katalogen finns inte"
    case .notADirectory: return "en del av sökvägen är inte en katalog"
    case .isADirectory: return "det är en katalog"
    case .fileExists: return "filen finns redan"
    case .tooManyLinks: return "för många nivåer av symboliska länkar"
    case .nameTooLong: return "filnamnet är för långt"
    case .busy: return "enheten eller resursen är upptagen"
    case .textFileBusy: return "filen är ett program som körs"
    case .tooManyOpenFiles: return "processen har för många öppna filer"
    case .tooManyOpenFilesInSystem: return "systemet har för många öppna filer"
    case .inputOutput: return "in-/utmatningsfel"
    case .crossDevice: return "kan inte flytta eller länka mellan filsystem"
    case .tryAgain: return "resursen är tillfälligt otillgänglig; försök igen"
    case .invalidArgument: return "ogiltigt argument"
    case .fileTooLarge: return "filen är för stor"
    case .noSuchDevice: return "enheten eller adressen finns inte"
    }
  }
}
