public import SolvervCities
public import SolvervEngine
import SolvervSystem

/// Offers the installed places file to the place lookups (`PlaceTables.fileLoader`). The entry
/// points call it first; the file is found and mapped only when a lookup first needs a place,
/// so a status line given by coordinates never opens it.
public enum PlacesFileLoading {
  public static func install() {
    PlaceTables.fileLoader = {
      guard let path = PlacesFile.path() else { return nil }
      switch PlacesFile.mapping(path) {
      case .success(let bytes): return .mapped(path: path, bytes: bytes)
      // No file where the package would put it: a binary used alone, nothing to say.
      case .failure(let refusal) where refusal.missing && Environment.variable("SOLVERV_PLACES") == nil: return nil
      case .failure(let refusal): return .refused(path: path, problem: refusal.problem)
      }
    }
  }

  /// A refused places file is named once per process on stderr, as `program` (never on stdout,
  /// which may be a bar's): without it, "no city matches Drøbak" would be a mystery.
  public static func reportRefusal(
    as program: String, language: @escaping @Sendable () -> any Localization = { English() }
  ) {
    PlaceTables.refusalReporter = { Output.error(program + ": " + message($0, in: language())) }
  }

  /// One line: the file and why it is not read, and what is searched instead (in `language`).
  public static func message(_ refusal: PlacesFileRefusal, in language: any Localization = English()) -> String {
    language.errorPhrase(.placesFileNotUsed(path: Escaping.visibleInMessage(refusal.path), problem: refusal.problem))
  }

  /// For `config check`, which names a refused file in its own report: the line (nil when the
  /// file is read or there is none), and no second warning on stderr.
  public static func lineForReport(in language: any Localization = English()) -> String? {
    PlaceTables.refusalReporter = nil
    return PlaceTables.fileRefusal.map { message($0, in: language) }
  }
}
