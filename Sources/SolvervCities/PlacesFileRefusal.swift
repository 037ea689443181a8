public import SolvervEngine

/// What a program's entry point offers as the places file (``PlaceTables/fileLoader``).
public enum PlacesFileOffer {
  /// The file's bytes, mapped for the life of the process.
  case mapped(path: String, bytes: UnsafeBufferPointer<UInt8>)
  /// A file that is there (or was asked for) but cannot be read: a FIFO, a folder, an empty file.
  case refused(path: String, problem: PlacesFileProblem)
}

/// Why a places file's bytes are not a places file: a phrase for a message ("it is damaged:
/// bytes after the last section").
public struct PlacesFileDamage: Error, Equatable {
  public let problem: PlacesFileProblem
  public var reason: String { problem.english }
}

/// A places file that is not read (the built-in cities answer instead): its path and why, for
/// the one warning on stderr and for `config check`.
public struct PlacesFileRefusal: Sendable, Equatable {
  public let path: String
  /// Why, for each language's words (`doctor`).
  public let problem: PlacesFileProblem
  /// Why, in English (stderr, `config check`).
  public var reason: String { problem.english }

  public init(path: String, problem: PlacesFileProblem) {
    self.path = path
    self.problem = problem
  }
}
