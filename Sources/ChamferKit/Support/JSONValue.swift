/// A JSON document whose objects keep their keys in the order they were added.
///
/// Foundation's serializer sorts or scrambles keys; Chamfer's outputs promise source
/// order and byte-identical files from run to run, so it writes JSON itself.
public indirect enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, written without a fraction when it is whole.
  case number(Double)
  /// A string, escaped as JSON needs.
  case string(String)
  /// An array, in order.
  case array([JSONValue])
  /// An object whose keys are written in this order.
  case object([(String, JSONValue)])

  /// Equal when both serialize to the same text, key order included.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  /// Hashes the serialized text, as `==` compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// Serialized with two-space indentation and a newline after the last brace when `pretty`.
  public func serialized(pretty: Bool = true) -> String {
    // Written as UTF-8 bytes into one buffer and made a string once: appending to a
    // String piece by piece, and scalar by scalar inside strings, made printing a large
    // resolved theme take longer than resolving it.
    var out: [UInt8] = []
    out.reserveCapacity(4096)
    write(into: &out, indent: 0, pretty: pretty)
    if pretty { out.append(UInt8(ascii: "\n")) }
    return String(decoding: out, as: UTF8.self)
  }

  private func write(into out: inout [UInt8], indent: Int, pretty: Bool) {
    func newline(_ depth: Int) {
      guard pretty else { return }
      out.append(UInt8(ascii: "\n"))
      for _ in 0..<(depth * 2) { out.append(UInt8(ascii: " ")) }
    }
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let value): out.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let value): out.append(contentsOf: JSONValue.format(value).utf8)
    case .string(let value): JSONValue.writeString(value, into: &out)
    case .array(let items):
      if items.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      out.append(UInt8(ascii: "["))
      for (index, item) in items.enumerated() {
        newline(indent + 1)
        item.write(into: &out, indent: indent + 1, pretty: pretty)
        if index != items.count - 1 { out.append(UInt8(ascii: ",")) }
      }
      newline(indent)
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (index, (key, value)) in members.enumerated() {
        newline(indent + 1)
        JSONValue.writeString(key, into: &out)
        out.append(UInt8(ascii: ":"))
        if pretty { out.append(UInt8(ascii: " ")) }
        value.write(into: &out, indent: indent + 1, pretty: pretty)
        if index != members.count - 1 { out.append(UInt8(ascii: ",")) }
      }
      newline(indent)
      out.append(UInt8(ascii: "}"))
    }
  }

  /// Whole numbers print without a fraction (`8`, not `8.0`); others use the shortest
  /// representation that reads back as the same double.
  public static func format(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  private static func writeString(_ value: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    // Most strings need no escape at all and are copied as they are.
    if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") && $0 != 0xE2 }) {
      out.append(contentsOf: value.utf8)
      out.append(UInt8(ascii: "\""))
      return
    }
    var escaped = ""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case let c where c.value < 0x20 || c.value == 0x2028 || c.value == 0x2029:
        let hex = String(c.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    out.append(contentsOf: escaped.utf8)
    out.append(UInt8(ascii: "\""))
  }
}
