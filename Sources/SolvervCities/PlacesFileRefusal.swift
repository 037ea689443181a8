/// What a program's entry point offers as the places file (``PlaceTables/fileLoader``).
public enum PlacesFileOffer {
  /// The file's bytes, mapped for the life of the process.
  case mapped(path: String, bytes: UnsafeBufferPointer<UInt8>)
  /// A file that is there (or was asked for) but cannot be read: a FIFO, a folder, an empty file.
  case refused(path: String, reason: String)
}

/// Why a places file's bytes are not a places file: a phrase for a message ("it is damaged:
/// bytes after the last section").
public struct PlacesFileDamage: Error, Equatable {
  public let reason: String
}

/// A places file that is not read (the built-in cities answer instead): its path and why, for
/// the one warning on stderr and for `config check`.
public struct PlacesFileRefusal: Sendable, Equatable {
  public let path: String
  public let reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}
