import Foundation
import Testing
import TestSupport

/// Adopting lint on a theme that already has findings: a baseline records them by rule,
/// shape and message, and lint then reports only new ones.
@Suite struct BaselineTests {
  static func theme(metrics: [String], header: String = "") -> String {
    "chamfer: 1\nname: A\n\(header)scale:\n  small: 4\n" + metrics.map { "  \($0): 12\n" }.joined()
      + "components:\n  card: { shape: small, surface: { fill: \"#FFFFFF\", style: convex } }\n"
  }

  @Test func onlyFindingsTheBaselineDoesNotHoldAreReported() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(metrics: ["spare", "old"]), to: "theme.yaml")
    let write = try chamfer("lint", "theme.yaml", "--write-baseline", "lint-baseline.json")
    #expect(write.status == 0, "\(write)")
    #expect(write.stderr.contains("wrote 4 findings to lint-baseline.json"), "\(write.stderr)")
    let baseline = String(decoding: try chamfer.read("lint-baseline.json"), as: UTF8.self)
    #expect(baseline.contains("\"shape\": \"scale.spare\"") && baseline.contains("\"shape\": \"components.card\""), "\(baseline)")
    #expect(!baseline.contains("\"line\""), "a baseline holds no line numbers\n\(baseline)")

    // Known findings are quiet, wherever their lines move; --strict passes.
    try chamfer.write(Self.theme(metrics: ["spare", "old"], header: "description: lines move down\n\n"), to: "theme.yaml")
    let known = try chamfer("lint", "theme.yaml", "--baseline", "lint-baseline.json", "--strict")
    #expect(known.status == 0, "\(known)")
    #expect(!known.stderr.contains("warning:"), "\(known.stderr)")

    // A new one is reported, and fails --strict.
    try chamfer.write(Self.theme(metrics: ["spare", "old", "extra"]), to: "theme.yaml")
    let new = try chamfer("lint", "theme.yaml", "--baseline", "lint-baseline.json", "--strict")
    #expect(new.status == 1, "\(new)")
    let warnings = new.stderr.split(separator: "\n").filter { $0.contains(": warning: ") }
    #expect(warnings.count == 1 && warnings[0].contains("'extra' is not used"), "\(new.stderr)")

    // Fixed findings drop out when the baseline is written again.
    try chamfer.write(Self.theme(metrics: ["old"]), to: "theme.yaml")
    #expect(try chamfer("lint", "theme.yaml", "--write-baseline", "lint-baseline.json").status == 0)
    let rewritten = String(decoding: try chamfer.read("lint-baseline.json"), as: UTF8.self)
    #expect(!rewritten.contains("spare") && rewritten.contains("scale.old"), "\(rewritten)")
    // The same finding comes back as new.
    try chamfer.write(Self.theme(metrics: ["old", "spare"]), to: "theme.yaml")
    let back = try chamfer("lint", "theme.yaml", "--baseline", "lint-baseline.json")
    #expect(back.stderr.contains("'spare' is not used") && !back.stderr.contains("'old' is not used"), "\(back.stderr)")
  }

  @Test func aBaselineNeverHidesAnErrorAndABrokenOneIsOne() throws {
    let chamfer = try Chamfer()
    defer { chamfer.cleanUp() }
    try chamfer.write(Self.theme(metrics: ["spare"]), to: "theme.yaml")
    #expect(try chamfer("lint", "theme.yaml", "--write-baseline", "b.json").status == 0)
    try chamfer.write("chamfer: 1\nname: A\nscale:\n  small: 4\ncomponents:\n  card: { shape: smal }\n", to: "theme.yaml")
    let error = try chamfer("lint", "theme.yaml", "--baseline", "b.json")
    #expect(error.status == 1 && error.stderr.contains("[resolve/unknown-metric]"), "\(error)")
    try chamfer.write("{ \"version\": 2 }\n", to: "b.json")
    let broken = try chamfer("lint", "theme.yaml", "--baseline", "b.json")
    #expect(broken.status == 1, "\(broken)")
    #expect(broken.stderr.contains("b.json:1:1: error: 'b.json' is not a baseline chamfer wrote [baseline/invalid]"), "\(broken.stderr)")
    // The baseline is never written over an input.
    let over = try chamfer("lint", "theme.yaml", "--write-baseline", "theme.yaml")
    #expect(over.status != 0)
    #expect(String(decoding: try chamfer.read("theme.yaml"), as: UTF8.self).hasPrefix("chamfer: 1"))
  }
}
