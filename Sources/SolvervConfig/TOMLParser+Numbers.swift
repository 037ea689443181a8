import SolvervEngine

extension TOMLParser {
  /// Reads an unquoted value: `true`, `false`, a number, `inf`, `nan`. The whole word (letters,
  /// digits, `_ + - . :`) is taken first, so `12abc`, `07:30` and `north` are reported whole.
  mutating func parseWord() throws(TOMLError) -> TOMLValue {
    let start = offset
    while let b = peek, b.isTOMLWord { offset += 1 }
    let word = bytes[start..<offset]
    if word.elementsEqual("true".utf8) { return .boolean(true) }
    if word.elementsEqual("false".utf8) { return .boolean(false) }
    var unsigned = word[...]
    if let sign = word.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
      unsigned = word.dropFirst()
    }
    let negative = word.first == UInt8(ascii: "-")
    if unsigned.elementsEqual("inf".utf8) { return .float(negative ? -.infinity : .infinity) }
    if unsigned.elementsEqual("nan".utf8) { return .float(.nan) }
    guard let first = unsigned.first, first.isTOMLDigit else {
      let found = describe(at: start)
      if let b = word.first, b.isTOMLBareKey, !b.isTOMLDigit, b != UInt8(ascii: "-") {
        throw error(.textNotQuoted(found: found), at: start)
      }
      throw error(.notANumber(found), at: start)
    }
    if looksLikeDateOrTime(unsigned) {
      let text = String(decoding: word.prefix(40), as: UTF8.self)
      throw error(
        .dateOrTime(text), at: start)
    }
    return try parseNumber(start: start, digitsStart: unsigned.startIndex, negative: negative)
  }

  /// `1979-05-27…` or `07:30…`: TOML dates and times, which Solverv reads as quoted strings.
  private func looksLikeDateOrTime(_ word: ArraySlice<UInt8>) -> Bool {
    let s = word.startIndex
    func digits(_ range: Range<Int>) -> Bool {
      range.upperBound <= word.endIndex && word[range].allSatisfy(\.isTOMLDigit)
    }
    let isDate = digits(s..<s + 4) && s + 4 < word.endIndex && word[s + 4] == UInt8(ascii: "-")
    let isTime = digits(s..<s + 2) && s + 2 < word.endIndex && word[s + 2] == UInt8(ascii: ":")
    return isDate || isTime
  }

  /// A decimal integer or float in `bytes[start..<offset]`, checked against the TOML grammar:
  /// no leading zeros, `_` only between digits, digits on both sides of `.`.
  private mutating func parseNumber(start: Int, digitsStart: Int, negative: Bool)
    throws(TOMLError) -> TOMLValue
  {
    let end = offset
    var text: String { numberText(start, end) }  // only for messages
    var i = digitsStart
    if bytes[i] == UInt8(ascii: "0"), i + 1 < end {
      switch bytes[i + 1] {
      case UInt8(ascii: "x"), UInt8(ascii: "o"), UInt8(ascii: "b"):
        throw error(
          .notDecimal(text), at: start)
      case UInt8(ascii: "_"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        throw error(.leadingZeros(text), at: start)
      default: break
      }
    }
    try skipDigits(&i, end: end, start: start)
    var isFloat = false
    if i < end, bytes[i] == UInt8(ascii: ".") {
      isFloat = true
      i += 1
      guard i < end, bytes[i].isTOMLDigit else {
        throw error(.dotNeedsDigits(text), at: start)
      }
      try skipDigits(&i, end: end, start: start)
    }
    if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      isFloat = true
      i += 1
      if i < end, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard i < end, bytes[i].isTOMLDigit else {
        throw error(.exponentWithoutDigits(text), at: start)
      }
      try skipDigits(&i, end: end, start: start)
    }
    guard i == end else { throw error(.notANumber(.shown("'\(text)'")), at: start) }

    if isFloat {
      var plain = ""
      plain.reserveCapacity(end - start)
      for b in bytes[start..<end] where b != UInt8(ascii: "_") {
        plain.unicodeScalars.append(Unicode.Scalar(b))
      }
      guard let value = Double(plain), value.isFinite else {
        throw error(.numberTooLarge(text), at: start)
      }
      return .float(value)
    }
    // Accumulate towards the sign so that -9223372036854775808 fits.
    var value: Int64 = 0
    for b in bytes[digitsStart..<end] where b != UInt8(ascii: "_") {
      let digit = Int64(b - UInt8(ascii: "0"))
      let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
      let (next, o2) =
        negative
        ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !o1, !o2 else {
        throw error(
          .integerOutOfRange(text, min: Int64.min, max: Int64.max), at: start)
      }
      value = next
    }
    return .integer(value)
  }

  /// Skips `digit (_? digit)*`; the first byte must be a digit.
  private mutating func skipDigits(_ i: inout Int, end: Int, start: Int) throws(TOMLError) {
    var text: String { numberText(start, end) }
    guard i < end, bytes[i].isTOMLDigit else {
      throw error(.notANumber(.shown("'\(text)'")), at: start)
    }
    i += 1
    while i < end {
      if bytes[i].isTOMLDigit {
        i += 1
      } else if bytes[i] == UInt8(ascii: "_") {
        guard i + 1 < end, bytes[i + 1].isTOMLDigit else {
          throw error(
            .underscoreBetweenDigits(text), at: start)
        }
        i += 2
      } else {
        return
      }
    }
  }

  /// The number as written, cut to 40 characters for messages.
  private func numberText(_ start: Int, _ end: Int) -> String {
    String(decoding: bytes[start..<min(end, start + 40)], as: UTF8.self)
      + (end - start > 40 ? "…" : "")
  }
}
