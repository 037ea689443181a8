/// Writes a ``DaylightChart`` as SVG: layout, colours and markup, nothing astronomical.
///
/// The bands are four `<path>`s (one per event altitude, painted brightest-last over a night
/// rectangle), each a list of per-date rectangles in a days × minutes coordinate system, with
/// runs of identical dates merged. That keeps any place well under 100 KB, and because each
/// band is one path its neighbouring columns join without anti-aliasing seams.
struct DaylightChartRenderer {
  let chart: DaylightChart
  let appearance: ChartAppearance
  let palette: ChartPalette

  init(chart: DaylightChart, appearance: ChartAppearance) {
    self.chart = chart
    self.appearance = appearance
    palette = ChartPalette(appearance.style)
    width = Double(appearance.width)
    height = Double(appearance.height)
    plotRight = width - 20
    // The header, event labels and the axis/legend below keep their room; the plot takes the rest.
    plotHeight = height - Self.plotTop - 66
  }

  // Layout, in px. The plot shows 00:00 at the top and 24:00 at the bottom.
  let width: Double
  let height: Double
  static let plotLeft = 56.0
  let plotRight: Double
  static let plotTop = 94.0
  let plotHeight: Double
  var plotWidth: Double { plotRight - Self.plotLeft }
  var plotBottom: Double { Self.plotTop + plotHeight }

  static let font = "system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif"

  var dayWidth: Double { plotWidth / Double(chart.columns.count) }

  func x(days: Double) -> Double { Self.plotLeft + days * dayWidth }
  func y(seconds: Double) -> Double { Self.plotTop + seconds / 86_400 * plotHeight }

