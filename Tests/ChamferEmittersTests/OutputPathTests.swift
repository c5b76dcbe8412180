@testable import ChamferEmitters
import ChamferKit
import Foundation
import Testing
import TestSupport

/// A template's file name becomes its output path with the theme's name in three cases.
@Suite struct OutputPathTests {
  @Test func theNameMarkersBecomeTheThemeName() throws {
    let theme = try #require(try checkBundledTheme(packageRoot.appendingPathComponent("tokens/material3.yaml")).theme)
    let cases = [
      ("[Name]Shapes.swift", "M3BaselineShapes.swift"),
      ("lib/[name_]_shapes.dart", "lib/m3_baseline_shapes.dart"),
      ("[name-]-shapes.css", "m3-baseline-shapes.css"),
      ("a/[name-]/[Name][Name].x", "a/m3-baseline/M3BaselineM3Baseline.x"),
      ("[name]/[Name", "[name]/[Name"),
      ("plain.txt", "plain.txt"),
    ]
    for (pattern, path) in cases {
      #expect(OutputTarget.outputPath(pattern, theme: theme) == path)
    }
  }
}
