/// JSON5 allows `//` and `/* */` comments, which the YAML parser that reads JSON5's
/// other liberties (unquoted keys, single quotes, trailing commas) does not. They are
/// blanked out before reading, character for character, so every line and column in a
/// message still points at the original file.
enum JSON5Comments {
  static func blanked(_ text: String) -> String {
    var scalars = Array(text.unicodeScalars)
    var index = 0
    var quote: Unicode.Scalar?
    while index < scalars.count {
      let scalar = scalars[index]
      if let open = quote {
        if scalar == "\\" {
          index += 2
          continue
        }
        if scalar == open || scalar == "\n" { quote = nil }
        index += 1
        continue
      }
      if scalar == "\"" || scalar == "'" {
        quote = scalar
        index += 1
        continue
      }
      if scalar == "/", index + 1 < scalars.count {
        if scalars[index + 1] == "/" {
          while index < scalars.count, scalars[index] != "\n" {
            scalars[index] = " "
            index += 1
          }
          continue
        }
        if scalars[index + 1] == "*" {
          while index < scalars.count {
            let closing = scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/"
            if scalars[index] != "\n" { scalars[index] = " " }
            if closing {
              scalars[index + 1] = " "
              index += 2
              break
            }
            index += 1
          }
          continue
        }
      }
      index += 1
    }
    var result = String.UnicodeScalarView()
    result.append(contentsOf: scalars)
    return String(result)
  }
}
