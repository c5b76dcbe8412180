import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// Renders a theme with every bundled target into a fresh folder and checks each file
/// with its ecosystem's tool; returns the folder, target by target, for further reading.
func renderEveryTargetAndCheck(_ theme: ResolvedTheme, sourceLocation: SourceLocation = #_sourceLocation)
  throws -> URL
{
  let folder = try temporaryFolder("every-target")
  for target in try OutputTarget.bundled() {
    try write(target.render(theme), to: folder.appendingPathComponent(target.id))
  }
  let out = { (path: String) in folder.appendingPathComponent(path).path }
  let kebab = Names.kebab(theme.name)
  let snake = Names.snake(theme.name)
  Validator.check("check_css.py", [out("css/\(kebab)-shapes.css")], sourceLocation: sourceLocation)
  Validator.check("check_scss.py", ["--strict", out("scss/\(kebab)-shapes.scss")], sourceLocation: sourceLocation)
  Validator.check("check_android.py", [out("android/res")], sourceLocation: sourceLocation)
  Validator.check("check_dart.py", [out("flutter/lib/\(snake)_shapes.dart")], sourceLocation: sourceLocation)
  Validator.check(
    "check_kotlin.py", ["--strict", out("compose/kotlin/\(Names.pascal(theme.name))Shapes.kt")],
    sourceLocation: sourceLocation)
  Validator.check(
    "check_dtcg.py", [out("dtcg/\(kebab).tokens.json"), out("dtcg/\(kebab).resolver.json")],
    sourceLocation: sourceLocation)
  let swift = try run(
    "swiftc",
    ["-typecheck", "-swift-version", "6", "-warnings-as-errors", out("swift/\(Names.pascal(theme.name))Shapes.swift")])
  #expect(swift.status == 0, "\(swift.output)", sourceLocation: sourceLocation)
  return folder
}
