import Foundation
import FoundationXML
import PolybarProvider
import SolvervEngine
import StandardProviders
import Testing
import WaybarProvider

/// Place names and templates are not ours: in every markup format they must come out as text —
/// never a Pango tag, a Polybar action, a conky `${exec}`, broken JSON or a terminal escape.
struct HostileNameTests {
  static let names: [String] = [
    "<b>&amp;",
    "%{A1:rm -rf ~:}x%{A}",
    "${exec rm -rf ~}",
    "#comment $HOME \\n",
    "line\nbreak\u{1b}[31mred\u{7}",
    String(repeating: "Ω<&>", count: 2_500),
    String(decoding: [0x4F, 0x73, 0xFF, 0xFE, 0x6C, 0x6F, 0xC3], as: UTF8.self),  // invalid UTF-8
    "%%{{F#FF0000}}",
    "\"quoted\" 'single' \u{2028}",
  ]

  static func snapshot(_ name: String) -> SolarSnapshot {
    let location = Location(
      name: name, coordinate: Fixtures.oslo.coordinate, zone: Fixtures.oslo.zone, source: .config)
    return SolarSnapshot(at: Fixtures.local("2026-06-10T12:00", "Europe/Oslo"), location: location)
  }

  /// A template that shows the name in the bar text too.
  static let options = RenderOptions(template: try! Template(#"{icon} {location} <i>{countdown}</i> %\{F#000\}"#))

  @Test(arguments: names)
  func waybarIsValidJSONWithWellFormedPango(name: String) throws {
    let line = WaybarProvider().render(Self.snapshot(name), options: Self.options)
    #expect(!line.contains("\n"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let text = try #require(object["text"] as? String)
    let tooltip = try #require(object["tooltip"] as? String)
    // Pango markup is XML: the text must parse with no elements at all (everything escaped,
    // including the template's own <i>), the tooltip with only our <b>, <i> and the events' dots.
    #expect(try PangoCheck.elements(in: text) == [])
    #expect(Set(try PangoCheck.elements(in: tooltip)).isSubset(of: ["b", "i", "span"]))
    #expect(try PangoCheck.text(of: text).contains("<i>"))
    if !name.contains("\n"), !name.contains("\u{1b}"), name.count < 100 {
      #expect(try PangoCheck.text(of: tooltip).contains(Escaping.sanitized(name)))
    }
  }

  @Test(arguments: names)
  func polybarNeverOpensATagOrAction(name: String) {
    let line = PolybarProvider().render(Self.snapshot(name), options: Self.options)
    #expect(!line.contains("\n"))
    // Our own tags only: the colour at the start and its reset at the end.
    let tags = line.ranges(of: "%{").count
    #expect(tags == 2, "\(line.prefix(200))")
    #expect(line.hasPrefix("%{F#FFC107}") && line.hasSuffix("%{F-}"))
    #expect(!line.contains("%{A1:rm"))
  }

  @Test(arguments: names)
  func conkyNeverRunsOrComments(name: String) {
    let output =
      ConkyProvider().render(Self.snapshot(name), options: RenderOptions(size: .large))
      + "\n" + ConkyProvider().render(Self.snapshot(name), options: Self.options)
    // Every `$` is either ours (`${color`) or doubled; every `#` outside our colours escaped.
    var index = output.startIndex
    while let dollar = output[index...].firstIndex(of: "$") {
      let rest = output[dollar...]
      let ours = rest.hasPrefix("${color")
      #expect(ours || rest.hasPrefix("$$"), "unescaped $ in \(rest.prefix(40))")
      index = output.index(dollar, offsetBy: ours ? 7 : 2, limitedBy: output.endIndex) ?? output.endIndex
    }
    // (So `${exec` only ever appears as `$${exec`: a literal dollar followed by text.)
    for line in output.split(separator: "\n") {
      let stripped = line.replacing(/\$\{color[^}]*\}/, with: "")
      #expect(!stripped.contains(/(^|[^\\])#/), "bare # in \(stripped.prefix(60))")
    }
  }

  @Test(arguments: names)
  func jsonRoundTripsTheExactName(name: String) throws {
    let line = JSONProvider().render(Self.snapshot(name), options: RenderOptions())
    #expect(!line.contains("\n"))
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let location = try #require(object["location"] as? [String: Any])
    #expect(location["name"] as? String == name)
  }

  @Test(arguments: names)
  func lineProtocolsStayOnOneLineWithoutControlCharacters(name: String) throws {
    let snapshot = Self.snapshot(name)
    let text = TextProvider().render(snapshot, options: Self.options)
    let i3bar = I3barProvider().render(snapshot, options: Self.options)
    let i3blocks = I3blocksProvider().render(snapshot, options: Self.options)
    for output in [text, i3bar] {
      #expect(!output.contains("\n") && !output.contains("\u{1b}") && !output.contains("\u{7}"))
    }
    #expect(i3blocks.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
    let blocks = try #require(try JSONSerialization.jsonObject(with: Data(i3bar.utf8)) as? [[String: Any]])
    #expect(blocks.first?["markup"] as? String == "none")
  }
}

/// Names carrying bidi controls or zero-width characters: `Location` drops
/// them, and every escaping rule drops them from any other text too.
struct InvisibleCharacterTests {
  static let invisibles: [Unicode.Scalar] = [
    "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
    "\u{2069}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{200E}", "\u{200F}", "\u{FEFF}", "\u{061C}",
    "\u{2060}",
  ]