  func document() -> String {
    let size = (w: n(width), h: n(height))
    // The document's accessible name keeps the place name whole (within reason).
    let fullTitle =
      chart.language.chartTitle(place: SVGText.truncated(chart.placeName, to: 200), year: chart.year)
      + " · " + SVGText.truncated(chart.zoneIdentifier, to: 40)
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size.w)\" height=\"\(size.h)\" "
    out += "viewBox=\"0 0 \(size.w) \(size.h)\" font-family=\"\(Self.font)\" font-size=\"11\">\n"
    out += SVGText.element("title", [:], text: fullTitle)
    out += SVGText.element("rect", ["width": size.w, "height": size.h, "fill": palette.background])
    out += bands()
    out += grid()
    if appearance.showsEvents { out += eventMarkers() }
    if appearance.showsToday { out += todayMarker() }
    out += header()
    out += legend()
    return out + "</svg>\n"
  }

  /// The night background and the four "Sun above" paths.
  func bands() -> String {
    let scale = "scale(\(n(dayWidth, 6)) \(n(plotHeight / 1_440, 6)))"
    var out = "<g transform=\"translate(\(n(Self.plotLeft)) \(n(Self.plotTop))) \(scale)\">\n"
    out += SVGText.element(
      "rect", ["width": String(chart.columns.count), "height": "1440", "fill": palette.bands[0]])
    for k in 0..<4 {
      let data = pathData(threshold: k)
      if data.isEmpty { continue }
      out += SVGText.element("path", ["fill": palette.bands[k + 1], "d": data])
    }
    return out + "</g>\n"
  }

  /// Rectangles (x in days, y in whole minutes) of one altitude's "above" sets, with runs of
  /// dates whose rounded spans are equal merged into one wider rectangle.
  func pathData(threshold k: Int) -> String {
    let spans = chart.columns.map { column in
      column.above[k].map { (Int(($0.from / 60).rounded()), Int(($0.to / 60).rounded())) }
        .filter { $0.1 > $0.0 }
    }
    var out = ""
    var index = 0
    while index < spans.count {
      var end = index + 1
      while end < spans.count, spans[end].elementsEqual(spans[index], by: ==) { end += 1 }
      for (from, to) in spans[index] {
        out += "M\(index) \(from)h\(end - index)v\(to - from)h-\(end - index)z"
      }
      index = end
    }
    return out
  }

  /// Hour lines every 3 h with labels, month ticks with localised names, and the plot frame.
  func grid() -> String {
    let (left, right) = (n(Self.plotLeft), n(plotRight))
    var out = "<g stroke=\"\(palette.rule)\" stroke-opacity=\"0.11\">\n"
    for hour in stride(from: 3, through: 21, by: 3) {
      let yy = n(y(seconds: Double(hour) * 3_600))
      out += SVGText.element("line", ["x1": left, "y1": yy, "x2": right, "y2": yy])
    }
    let first = CivilDate(year: chart.year, month: 1, day: 1)
    let monthStarts = (1...12).compactMap { month in
      first.flatMap { first in
        CivilDate(year: chart.year, month: month, day: 1).map { Double(first.days(to: $0)) }
      }
    }
    for start in monthStarts.dropFirst() {
      let xx = n(x(days: start))
      out += SVGText.element(
        "line", ["x1": xx, "y1": n(Self.plotTop), "x2": xx, "y2": n(plotBottom + 5)])
    }
    out += "</g>\n"
    out += SVGText.element(
      "rect",
      [
        "x": left, "y": n(Self.plotTop), "width": n(plotWidth), "height": n(plotHeight),
        "fill": "none", "stroke": palette.rule, "stroke-opacity": "0.25",
      ])

    out += "<g fill=\"\(palette.mutedInk)\" text-anchor=\"end\">\n"
    for hour in stride(from: 0, through: 24, by: 3) {
      let yy = n(y(seconds: Double(hour) * 3_600) + 4)
      let label = pad(hour, 2) + chart.language.timeSeparator + "00"
      out += SVGText.element("text", ["x": n(Self.plotLeft - 7), "y": yy], text: label)
    }
    out += "</g>\n<g fill=\"\(palette.mutedInk)\" text-anchor=\"middle\">\n"
    let ends = monthStarts.dropFirst() + [Double(chart.columns.count)]
    for (i, (start, end)) in zip(monthStarts, ends).enumerated() {
      let name = chart.language.monthAbbreviation(i + 1)
      out += SVGText.element(
        "text", ["x": n(x(days: (start + end) / 2)), "y": n(plotBottom + 18)], text: name)
    }
    return out + "</g>\n"
  }

  /// A line in the season's colour through each solstice and equinox, labelled above the plot
  /// with its name and local date.
  func eventMarkers() -> String {
    var out = ""
    let count = Double(chart.columns.count)
    for event in chart.events where event.dayPosition >= 0 && event.dayPosition <= count {
      let colour = palette.season(event.season)
      let xx = x(days: event.dayPosition)
      out += SVGText.element(
        "line",
        [
          "x1": n(xx), "y1": n(Self.plotTop - 6), "x2": n(xx), "y2": n(plotBottom),
          "stroke": colour, "stroke-width": "1.5",
        ])
      let date = chart.language.shortDate(event.date)
      let nameWidth = SVGText.estimatedWidth(event.name, fontSize: 12) * 1.08
      let half = max(nameWidth, SVGText.estimatedWidth(date, fontSize: 11)) / 2
      let centre = n(min(max(xx, 8 + half), width - 14 - half))
      out += SVGText.element(
        "text",
        [
          "x": centre, "y": n(Self.plotTop - 24), "text-anchor": "middle", "font-size": "12",
          "font-weight": "bold", "fill": colour,
        ], text: event.name)
      out += SVGText.element(
        "text", ["x": centre, "y": n(Self.plotTop - 10), "text-anchor": "middle", "fill": palette.ink],
        text: date)
    }
    return out
  }

  /// A dashed line through the middle of today's column, labelled inside the plot with a halo
  /// in the page's colour so it reads on night and on day alike.
  func todayMarker() -> String {
    guard let today = chart.today, let first = chart.columns.first?.date else { return "" }
    let xx = x(days: Double(first.days(to: today)) + 0.5)
    var out = SVGText.element(
      "line",
      [
        "x1": n(xx), "y1": n(Self.plotTop), "x2": n(xx), "y2": n(plotBottom),
        "stroke": palette.today, "stroke-width": "1.5", "stroke-dasharray": "5 3",
      ])
    let label = chart.language.label(.today) + " · " + chart.language.shortDate(today)
    let half = SVGText.estimatedWidth(label, fontSize: 12) * 1.08 / 2
    let centre = min(max(xx, Self.plotLeft + 6 + half), plotRight - 6 - half)
    out += SVGText.element(
      "text",
      [
        "x": n(centre), "y": n(plotBottom - 10), "text-anchor": "middle", "font-size": "12",
        "font-weight": "bold", "fill": palette.today, "stroke": palette.todayHalo, "stroke-width": "3",
        "stroke-linejoin": "round", "paint-order": "stroke",
      ], text: label)
    return out
  }

  /// Zone and coordinates in the language's decimal mark and compass letters: "Europe/Oslo ·
  /// 59.91° N, 10.75° E", "59,91° N, 10,75° Ø" (Finnish: "P", "I"; its "E" would read as south).
  var subtitle: String {
    let (latitude, longitude) = (chart.coordinate.latitude, chart.coordinate.longitude)
    let language = chart.language
    let letters = language.compassLetters
    func degrees(_ value: Double) -> String { language.decimalMarked(n(abs(value))) }
    return SVGText.truncated(chart.zoneIdentifier, to: 40)
      + " · " + degrees(latitude) + "° " + (latitude < 0 ? letters[1] : letters[0])
      + ", " + degrees(longitude) + "° " + (longitude < 0 ? letters[3] : letters[2])
  }

  /// The title with the place name shortened (…) so it leaves room for the subtitle.
  var fittedTitle: String {
    let room = plotWidth - SVGText.estimatedWidth(subtitle, fontSize: 12) - 24
    let frame = SVGText.estimatedWidth(chart.language.chartTitle(place: "", year: chart.year), fontSize: 20 * 1.08)
    let characters = max(8, Int((room - frame) / (20 * 1.08 * 0.58)))
    return chart.language.chartTitle(place: SVGText.truncated(chart.placeName, to: characters), year: chart.year)
  }

  /// Title on the left, zone and coordinates on the right.
  func header() -> String {
    SVGText.element(
      "text",
      [
        "x": n(Self.plotLeft), "y": "30", "font-size": "20", "font-weight": "bold", "fill": palette.ink,
      ], text: fittedTitle)
      + SVGText.element(
        "text",
        [
          "x": n(plotRight), "y": "30", "text-anchor": "end", "font-size": "12",
          "fill": palette.mutedInk,
        ], text: subtitle)
  }

  /// Five swatches with the band names, centred under the plot.
  func legend() -> String {
    let names = DaylightBand.allCases.map { chart.language.phaseName($0.phase) }
    let widths = names.map { 12 + 6 + SVGText.estimatedWidth($0, fontSize: 11) }
    let gap = 22.0
    let total = widths.reduce(0, +) + gap * Double(names.count - 1)
    var left = Self.plotLeft + (plotWidth - total) / 2
    let top = plotBottom + 36
    var out = "<g fill=\"\(palette.ink)\">\n"
    for (i, name) in names.enumerated() {
      out += SVGText.element(
        "rect",
        [
          "x": n(left), "y": n(top), "width": "12", "height": "12", "rx": "2",
          "fill": palette.bands[i], "stroke": palette.rule, "stroke-opacity": "0.3",
        ])
      out += SVGText.element("text", ["x": n(left + 18), "y": n(top + 10)], text: name)
      left += widths[i] + gap
    }
    return out + "</g>\n"
  }

  /// A coordinate or size as short SVG text.
  private func n(_ value: Double, _ digits: Int = 2) -> String {
    SVGText.number(value, digits: digits)
  }
}
