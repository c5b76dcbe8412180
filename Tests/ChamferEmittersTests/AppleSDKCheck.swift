import Foundation
import TestSupport

/// Type-checks generated Swift the way Xcode would for one Apple platform and deployment
/// target, on Linux: the generated file and the stubs of Core Graphics, UIKit and SwiftUI
/// (Stubs/, written from Apple's declarations) are compiled as one module.
///
/// Linux's compiler ignores `@available(iOS 13.0, *)`, so every availability attribute of
/// the checked platform is rewritten into one the compiler enforces everywhere:
/// - each OS version above the deployment target becomes a custom availability domain
///   (`iOS_15_0`), and an API introduced in iOS 15 is available only in code marked with
///   every domain up to it: `@available(iOS 15.0, *)` or `if #available(iOS 15.0, *)`;
/// - `@available(P, unavailable)` becomes `@available(*, unavailable)`;
/// - a deprecation (`deprecated:` with any version, Apple's 100000 included) becomes
///   `@available(*, deprecated)`, an error under `-warnings-as-errors`;
/// - attributes of other platforms are dropped;
/// - `#if os(…)` and `canImport(UIKit/AppKit/SwiftUI)` take the platform's values.
///
/// The Core Graphics stub's `CGPoint`, `CGSize` and `CGRect` shadow Foundation's and, like
/// Apple's SDKs before iOS 18 / macOS 15, are not `Hashable`.
struct AppleSDKCheck: Sendable, CustomStringConvertible {
  enum Platform: String, CaseIterable, Sendable {
    case iOS, macOS, tvOS, watchOS

    var hasUIKit: Bool { self != .macOS }
    var hasAppKit: Bool { self == .macOS }
  }

  var platform: Platform
  /// The oldest OS the code must build for, as (major, minor).
  var deploymentTarget: (Int, Int)

  var description: String { "\(platform.rawValue) \(deploymentTarget.0).\(deploymentTarget.1)" }

  /// SwiftPM's default deployment targets (tools version 6.0), which a package gets when
  /// it does not raise them.
  static let packageDefaults: [AppleSDKCheck] = [
    AppleSDKCheck(platform: .iOS, deploymentTarget: (12, 0)),
    AppleSDKCheck(platform: .macOS, deploymentTarget: (10, 13)),
    AppleSDKCheck(platform: .tvOS, deploymentTarget: (12, 0)),
    AppleSDKCheck(platform: .watchOS, deploymentTarget: (4, 0)),
  ]

  static let stubFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Stubs")

  /// The stubs' text, Core Graphics first.
  static func stubs() throws -> String {
    try ["CoreGraphics", "UIKit", "SwiftUI"].map {
      try String(contentsOf: stubFolder.appendingPathComponent("\($0).swift"), encoding: .utf8)
    }.joined(separator: "\n")
  }

  /// Type-checks `generated` (and `extra` code in the same module) for this platform in
  /// Swift 6 mode with warnings as errors. Returns the compiler's status and output.
  func typeCheck(_ generated: String, extra: String = "", in folder: URL) throws -> (status: Int32, output: String) {
    let (text, domains) = try rewrite(Self.stubs() + "\n" + generated + "\n" + extra)
    let source = folder.appendingPathComponent("\(platform.rawValue)-\(deploymentTarget.0)-\(deploymentTarget.1).swift")
    try text.write(to: source, atomically: true, encoding: .utf8)
    var arguments = [
      "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
      "-enable-experimental-feature", "CustomAvailability",
    ]
    for domain in domains { arguments += ["-Xfrontend", "-define-dynamic-availability-domain", "-Xfrontend", domain] }
    let result = try run("swiftc", arguments + [source.path])
    return (result.status, result.output)
  }

