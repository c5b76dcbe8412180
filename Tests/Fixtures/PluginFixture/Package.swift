// swift-tools-version:6.0
// A package that uses Chamfer's build-tool plugin the way an app would: the theme in
// Sources/Fixture becomes Swift (enum BrandShapes) during the build, Shapes.swift uses it, and
// fixture-demo prints some of its values.
// Tests/ChamferCLITests/PluginFixtureTests.swift builds a copy of it beside a folder
// `chamfer` that links to the checkout, so the manifest is written exactly as
// docs/plugins.md shows it. The Misnamed target holds a theme without `.chamfer` in its
// name, which the plugin warns about.
import PackageDescription

let package = Package(
  name: "PluginFixture",
  platforms: [.macOS(.v13)],
  products: [.library(name: "Fixture", targets: ["Fixture"])],
  dependencies: [.package(path: "../chamfer")],
  targets: [
    .target(
      name: "Fixture",
      plugins: [.plugin(name: "ChamferSwiftPlugin", package: "chamfer")]),
    .target(name: "Misnamed", plugins: [.plugin(name: "ChamferSwiftPlugin", package: "chamfer")]),
    .executableTarget(name: "fixture-demo", dependencies: ["Fixture"]),
  ]
)
