/// Why a places file is not read, as a value each language words (`doctor`), with the English
/// clause for logs, stderr and `config check` (``english``). The system's own reasons (strerror)
/// arrive as they are.
public enum PlacesFileProblem: Sendable, Equatable {
  /// What stands at the path instead of a regular file.
  public enum Kind: Sendable, Equatable { case directory, fifo, socket, device, symbolicLink, other }

  case cannotOpen(String)
  case cannotRead(String)
  case notRegularFile(Kind)
  case empty
  case tooLarge(megabytes: Int)
  case cannotMap(String)
  /// Another release's file: its first line and the one this build reads.
  case otherFormat(found: String, wanted: String)
  /// Not a places file at all: the first line this build reads.
  case notAPlacesFile(wanted: String)
  /// A places file whose facts or sections are broken (the technical detail, in English: it
  /// names the file's own section keys).
  case damaged(String)

  /// "it is a FIFO, not a regular file".
  public var english: String {
    switch self {
    case .cannotOpen(let why): return "it cannot be opened: \(why)"
    case .cannotRead(let why): return "it cannot be read: \(why)"
    case .notRegularFile(let kind):
      let what: String
      switch kind {
      case .directory: what = "a directory"
      case .fifo: what = "a FIFO"
      case .socket: what = "a socket"
      case .device: what = "a device"
      case .symbolicLink: what = "a symbolic link"
      case .other: return "it is not a regular file"
      }
      return "it is \(what), not a regular file"
    case .empty: return "it is empty"
    case .tooLarge(let megabytes): return "it is larger than \(megabytes) MB, too large for a places file"
    case .cannotMap(let why): return "it cannot be mapped: \(why)"
    case .otherFormat(let found, let wanted):
      return "it is in format '\(found)' and this build reads '\(wanted)' (another release's file)"
    case .notAPlacesFile(let wanted): return "its first line is not '\(wanted)'"
    case .damaged(let detail): return "it is damaged: \(detail)"
    }
  }
}