  /// The combined text with this platform's attributes rewritten, and the domains it uses.
  func rewrite(_ text: String) -> (String, [String]) {
    var versions: [(Int, Int)] = []
    for version in Self.attributes(in: text).flatMap({ self.versions(in: $0.arguments) }).sorted(by: <)
    where version > deploymentTarget && versions.last.map({ $0 != version }) ?? true {
      versions.append(version)
    }
    var output = ""
    var rest = Substring(text)
    while let attribute = Self.nextAttribute(in: rest) {
      output += rest[..<attribute.range.lowerBound]
      output += replacement(for: attribute, versions: versions)
      rest = rest[attribute.range.upperBound...]
    }
    output += rest
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let match = trimmed.wholeMatch(of: /import (UIKit|SwiftUI|QuartzCore|CoreGraphics|AppKit)/) {
        return "// \(match.0)"
      }
      guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { return String(line) }
      return String(line)
        .replacing(/canImport\((\w+)\)/) { match in
          switch match.1 {
          case "UIKit": platform.hasUIKit ? "true" : "false"
          case "AppKit": platform.hasAppKit ? "true" : "false"
          case "SwiftUI", "QuartzCore", "CoreGraphics", "Foundation": "true"
          default: "false"
          }
        }
        .replacing(/os\((\w+)\)/) { $0.1 == platform.rawValue ? "true" : "false" }
        .replacing(/targetEnvironment\(\w+\)/) { _ in "false" }
    }
    return (lines.joined(separator: "\n"), versions.map(domain))
  }

  private func domain(_ version: (Int, Int)) -> String { "\(platform.rawValue)_\(version.0)_\(version.1)" }

  private func domains(upTo version: (Int, Int), among versions: [(Int, Int)]) -> [String] {
    versions.filter { $0 <= version }.map(domain)
  }

  /// The versions an attribute's arguments give this platform.
  private func versions(in arguments: [String]) -> [(Int, Int)] {
    if let first = arguments.first, !first.contains(" ") {
      guard first == platform.rawValue else { return [] }
      return arguments.compactMap { argument in
        guard argument.hasPrefix("introduced:") else { return nil }
        return Self.version(argument.dropFirst("introduced:".count))
      }
    }
    return arguments.compactMap { argument in
      let parts = argument.split(separator: " ")
      guard parts.count == 2, parts[0] == platform.rawValue else { return nil }
      return Self.version(parts[1])
    }
  }

  private func replacement(for attribute: Attribute, versions: [(Int, Int)]) -> String {
    let arguments = attribute.arguments
    switch attribute.kind {
    case "@available":
      guard let first = arguments.first else { return "" }
      if !first.contains(" ") {
        // The long form: one platform (or `*`) and what happens on it.
        if first == "*" { return attribute.text }
        guard first == platform.rawValue else { return "" }
        var result: [String] = []
        if arguments.contains("unavailable") { result.append("@available(*, unavailable)") }
        if let introduced = self.versions(in: arguments).first {
          result += domains(upTo: introduced, among: versions).map { "@available(\($0))" }
        }
        if arguments.contains(where: { $0 == "deprecated" || $0.hasPrefix("deprecated:") }) {
          let message = arguments.first { $0.hasPrefix("message:") }.map { ", " + $0 } ?? ""
          result.append("@available(*, deprecated\(message))")
        }
        return result.joined(separator: " ")
      }
      guard let introduced = self.versions(in: arguments).first else { return "" }
      return domains(upTo: introduced, among: versions).map { "@available(\($0))" }.joined(separator: " ")
    case "#available":
      let needed = self.versions(in: arguments).first.map { domains(upTo: $0, among: versions) } ?? []
      return needed.isEmpty ? "true" : needed.map { "#available(\($0))" }.joined(separator: ", ")
    default:  // #unavailable
      let needed = self.versions(in: arguments).first.map { domains(upTo: $0, among: versions) } ?? []
      return needed.isEmpty ? "false" : needed.map { "#unavailable(\($0))" }.joined(separator: ", ")
    }
  }

  struct Attribute {
    var kind: String
    var range: Range<Substring.Index>
    var text: String
    var arguments: [String]
  }

  static func attributes(in text: String) -> [Attribute] {
    var found: [Attribute] = []
    var rest = Substring(text)
    while let attribute = nextAttribute(in: rest) {
      found.append(attribute)
      rest = rest[attribute.range.upperBound...]
    }
    return found
  }

  /// The next `@available(…)`, `#available(…)` or `#unavailable(…)`, with its arguments
  /// split at top-level commas (string literals may hold commas and parentheses).
  static func nextAttribute(in text: Substring) -> Attribute? {
    guard let start = text.firstMatch(of: /(@available|#available|#unavailable)\(/) else { return nil }
    var depth = 0
    var inString = false
    var escaped = false
    var arguments: [String] = []
    var current = ""
    var index = start.range.upperBound
    while index < text.endIndex {
      let character = text[index]
      defer { index = text.index(after: index) }
      if inString {
        current.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        }
        continue
      }
      switch character {
      case "\"":
        inString = true
        current.append(character)
      case "(":
        depth += 1
        current.append(character)
      case ")" where depth == 0:
        arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        let range = start.range.lowerBound..<text.index(after: index)
        return Attribute(
          kind: String(start.output.1), range: range, text: String(text[range]),
          arguments: arguments.filter { !$0.isEmpty })
      case ")":
        depth -= 1
        current.append(character)
      case "," where depth == 0:
        arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        current = ""
      default:
        current.append(character)
      }
    }
    return nil
  }

  static func version(_ text: Substring) -> (Int, Int)? {
    let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".").compactMap { Int($0) }
    guard let major = parts.first else { return nil }
    return (major, parts.count > 1 ? parts[1] : 0)
  }

  /// Compiles the generated file with `main` (top-level code) as one Linux program and
  /// runs it: the UIKit and SwiftUI parts included, against the stubs' behaviour.
  static func runProgram(_ generated: String, main: String, in folder: URL) throws -> (status: Int32, output: String) {
    let check = AppleSDKCheck(platform: .iOS, deploymentTarget: (100, 0))
    let (library, _) = check.rewrite(try stubs() + "\n" + generated)
    let libraryFile = folder.appendingPathComponent("Library.swift")
    let mainFile = folder.appendingPathComponent("main.swift")
    try library.write(to: libraryFile, atomically: true, encoding: .utf8)
    try check.rewrite(main).0.write(to: mainFile, atomically: true, encoding: .utf8)
    let executable = folder.appendingPathComponent("program").path
    let build = try run("swiftc", ["-swift-version", "6", libraryFile.path, mainFile.path, "-o", executable])
    guard build.status == 0 else { return build }
    return try run(executable, [])
  }
}
