/// The few text rules the chart's SVG needs, written without Foundation.
enum SVGText {
  /// `text` made safe for XML character data and attribute values: ``Escaping/xml(_:)``. Place
  /// names and zone identifiers come from the user or the system, so every string that is not a
  /// literal of this module goes through here.
  static func escape(_ text: String) -> String { Escaping.xml(text) }

  /// At most `limit` characters of `text`, with an ellipsis when cut, so a very long name cannot
  /// push the title off the chart or bloat the file.
  static func truncated(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(max(0, limit - 1))) + "…"
  }

  /// `value` with at most `digits` decimals and no trailing zeros: `12`, `2.55`, `-0.5`.
  static func number(_ value: Double, digits: Int = 2) -> String {
    guard value.isFinite else { return "0" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard abs(scaled) < 9e15 else { return "0" }
    let whole = Int64(scaled)
    let sign = whole < 0 ? "-" : ""
    let magnitude = whole.magnitude
    let unit = UInt64(scale)
    var text = sign + String(magnitude / unit)
    let fraction = magnitude % unit
    if fraction != 0 {
      var fractionDigits = String(fraction)
      fractionDigits = String(repeating: "0", count: digits - fractionDigits.count) + fractionDigits
      while fractionDigits.hasSuffix("0") { fractionDigits.removeLast() }
      text += "." + fractionDigits
    }
    return text
  }

  /// A rough width of `text` in pixels at `fontSize` (sans-serif averages ~0.58 em a character),
  /// used only to keep labels apart and inside the chart.
  static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.58
  }
}

extension SVGText {
  /// `<name a="v" …/>`, or `<name …>text</name>` with `text`, plus a newline. Every attribute
  /// value and the text are escaped here, so callers cannot forget to.
  static func element(
    _ name: String, _ attributes: KeyValuePairs<String, String>, text: String? = nil
  ) -> String {
    var out = "<" + name
    for (key, value) in attributes { out += " \(key)=\"\(escape(value))\"" }
    guard let text else { return out + "/>\n" }
    return out + ">" + escape(text) + "</\(name)>\n"
  }
}
