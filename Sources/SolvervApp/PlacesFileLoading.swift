import SolvervCities
import SolvervSystem

/// Offers the installed places file to the place lookups (`PlaceTables.fileLoader`). The entry
/// points call it first; the file is found and mapped only when a lookup first needs a place,
/// so a status line given by coordinates never opens it.
public enum PlacesFileLoading {
  public static func install() {
    PlaceTables.fileLoader = { PlacesFile.path().flatMap(PlacesFile.map) }
  }
}
