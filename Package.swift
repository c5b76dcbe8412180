// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Chamfer",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ChamferKit", targets: ["ChamferKit"]),
    .library(name: "ChamferEmitters", targets: ["ChamferEmitters"]),
    .executable(name: "chamfer", targets: ["chamfer"]),
    // Generates Swift from the `*.chamfer.yaml` themes of the target it is applied to.
    .plugin(name: "ChamferSwiftPlugin", targets: ["ChamferSwiftPlugin"]),
    // `swift package chamfer build ...`: runs the chamfer tool in the package's folder.
    .plugin(name: "ChamferCommandPlugin", targets: ["ChamferCommandPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation`: ChamferKit's DocC reference.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .target(name: "ChamferKit", dependencies: ["Yams"]),
    .target(name: "BundledTemplates", path: "templates", resources: [.copy("targets"), .copy("partials"), .copy("preview")]),
    // The JSON Schemas of themes and chamfer.yml; `chamfer init` and `chamfer schema` hand them out.
    .target(
      name: "BundledSchemas", path: "schemas",
      resources: [.copy("theme.schema.json"), .copy("config.schema.json")]),
    .target(
      name: "ChamferEmitters",
      dependencies: ["ChamferKit", "BundledTemplates"]),
    .executableTarget(
      name: "chamfer",
      dependencies: [
        "ChamferKit", "ChamferEmitters", "BundledSchemas",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .plugin(name: "ChamferSwiftPlugin", capability: .buildTool(), dependencies: ["chamfer"]),
    .plugin(
      name: "ChamferCommandPlugin",
      capability: .command(
        intent: .custom(verb: "chamfer", description: "Run the chamfer tool in the package's folder"),
        permissions: [.writeToPackageDirectory(reason: "chamfer build writes the generated code into the package")]),
      dependencies: ["chamfer"]),
    // A libFuzzer target; scripts/fuzz.sh builds and runs it.
    .executableTarget(
      name: "ChamferFuzz", dependencies: ["ChamferKit", "ChamferEmitters"], path: "Fuzz/ChamferFuzz"),
    .target(name: "TestSupport", dependencies: ["ChamferKit"], path: "Tests/TestSupport"),
    .testTarget(
      name: "ChamferKitTests", dependencies: ["ChamferKit", "TestSupport"],
      exclude: ["Goldens", "Corpus"]),
    .testTarget(
      name: "ChamferEmittersTests", dependencies: ["ChamferEmitters", "TestSupport"],
      exclude: ["Goldens", "Stubs"], resources: [.copy("MustacheSpec")]),
    .testTarget(
      name: "ChamferCLITests", dependencies: ["TestSupport"], exclude: ["Goldens", "BadInputs"]),
  ]
)
