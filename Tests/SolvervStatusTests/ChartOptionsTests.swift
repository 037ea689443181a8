import Foundation
import FoundationXML
import Testing

/// `chart`'s appearance options through the real binary: each option changes the
/// parsed SVG as it says — the page's colour, the document's size, today's line at --at's date,
/// the solstices and equinoxes at their dates, named in the chart's language — and bad values
/// are refused with one line naming them (exit 64).
struct ChartOptionsTests {
  /// Oslo, 2027, "today" 1 March (day 59 of the year, 0-based).
  static let oslo = ["chart", "--location", "Oslo", "--year", "2027", "--at", "2027-03-01T12:00"]

  /// The parsed document of a chart run that must succeed.
  static func chart(_ extra: [String], sandbox: Sandbox? = nil) throws -> SVGDocument {
    let arguments = oslo + extra
    let result = sandbox?.run(arguments) ?? CLI.run(arguments)
    #expect(result.status == 0, "\(arguments): \(result.stderr)")
    return try SVGDocument(result.stdout)
  }

  static func elements(_ document: SVGDocument, _ name: String) -> [SVGDocument.Element] {
    document.elements.filter { $0.name == name }
  }

  static func number(_ element: SVGDocument.Element, _ attribute: String) -> Double? {
    element.attributes[attribute].flatMap(Double.init)
  }

  static func texts(_ document: SVGDocument) -> [String] {
    elements(document, "text").map(\.text)
  }

  /// The page: the root's first `<rect>` (the background).
  static func background(_ document: SVGDocument) -> String? {
    elements(document, "rect").first?.attributes["fill"]
  }

