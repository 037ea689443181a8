import SolvervApp
import SolvervConfig
import SolvervEngine
import Testing

/// `LocationResolver` in process: namesakes narrowed by region, and coordinates given without a
/// zone keep the nearest city's clock.
@Suite struct LocationResolverTests {
  @Test("'Springfield, IL' is Illinois's, 'Springfield, MO' Missouri's: different places")
  func regionNarrowsANamesake() throws {
    let illinois = try LocationResolver.resolve(StatusArguments(location: "Springfield, IL"), config: .empty, configPath: "")
    let missouri = try LocationResolver.resolve(StatusArguments(location: "Springfield, MO"), config: .empty, configPath: "")
    #expect(illinois.name.hasPrefix("Springfield") && missouri.name.hasPrefix("Springfield"))
    #expect(abs(illinois.coordinate.longitude - -89.64) < 0.2, "\(illinois.coordinate)")
    #expect(abs(missouri.coordinate.longitude - -93.30) < 0.2, "\(missouri.coordinate)")
    #expect(illinois.zone.identifier == "America/Chicago")
  }

  @Test("coordinates without a zone take the nearest bundled city's (in Tokyo), and say so")
  func coordinatesWithoutAZoneTakeTheNearestCitys() throws {
    let place = try LocationResolver.resolve(StatusArguments(latitude: 35.68, longitude: 139.69), config: .empty, configPath: "")
    #expect(place.zone.identifier == "Asia/Tokyo")
    #expect(place.zoneFromNearestCity != nil)  // the nearest bundled city, Yoyogi in Tokyo
    #expect(place.source == .commandLine)
  }

  @Test("an unknown city is an error naming it")
  func unknownCityIsAnErrorNamingIt() {
    do {
      _ = try LocationResolver.resolve(StatusArguments(location: "Qwxzv"), config: .empty, configPath: "")
      Issue.record("Qwxzv resolved")
    } catch {
      #expect("\(error)".contains("Qwxzv"), "\(error)")
    }
  }
}
