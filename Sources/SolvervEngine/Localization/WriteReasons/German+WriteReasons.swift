/// German words for why a file could not be written (``WriteReason``); the system's common
/// failures in German, any other as the system says it, with its name.
extension German {
  public func writeReason(_ reason: WriteReason) -> String {
    switch reason {
    case .system(let error): return systemError(error)
    case .emptyPath: return "der Pfad ist leer"
    case .endsInSlash: return "der Pfad endet auf „/“ und bezeichnet damit ein Verzeichnis, keine Datei"
    case .namesOpenDescriptor(let path, let number?):
      return "\(path) bezeichnet den offenen Dateideskriptor \(number), keine reguläre Datei; dorthin wird nicht geschrieben"
    case .namesOpenDescriptor(let path, nil): return "\(path) bezeichnet einen offenen Dateideskriptor, keine reguläre Datei"
    case .cannotLookAt(let path, let error): return "\(path) kann nicht untersucht werden: \(systemError(error))"
    case .notARegularFile(let kind, let target, let refusal):
      let what = target.map { "es ist ein Link auf \($0), und das ist" } ?? "es ist"
      switch refusal {
      case .notReplacing: return "\(what) \(kindOfFile(kind)), keine reguläre Datei; es wird nicht ersetzt"
      case .notWritingThere: return "\(what) \(kindOfFile(kind)); dorthin wird nicht geschrieben"
      case .notRemoving: return "\(what) \(kindOfFile(kind)), keine reguläre Datei; es wird nicht entfernt"
      }
    case .cannotCreateFolder(let path, let error): return "\(path) kann nicht angelegt werden: \(systemError(error))"
    case .noReaderOnFIFO(let path): return "die benannte Pipe \(path) hat keinen Leser (starten Sie zuerst den Leser)"
    case .changedWhileOpening(let path): return "\(path) hat sich beim Öffnen geändert"
    case .readerWentAway(let path): return "der Leser von \(path) hat sich beendet"
    case .descriptorNotOpen(let path, let number):
      return "\(path) bezeichnet den Dateideskriptor \(number), der nicht offen ist; öffnen Sie ihn zuerst zum Schreiben (z. B. \(number)>datei)"
    case .descriptorReadOnly(let path, let number): return "\(path) bezeichnet den Dateideskriptor \(number), der nur zum Lesen offen ist"
    case .descriptorReaderWentAway(let path, let number): return "der Leser von Dateideskriptor \(number) (\(path)) hat sich beendet"
    case .cannotWriteDescriptor(let path, let number, let error):
      return "in den Dateideskriptor \(number) (\(path)) kann nicht geschrieben werden: \(systemError(error))"
    case .tooManyLinks: return "zu viele Ebenen symbolischer Links"
    case .othersLinkInStickyFolder(let link, let owner, let folder):
      return "\(link) ist ein symbolischer Link von Benutzer \(owner) im für alle beschreibbaren Verzeichnis \(folder) mit Sticky-Bit;"
        + " dem Link eines anderen Benutzers wird dort nicht gefolgt (er könnte auf jede Datei zeigen): entfernen Sie ihn oder wählen Sie einen anderen Namen"
    case .cannotRemove(let path, let error): return "\(path) kann nicht entfernt werden: \(systemError(error))"
    case .lockIsLink(let path):
      return "die Sperrdatei \(path) ist ein symbolischer Link, was eine Sperrdatei nie ist; entfernen Sie sie (rm '\(path)')"
    case .lockOfOtherUser(let path, let owner, let error):
      return "die Sperrdatei \(path) gehört Benutzer \(owner) und kann nicht geöffnet werden (\(systemError(error)));"
        + " der Schreibvorgang eines anderen Benutzers hat sie hinterlassen: entfernen Sie sie, wenn kein Schreibvorgang läuft (rm '\(path)')"
    case .lockCannotOpen(let path, let error):
      return "die Sperrdatei \(path) kann nicht geöffnet werden (\(systemError(error))); entfernen Sie sie (rm '\(path)')"
    case .cannotCreateLock(let path, let error): return "die Sperrdatei \(path) kann nicht angelegt werden: \(systemError(error))"
    case .lockNotRegular(let path): return "die Sperrdatei \(path) ist keine reguläre Datei"
    case .cannotLock(let path, let error): return "\(path) kann nicht gesperrt werden: \(systemError(error))"
    }
  }

  func systemError(_ error: SystemError) -> String {
    guard let common = error.common else { return "\(error.text) (\(error.name))" }
    switch common {
    case .noSpace: return "auf dem Gerät ist kein Speicherplatz mehr frei"
    case .quotaExceeded: return "das Speicherkontingent ist erschöpft"
    case .permissionDenied: return "Zugriff verweigert"
    case .notPermitted: return "Vorgang nicht erlaubt"
    case .readOnlyFileSystem: return "das Dateisystem ist schreibgeschützt"
    case .noSuchFile: return "die Datei oder das Verzeichnis existiert nicht"
    case .notADirectory: return "ein Teil des Pfades ist kein Verzeichnis"
    case .isADirectory: return "es ist ein Verzeichnis"
    case .fileExists: return "die Datei existiert bereits"
    case .tooManyLinks: return "zu viele Ebenen symbolischer Links"
    case .nameTooLong: return "der Dateiname ist zu lang"
    case .busy: return "das Gerät oder die Ressource ist belegt"
    case .textFileBusy: return "die Datei ist ein laufendes Programm"
    case .tooManyOpenFiles: return "der Prozess hat zu viele offene Dateien"
    case .tooManyOpenFilesInSystem: return "das System hat zu viele offene Dateien"
    case .inputOutput: return "Ein-/Ausgabefehler"
    case .crossDevice: return "zwischen Dateisystemen kann nicht verschoben oder verlinkt werden"
    case .tryAgain: return "die Ressource ist vorübergehend nicht verfügbar; versuchen Sie es erneut"
    case .invalidArgument: return "ungültiges Argument"
    case .fileTooLarge: return "die Datei ist zu groß"
    case .noSuchDevice: return "das Gerät oder die Adresse existiert nicht"
    }
  }
}
