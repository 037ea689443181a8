//===----------------------------------------------------------------------===//
//
// This source file is part of the Swift Argument Parser open source project
//
// Copyright (c) 2025 Apple Inc. and the Swift project authors
// Licensed under Apache License v2.0 with Runtime Library Exception
//
// See https://swift.org/LICENSE.txt for license information
//
//===----------------------------------------------------------------------===//

// Changed for Solverv (see ../../../SOLVERV.md): this file no longer imports Foundation.
// Upstream used FoundationEssentials' JSONEncoder for `--experimental-dump-help` and a
// `LocalizedError` cast in `describe()`; that one import put ~6.6 MB of Foundation and regex code
// into every static binary. `describe()` is now `String(describing:)` (what upstream returns for
// any error that is not a `LocalizedError`), and the dump goes through the small encoder below,
// which writes the same JSON: pretty-printed, keys sorted.

extension Error {
  func describe() -> String {
    String(describing: self)
  }
}

enum JSONEncoder {
  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = TreeEncoder(codingPath: [])
    guard (try? value.encode(to: encoder)) != nil else { return "" }
    var out = ""
    encoder.box.value.write(to: &out, indent: 0)
    return out
  }
}

/// A JSON value as the encoder builds it.
private indirect enum JSONValue {
  case null
  case bool(Bool)
  case number(String)
  case string(String)
  case array([JSONBox])
  case object([String: JSONBox])

  func write(to out: inout String, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += n
    case .string(let s): JSONValue.writeString(s, to: &out)
    case .array(let items):
      if items.isEmpty { out += "[]"; return }
      out += "[\n"
      for (i, item) in items.enumerated() {
        out += String(repeating: "  ", count: indent + 1)
        item.value.write(to: &out, indent: indent + 1)
        out += i == items.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: "  ", count: indent) + "]"
    case .object(let members):
      if members.isEmpty { out += "{}"; return }
      out += "{\n"
      let keys = members.keys.sorted()
      for (i, key) in keys.enumerated() {
        out += String(repeating: "  ", count: indent + 1)
        JSONValue.writeString(key, to: &out)
        out += " : "
        members[key]!.value.write(to: &out, indent: indent + 1)
        out += i == keys.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: "  ", count: indent) + "}"
    }
  }

  static func writeString(_ s: String, to out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "/": out += "\\/"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}

/// A slot a container fills in later (nested containers write into their parent's slot).
private final class JSONBox {
  var value: JSONValue
  init(_ value: JSONValue) { self.value = value }
}

private final class TreeEncoder: Encoder {
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any] = [:]
  let box: JSONBox

  init(codingPath: [any CodingKey], box: JSONBox = JSONBox(.null)) {
    self.codingPath = codingPath
    self.box = box
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    if case .object = box.value {} else { box.value = .object([:]) }
    return KeyedEncodingContainer(KeyedContainer<Key>(box: box, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    if case .array = box.value {} else { box.value = .array([]) }
    return UnkeyedContainer(box: box, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(box: box, codingPath: codingPath)
  }
}

/// Encodes one value into a fresh box: scalars directly, everything else through its `encode(to:)`.
private func encodeValue<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws -> JSONBox {
  switch value {
  case let v as String: return JSONBox(.string(v))
  case let v as Bool: return JSONBox(.bool(v))
  case let v as Int: return JSONBox(.number(String(v)))
  case let v as Int8: return JSONBox(.number(String(v)))
  case let v as Int16: return JSONBox(.number(String(v)))
  case let v as Int32: return JSONBox(.number(String(v)))
  case let v as Int64: return JSONBox(.number(String(v)))
  case let v as UInt: return JSONBox(.number(String(v)))
  case let v as UInt8: return JSONBox(.number(String(v)))
  case let v as UInt16: return JSONBox(.number(String(v)))
  case let v as UInt32: return JSONBox(.number(String(v)))
  case let v as UInt64: return JSONBox(.number(String(v)))
  case let v as Double: return JSONBox(.number(numberText(v)))
  case let v as Float: return JSONBox(.number(numberText(Double(v))))
  default:
    let encoder = TreeEncoder(codingPath: codingPath)
    try value.encode(to: encoder)
    return encoder.box
  }
}

private func numberText(_ v: Double) -> String {
  if v.isFinite, v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
  return String(v)
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let box: JSONBox
  let codingPath: [any CodingKey]

  private func set(_ key: Key, _ child: JSONBox) {
    if case .object(var members) = box.value {
      members[key.stringValue] = child
      box.value = .object(members)
    }
  }

  mutating func encodeNil(forKey key: Key) throws { set(key, JSONBox(.null)) }
  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    set(key, try encodeValue(value, codingPath: codingPath + [key]))
  }
  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = JSONBox(.object([:]))
    set(key, child)
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: codingPath + [key]))
  }
  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = JSONBox(.array([]))
    set(key, child)
    return UnkeyedContainer(box: child, codingPath: codingPath + [key])
  }
  mutating func superEncoder() -> any Encoder {
    let child = JSONBox(.null)
    if case .object(var members) = box.value {
      members["super"] = child
      box.value = .object(members)
    }
    return TreeEncoder(codingPath: codingPath, box: child)
  }
  mutating func superEncoder(forKey key: Key) -> any Encoder {
    let child = JSONBox(.null)
    set(key, child)
    return TreeEncoder(codingPath: codingPath + [key], box: child)
  }
}

private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { String(intValue ?? 0) }
  init(_ index: Int) { intValue = index }
  init?(stringValue: String) { return nil }
  init?(intValue: Int) { self.intValue = intValue }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let box: JSONBox
  let codingPath: [any CodingKey]
  var count: Int {
    if case .array(let items) = box.value { return items.count }
    return 0
  }

  private func append(_ child: JSONBox) {
    if case .array(var items) = box.value {
      items.append(child)
      box.value = .array(items)
    }
  }

  mutating func encodeNil() throws { append(JSONBox(.null)) }
  mutating func encode<T: Encodable>(_ value: T) throws {
    append(try encodeValue(value, codingPath: codingPath + [IndexKey(count)]))
  }
  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let child = JSONBox(.object([:]))
    let path = codingPath + [IndexKey(count)]
    append(child)
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(box: child, codingPath: path))
  }
  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let child = JSONBox(.array([]))
    let path = codingPath + [IndexKey(count)]
    append(child)
    return UnkeyedContainer(box: child, codingPath: path)
  }
  mutating func superEncoder() -> any Encoder {
    let child = JSONBox(.null)
    let path = codingPath + [IndexKey(count)]
    append(child)
    return TreeEncoder(codingPath: path, box: child)
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let box: JSONBox
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { box.value = .null }
  mutating func encode<T: Encodable>(_ value: T) throws {
    box.value = try encodeValue(value, codingPath: codingPath).value
  }
}
