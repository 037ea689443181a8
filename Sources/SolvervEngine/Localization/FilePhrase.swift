/// Why a file cannot be read or written, as data. A read's `reason` is the C library's own words
/// (`strerror`); a write's is a ``WriteReason``, which each language words.
public enum FileProblem: Sendable, Equatable {
  /// "cannot read /x: it does not exist" and the other failures.
  case cannotRead(path: String, FileFailure)
  /// "the config file does not exist (create it with `solverv-status config init --config /x`)".
  case configFile(FileFailure, createHint: String?)
  /// "cannot write /x: <reason>".
  case cannotWrite(path: String, reason: WriteReason)
  /// "cannot write /x: it is a FIFO, not a regular file" (the config lock refuses it).
  case cannotWriteNotRegular(path: String, FileKindName)
  /// `config init`: "cannot write /x: another writer has held /x for 5 s; nothing was written,
  /// try again".
  case writeHeld(path: String, held: String, seconds: Int)
  /// `config init`: "/x already exists; use --force to replace it".
  case alreadyExists(path: String)
  /// "cannot write /x: the result would be larger than the 1 MB a config may be".
  case resultTooLarge(path: String, megabytes: Int)
  /// "the config is busy: another writer has held /x for 5 s; nothing was written, try again".
  case busy(path: String, seconds: Int)
  /// "format 'x': /p/x.toml is a symbolic link to nothing that can be read".
  case formatLinkBroken(name: String, path: String)
  /// "format 'x': /p/x.toml is a symbolic link to /t, which is not a .toml file; link to a
  /// format file NAME.toml".
  case formatLinkNotTOML(name: String, path: String, target: String)
  /// "format 'x': /p/x.toml is a directory, not a regular file" and the other failures.
  case formatUnreadable(name: String, path: String, FileFailure)
  /// A fault of Solverv's own editor: "internal error: …; nothing was written".
  indirect case internalError(ErrorPhrase)
}

/// How reading a file failed.
public enum FileFailure: Sendable, Equatable {
  case missing
  case notRegular(FileKindName)
  case tooLarge(limit: Int)
  /// The system's own reason (`strerror`).
  case unreadable(String)
}

/// What a path is, when it is not a regular file.
public enum FileKindName: Sendable, Equatable {
  case regular, directory, fifo, socket, characterDevice, blockDevice, symbolicLink, other
}
