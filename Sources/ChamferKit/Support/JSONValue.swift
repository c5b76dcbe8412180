/// A JSON document whose objects keep their keys in the order they were added.
///
/// Foundation's serializer sorts or scrambles keys; Chamfer's outputs promise source
/// order and byte-identical files from run to run, so it writes JSON itself.
public indirect enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.serialized() == rhs.serialized()
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

  /// Serialized with two-space indentation and a newline after the last brace when `pretty`.
  public func serialized(pretty: Bool = true) -> String {
    var out = ""
    write(into: &out, indent: 0, pretty: pretty)
    return pretty ? out + "\n" : out
  }

  private func write(into out: inout String, indent: Int, pretty: Bool) {
    let pad = pretty ? String(repeating: "  ", count: indent + 1) : ""
    let closePad = pretty ? String(repeating: "  ", count: indent) : ""
    let newline = pretty ? "\n" : ""
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value): out += JSONValue.format(value)
    case .string(let value): JSONValue.writeString(value, into: &out)
    case .array(let items):
      if items.isEmpty { out += "[]"; return }
      out += "[" + newline
      for (index, item) in items.enumerated() {
        out += pad
        item.write(into: &out, indent: indent + 1, pretty: pretty)
        out += (index == items.count - 1 ? "" : ",") + newline
      }
      out += closePad + "]"
    case .object(let members):
      if members.isEmpty { out += "{}"; return }
      out += "{" + newline
      for (index, (key, value)) in members.enumerated() {
        out += pad
        JSONValue.writeString(key, into: &out)
        out += pretty ? ": " : ":"
        value.write(into: &out, indent: indent + 1, pretty: pretty)
        out += (index == members.count - 1 ? "" : ",") + newline
      }
      out += closePad + "}"
    }
  }

  /// Whole numbers print without a fraction (`8`, not `8.0`); others use the shortest
  /// representation that reads back as the same double.
  public static func format(_ value: Double) -> String {
    if value.isNaN || value.isInfinite { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  private static func writeString(_ value: String, into out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case let c where c.value < 0x20 || c.value == 0x2028 || c.value == 0x2029:
        let hex = String(c.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
