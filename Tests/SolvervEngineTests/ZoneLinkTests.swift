import Foundation
import SolvervEngine
import SolvervSystem
import Testing

/// Old zone names find the principal city of the zone they stand for, whichever way the system
/// ships its links, never Greenwich as a fallback.
struct ZoneLinkTests {
  @Test(
    "Legacy names in this system's tzdata resolve to the canonical zone in zone1970.tab",
    arguments: [
      ("US/Pacific", "America/Los_Angeles"), ("Asia/Calcutta", "Asia/Kolkata"),
      ("Europe/Kiev", "Europe/Kyiv"), ("US/Eastern", "America/New_York"),
      ("EST5EDT", "America/New_York"), ("Australia/NSW", "Australia/Sydney"),
      ("Europe/Oslo", "Europe/Oslo"), ("Arctic/Longyearbyen", "Arctic/Longyearbyen"),
    ])
  func legacyNamesFindTheirCanonicalZone(name: String, canonical: String) throws {
    let principal = try #require(ZoneTable.principal(of: name))
    #expect(principal.zone == canonical)
    #expect(ZoneTable.location(of: name) == ZoneTable.location(of: canonical))
  }

  @Test(
    "Zones that name no place have no principal location",
    arguments: [
      "UTC", "Etc/UTC", "Etc/GMT+5", "Etc/GMT-14", "GMT", "Factory", "<+0530>-5:30", "Nowhere/Special",
    ])
  func placelessZonesHaveNoPrincipalLocation(name: String) {
    #expect(ZoneTable.principal(of: name) == nil)
  }

  /// A zoneinfo folder made here, with each kind of link tzdata may ship.
  @Test("Symbolic links, hard links, tzdata.zi and backward lines are all followed")
  func everyKindOfLinkIsFollowed() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("solverv-zones-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let fm = FileManager.default
    try fm.createDirectory(at: folder.appendingPathComponent("Test"), withIntermediateDirectories: true)
    try fm.createDirectory(at: folder.appendingPathComponent("Old"), withIntermediateDirectories: true)
    let path = folder.path
    try "# comment\nXX\t+5955+01045\tTest/Canonical\tprincipal\n".write(
      toFile: path + "/zone1970.tab", atomically: true, encoding: .utf8)
    try Data("TZif-not-really".utf8).write(to: folder.appendingPathComponent("Test/Canonical"))
    // A relative symlink in another folder, and a chain: Old/Chain → Old/Symlink → Test/Canonical.
    try fm.createSymbolicLink(atPath: path + "/Old/Symlink", withDestinationPath: "../Test/Canonical")
    try fm.createSymbolicLink(atPath: path + "/Old/Chain", withDestinationPath: "Symlink")
    try fm.linkItem(atPath: path + "/Test/Canonical", toPath: path + "/Old/Hard")
    try "# version\nZ Test/Canonical 1 - X\nL Test/Canonical Old/Zi\n".write(
      toFile: path + "/tzdata.zi", atomically: true, encoding: .utf8)
    try "Link\tTest/Canonical\t\tOld/Backward\t# a comment\n".write(toFile: path + "/backward", atomically: true, encoding: .utf8)

    for name in ["Old/Symlink", "Old/Chain", "Old/Hard", "Old/Zi", "Old/Backward"] {
      let principal = try #require(ZoneTable.principal(of: name, in: path), "\(name)")
      #expect(principal.zone == "Test/Canonical", "\(name)")
      #expect(abs(principal.coordinate.latitude - (59 + 55.0 / 60)) < 0.001)
    }
    #expect(ZoneTable.principal(of: "Old/Missing", in: path) == nil)
    #expect(ZoneLinks.names(of: "Old/Chain", in: path) == ["Old/Chain", "Test/Canonical"])
  }

  @Test("Link lines parse in both the tzdata.zi and the backward form, and nothing else")
  func linkLinesParse() {
    let table = Array("L America/New_York US/Eastern\nLink\tAsia/Kolkata\t\tAsia/Calcutta\t# India\nLx A B\nL only-two\n".utf8)
    #expect(ZoneLinks.linkLine(for: "US/Eastern", in: table) == "America/New_York")
    #expect(ZoneLinks.linkLine(for: "Asia/Calcutta", in: table) == "Asia/Kolkata")
    #expect(ZoneLinks.linkLine(for: "B", in: table) == nil)
    #expect(ZoneLinks.linkLine(for: "only-two", in: table) == nil)
  }

  @Test("The System V names link to the cities tzdata 2024b gave them")
  func systemVNamesFollowTzdata2024b() throws {
    #expect(ZoneLinks.systemV.count == 11)
    for (name, city) in ZoneLinks.systemV {
      #expect(ZoneTable.principal(of: name)?.zone == city, "\(name)")
    }
  }
}