  /// The plot's frame (`fill="none"`): x, width, and the width of one day's column.
  static func plot(_ document: SVGDocument) throws -> (left: Double, width: Double, day: Double) {
    let frame = try #require(elements(document, "rect").first { $0.attributes["fill"] == "none" })
    let (left, width) = (try #require(number(frame, "x")), try #require(number(frame, "width")))
    return (left, width, width / 365)
  }

  static func todayLines(_ document: SVGDocument) -> [SVGDocument.Element] {
    elements(document, "line").filter { $0.attributes["stroke-dasharray"] != nil }
  }

  /// The solstice and equinox lines: the only lines with their own stroke and no dashes.
  static func eventLines(_ document: SVGDocument) -> [SVGDocument.Element] {
    elements(document, "line").filter {
      $0.attributes["stroke-width"] == "1.5" && $0.attributes["stroke-dasharray"] == nil
    }
  }

  @Test("--style: dark is the night-sky page (and the default), light a white one with dark text")
  func style() throws {
    let plain = try Self.chart([])
    let dark = try Self.chart(["--style", "dark"])
    let light = try Self.chart(["--style", "light"])
    #expect(Self.background(plain) == "#10131C")
    #expect(Self.background(dark) == "#10131C")
    #expect(Self.background(light) == "#FFFFFF")
    let title = { (document: SVGDocument) in
      Self.elements(document, "text").first { $0.text == "Daylight in Oslo 2027" }?.attributes["fill"]
    }
    #expect(title(dark) == "#E8ECF4")
    #expect(title(light) == "#1B2233")
    // The same chart otherwise: the same words in the same places.
    #expect(Self.texts(dark) == Self.texts(light))
  }

  @Test("--style auto: the light/dark switch's mode at --at when [theme] is on, else light")
  func automaticStyle() throws {
    let sandbox = Sandbox()
    defer { sandbox.remove() }
    #expect(Self.background(try Self.chart(["--style", "auto"], sandbox: sandbox)) == "#FFFFFF")
    sandbox.writeConfig("[location]\ncity = \"Oslo\"\n[theme]\nenabled = true\n")
    let noon = ["chart", "--year", "2027", "--style", "auto", "--at", "2027-03-01T12:00"]
    let night = ["chart", "--year", "2027", "--style", "auto", "--at", "2027-03-01T23:00"]
    #expect(sandbox.run(["theme", "--at", "2027-03-01T12:00", "--format", "json"]).stdout.contains("\"light\""))
    #expect(Self.background(try SVGDocument(sandbox.run(noon).stdout)) == "#FFFFFF")
    #expect(Self.background(try SVGDocument(sandbox.run(night).stdout)) == "#10131C")
    // A manual choice ("dark until the next switch") counts too.
    #expect(sandbox.run(["theme", "dark", "--at", "2027-03-01T12:00"]).status == 0)
    #expect(Self.background(try SVGDocument(sandbox.run(noon).stdout)) == "#10131C")
  }

  @Test("--size WxH: the document's size and viewBox; the plot grows with it, the text does not")
  func size() throws {
    let normal = try Self.chart([])
    let root = try #require(normal.elements.first)
    #expect(root.name == "svg" && root.attributes["width"] == "1000" && root.attributes["height"] == "640")
    for (width, height) in [(1600, 900), (800, 400), (4000, 4000)] {
      let document = try Self.chart(["--size", "\(width)x\(height)"])
      let svg = try #require(document.elements.first)
      #expect(svg.attributes["width"] == "\(width)")
      #expect(svg.attributes["height"] == "\(height)")
      #expect(svg.attributes["viewBox"] == "0 0 \(width) \(height)")
      let background = try #require(Self.elements(document, "rect").first)
      #expect(Self.number(background, "width") == Double(width) && Self.number(background, "height") == Double(height))
      let plot = try Self.plot(document)
      #expect(plot.width == Double(width) - 76, "plot \(plot.width) at \(width)")
      // Every label stays on the page.
      for text in Self.elements(document, "text") {
        let x = try #require(Self.number(text, "x"))
        #expect(x > 0 && x < Double(width), "\(text.text) at x \(x)")
        let y = try #require(Self.number(text, "y"))
        #expect(y > 0 && y < Double(height), "\(text.text) at y \(y)")
      }
    }
    #expect(Self.texts(try Self.chart(["--size", "1600X900"])) == Self.texts(try Self.chart(["--size", "1600×900"])))
  }

  @Test("--today / --no-today: a dashed line in the middle of --at's date, labelled, or none")
  func today() throws {
    for size in ["1000x640", "2000x800"] {
      let document = try Self.chart(["--size", size])
      let plot = try Self.plot(document)
      let lines = Self.todayLines(document)
      try #require(lines.count == 1)
      let x = try #require(Self.number(lines[0], "x1"))
      #expect(Self.number(lines[0], "x2") == x)
      // 1 March 2027 is day 59: the line halves that column (to the SVG's two decimals).
      #expect(abs(x - (plot.left + 59.5 * plot.day)) < 0.006, "today at \(x) at \(size)")
      #expect(Self.texts(document).contains("Today · Mar 1"))
    }
    // Another "now" moves the line.
    let later = try Self.chart(["--at", "2027-10-15"])
    let x = try #require(Self.todayLines(later).first.flatMap { Self.number($0, "x1") })
    #expect(abs(x - (try Self.plot(later).left + 287.5 * Self.plot(later).day)) < 0.006)

    let none = try Self.chart(["--no-today"])
    #expect(Self.todayLines(none).isEmpty)
    #expect(!Self.texts(none).contains { $0.hasPrefix("Today") })
    #expect(Self.todayLines(try Self.chart(["--no-today", "--today"])).count == 1)  // the last one wins
  }

  @Test("--events / --no-events: a line on the date of each solstice and equinox, with its name and date")
  func events() throws {
    let document = try Self.chart(["--size", "1400x700"])
    let plot = try Self.plot(document)
    let lines = Self.eventLines(document)
    try #require(lines.count == 4)
    // Oslo's 2027 events fall on 20 March, 21 June, 23 September and 22 December (days 78, 171,
    // 265, 355): each line lies inside its date's column.
    for (line, day) in zip(lines, [78.0, 171, 265, 355]) {
      let x = try #require(Self.number(line, "x1"))
      #expect(x >= plot.left + day * plot.day && x <= plot.left + (day + 1) * plot.day, "event at \(x), day \(day)")
    }
    let texts = Self.texts(document)
    for label in ["Spring equinox", "Summer solstice", "Autumn equinox", "Winter solstice", "Mar 20", "Jun 21", "Sep 23", "Dec 22"] {
      #expect(texts.contains(label), "missing \(label)")
    }
    let none = try Self.chart(["--no-events"])
    #expect(Self.eventLines(none).isEmpty)
    #expect(!Self.texts(none).contains { $0.contains("solstice") || $0.contains("equinox") || $0 == "Jun 21" })
    #expect(Self.todayLines(none).count == 1)  // the other marker stays
  }

  @Test("Every option in every language: the markers' words are the chart's language, no English left")
  func languages() throws {
    let expected: [(String, [String])] = [
      ("nb", ["I dag · 1. mars", "Vårjevndøgn", "Sommersolverv", "Høstjevndøgn", "Vintersolverv"]),
      ("sv", ["I dag · 1 mars", "Vårdagjämning", "Sommarsolstånd", "Höstdagjämning", "Vintersolstånd"]),
      ("da", ["I dag · 1. mar.", "Forårsjævndøgn", "Sommersolhverv", "Efterårsjævndøgn", "Vintersolhverv"]),
      ("fi", ["Tänään · 1.3.", "Kevätpäiväntasaus", "Kesäpäivänseisaus", "Syyspäiväntasaus", "Talvipäivänseisaus"]),
      ("de", ["Heute · 1. März", "Frühlings-Tagundnachtgleiche", "Sommersonnenwende", "Herbst-Tagundnachtgleiche", "Wintersonnenwende"]),
    ]
    let english: Set<String> = [
      "Today", "Daylight", "Spring", "Summer", "Autumn", "Winter", "solstice", "equinox", "Night", "Civil",
      "Nautical", "Astronomical", "twilight", "Day", "Mar", "Jun", "Sep", "Dec",
    ]
    for (code, words) in expected {
      for style in ["dark", "light"] {
        let document = try Self.chart(["--lang", code, "--style", style, "--size", "800x400"])
        let texts = Self.texts(document)
        for word in words { #expect(texts.contains(word), "\(code) \(style): missing \(word) in \(texts)") }
        for text in texts {
          let words = text.split { !$0.isLetter }.map(String.init)
          #expect(english.isDisjoint(with: words), "\(code) \(style): English in \(text)")
        }
      }
    }
  }

  @Test("A hostile place name stays text in a light, resized chart")
  func hostileName() throws {
    let name = "<script>alert(1)</script> & \"x\" ]]> <!--"
    let result = CLI.run([
      "chart", "--lat", "59.9", "--lon", "10.7", "--tz", "Europe/Oslo", "--name", name, "--year", "2027",
      "--style", "light", "--size", "900x500",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("<script") && !result.stdout.contains("<!--"))
    let document = try SVGDocument(result.stdout)
    #expect(Self.elements(document, "script").isEmpty)
    #expect(Self.elements(document, "title").first?.text == "Daylight in \(name) 2027 · Europe/Oslo")
  }

  @Test(
    "Bad values: one line naming the value and what is allowed, exit 64, no SVG",
    arguments: [
      (["--size", "799x640"], ["'799x640'", "width 799", "800–4000"]),
      (["--size", "4001x640"], ["'4001x640'", "width 4001", "800–4000"]),
      (["--size", "1000x399"], ["'1000x399'", "height 399", "400–4000"]),
      (["--size", "1000x4001"], ["'1000x4001'", "height 4001"]),
      (["--size", "1000"], ["'1000'", "WIDTHxHEIGHT", "800–4000", "400–4000"]),
      (["--size", "1000x"], ["'1000x'", "WIDTHxHEIGHT"]),
      (["--size", "-1000x640"], ["'-1000x640'", "800–4000"]),
      (["--size", "large"], ["'large'", "WIDTHxHEIGHT"]),
      (["--style", "pink"], ["'pink'", "'dark', 'light' or 'auto'"]),
    ])
  func badValues(arguments: [String], words: [String]) {
    let result = CLI.run(Self.oslo + arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderrLines.count == 1, "\(result.stderr)")
    for word in words { #expect(result.stderr.contains(word), "\(arguments): \(result.stderr)") }
  }
}

/// The elements of an SVG in document order (name, attributes, their own text), read with
/// Foundation's XMLParser: a document that does not parse fails the test.
struct SVGDocument {
  struct Element {
    let name: String
    let attributes: [String: String]
    var text = ""
  }

  private(set) var elements: [Element] = []

  init(_ text: String) throws {
    let reader = Reader()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = reader
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.coderReadCorrupt)
    }
    elements = reader.elements
  }

  private final class Reader: NSObject, XMLParserDelegate {
    var elements: [Element] = []
    var open: [Int] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      open.append(elements.count)
      elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
      open.removeLast()
    }
  }
}
