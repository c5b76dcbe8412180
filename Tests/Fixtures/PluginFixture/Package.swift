// swift-tools-version:6.0
// A package that uses Chamfer's build-tool plugin the way an app would: the theme in
// Sources/Fixture becomes Swift (enum BrandShapes) during the build, Shapes.swift uses it, and
// fixture-demo prints some of its values.
// Tests/ChamferCLITests/PluginFixtureTests.swift builds a copy of it.
import Foundation
import PackageDescription

/// The Chamfer checkout, relative to this file (the test's copy names it absolutely).
let chamferPath = "../../.."
/// A package found by path is known by its folder's name, whatever the clone is called.
let chamferFolder = URL(fileURLWithPath: chamferPath, relativeTo: URL(fileURLWithPath: #filePath))
  .standardizedFileURL.lastPathComponent

let package = Package(
  name: "PluginFixture",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Fixture", targets: ["Fixture"])],
  dependencies: [.package(path: chamferPath)],
  targets: [
    .target(
      name: "Fixture",
      plugins: [.plugin(name: "ChamferSwiftPlugin", package: chamferFolder)]),
    .executableTarget(name: "fixture-demo", dependencies: ["Fixture"]),
  ]
)