  @Test("A place name loses bidi controls and zero-width characters where it enters")
  func locationStripsInvisibleCharacters() {
    var name = "Tr"
    for scalar in Self.invisibles { name.unicodeScalars.append(scalar) }
    name += "omsø"
    let location = Location(name: name, coordinate: Fixtures.oslo.coordinate, zone: Fixtures.oslo.zone, source: .config)
    #expect(location.name == "Tromsø")
    // Visible text, right-to-left letters included, is kept as given.
    let arabic = Location(name: "القاهرة", coordinate: Fixtures.oslo.coordinate, zone: Fixtures.oslo.zone, source: .config)
    #expect(arabic.name == "القاهرة")
  }

  @Test("No escaping rule lets a bidi control or zero-width character through", arguments: Escaping.allCases)
  func everyEscapingRuleDropsInvisibleCharacters(rule: Escaping) {
    var text = "a"
    for scalar in Self.invisibles { text.unicodeScalars.append(scalar) }
    text += "b"
    let escaped = rule.escape(text)
    #expect(escaped == "ab", "\(rule): \(escaped.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test("Polybar shows a name's %{…} as text with a space after the %, nothing dropped")
  func polybarShowsMarkupAsText() {
    let location = Location(
      name: "%{F#f00}red%{A1:x:}", coordinate: Fixtures.oslo.coordinate, zone: Fixtures.oslo.zone, source: .config)
    let snapshot = SolarSnapshot(at: Fixtures.local("2026-06-10T12:00", "Europe/Oslo"), location: location)
    let line = PolybarProvider().render(snapshot, options: RenderOptions(template: try! Template("{location}")))
    #expect(line == "%{F#FFC107}% {F#f00}red% {A1:x:}%{F-}")
  }
}

/// Checks Pango markup with an XML parser, which is what Pango's markup parser is built on.
enum PangoCheck {
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [String] = []
    var text = ""
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      if name != "markup" { elements.append(name) }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  struct Invalid: Error { let markup: String }

  static func parse(_ markup: String) throws -> Collector {
    let parser = XMLParser(data: Data("<markup>\(markup)</markup>".utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else { throw Invalid(markup: String(markup.prefix(200))) }
    return collector
  }

  static func elements(in markup: String) throws -> [String] { try parse(markup).elements }
  static func text(of markup: String) throws -> String { try parse(markup).text }
}
