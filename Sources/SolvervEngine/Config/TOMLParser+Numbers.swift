extension TOMLParser {
  /// Reads an unquoted value: `true`, `false`, a number, `inf`, `nan`. The whole word (letters,
  /// digits, `_ + - . :`) is taken first, so `12abc`, `07:30` and `north` are reported whole.
  mutating func parseWord() throws(TOMLError) -> TOMLValue {
    let start = offset
    while let b = peek, isWordByte(b) { offset += 1 }
    let word = bytes[start..<offset]
    if word.elementsEqual("true".utf8) { return .boolean(true) }
    if word.elementsEqual("false".utf8) { return .boolean(false) }
    var unsigned = word[...]
    if let sign = word.first, sign == ascii("+") || sign == ascii("-") {
      unsigned = word.dropFirst()
    }
    let negative = word.first == ascii("-")
    if unsigned.elementsEqual("inf".utf8) { return .float(negative ? -.infinity : .infinity) }
    if unsigned.elementsEqual("nan".utf8) { return .float(.nan) }
    guard let first = unsigned.first, isDigit(first) else {
      let found = describe(at: start)
      if let b = word.first, isBareKeyByte(b), !isDigit(b), b != ascii("-") {
        throw error("expected a value, found \(found); text must be in quotes", at: start)
      }
      throw error("\(found) is not a valid number", at: start)
    }
    if looksLikeDateOrTime(unsigned) {
      let text = String(decoding: word.prefix(40), as: UTF8.self)
      throw error(
        "dates and times are not supported here; quote the value: \"\(text)\"", at: start)
    }
    return try parseNumber(start: start, digitsStart: unsigned.startIndex, negative: negative)
  }

  /// `1979-05-27…` or `07:30…`: TOML dates and times, which Solverv reads as quoted strings.
  private func looksLikeDateOrTime(_ word: ArraySlice<UInt8>) -> Bool {
    let s = word.startIndex
    func digits(_ range: Range<Int>) -> Bool {
      range.upperBound <= word.endIndex && word[range].allSatisfy(isDigit)
    }
    let isDate = digits(s..<s + 4) && s + 4 < word.endIndex && word[s + 4] == ascii("-")
    let isTime = digits(s..<s + 2) && s + 2 < word.endIndex && word[s + 2] == ascii(":")
    return isDate || isTime
  }

  /// A decimal integer or float in `bytes[start..<offset]`, checked against the TOML grammar:
  /// no leading zeros, `_` only between digits, digits on both sides of `.`.
  private mutating func parseNumber(start: Int, digitsStart: Int, negative: Bool)
    throws(TOMLError) -> TOMLValue
  {
    let end = offset
    let text = String(decoding: bytes[start..<min(end, start + 40)], as: UTF8.self)
      + (end - start > 40 ? "…" : "")
    var i = digitsStart
    if bytes[i] == ascii("0"), i + 1 < end {
      switch bytes[i + 1] {
      case ascii("x"), ascii("o"), ascii("b"):
        throw error(
          "only decimal numbers are supported, not '\(text)'", at: start)
      case ascii("_"), ascii("0")...ascii("9"):
        throw error("leading zeros are not allowed in '\(text)'", at: start)
      default: break
      }
    }
    try skipDigits(&i, end: end, text: text, start: start)
    var isFloat = false
    if i < end, bytes[i] == ascii(".") {
      isFloat = true
      i += 1
      guard i < end, isDigit(bytes[i]) else {
        throw error("a '.' in a number must have digits on both sides: '\(text)'", at: start)
      }
      try skipDigits(&i, end: end, text: text, start: start)
    }
    if i < end, bytes[i] == ascii("e") || bytes[i] == ascii("E") {
      isFloat = true
      i += 1
      if i < end, bytes[i] == ascii("+") || bytes[i] == ascii("-") { i += 1 }
      guard i < end, isDigit(bytes[i]) else {
        throw error("the exponent of '\(text)' has no digits", at: start)
      }
      try skipDigits(&i, end: end, text: text, start: start)
    }
    guard i == end else { throw error("'\(text)' is not a valid number", at: start) }

    if isFloat {
      var plain = ""
      plain.reserveCapacity(end - start)
      for b in bytes[start..<end] where b != ascii("_") { plain.unicodeScalars.append(.init(b)) }
      guard let value = Double(plain), value.isFinite else {
        throw error("the number '\(text)' is too large", at: start)
      }
      return .float(value)
    }
    // Accumulate towards the sign so that -9223372036854775808 fits.
    var value: Int64 = 0
    for b in bytes[digitsStart..<end] where b != ascii("_") {
      let digit = Int64(b - ascii("0"))
      let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
      let (next, o2) =
        negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !o1, !o2 else {
        throw error(
          "the integer '\(text)' is out of range (\(Int64.min) to \(Int64.max))", at: start)
      }
      value = next
    }
    return .integer(value)
  }

  /// Skips `digit (_? digit)*`; the first byte must be a digit.
  private mutating func skipDigits(_ i: inout Int, end: Int, text: String, start: Int)
    throws(TOMLError)
  {
    guard i < end, isDigit(bytes[i]) else {
      throw error("'\(text)' is not a valid number", at: start)
    }
    i += 1
    while i < end {
      if isDigit(bytes[i]) {
        i += 1
      } else if bytes[i] == ascii("_") {
        guard i + 1 < end, isDigit(bytes[i + 1]) else {
          throw error(
            "'_' in a number must sit between two digits: '\(text)'", at: start)
        }
        i += 2
      } else {
        return
      }
    }
  }
}

@inline(__always)
func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
