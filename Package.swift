// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Chamfer",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "ChamferKit", targets: ["ChamferKit"]),
    .library(name: "ChamferEmitters", targets: ["ChamferEmitters"]),
    .executable(name: "chamfer", targets: ["chamfer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
  ],
  targets: [
    .target(name: "ChamferKit", dependencies: ["Yams"]),
    .target(name: "BundledTemplates", path: "templates", resources: [.copy("targets"), .copy("preview")]),
    .target(
      name: "ChamferEmitters",
      dependencies: [
        "ChamferKit", "BundledTemplates",
        .product(name: "Mustache", package: "swift-mustache"),
      ]),
    .executableTarget(
      name: "chamfer",
      dependencies: [
        "ChamferKit", "ChamferEmitters",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // A libFuzzer target; scripts/fuzz.sh builds and runs it.
    .executableTarget(
      name: "ChamferFuzz", dependencies: ["ChamferKit", "ChamferEmitters"], path: "Fuzz/ChamferFuzz"),
    .target(name: "TestSupport", dependencies: ["ChamferKit"], path: "Tests/TestSupport"),
    .testTarget(
      name: "ChamferKitTests", dependencies: ["ChamferKit", "TestSupport"],
      exclude: ["Goldens", "Corpus"]),
    .testTarget(
      name: "ChamferEmittersTests", dependencies: ["ChamferEmitters", "TestSupport"],
      exclude: ["Goldens", "Stubs"]),
    .testTarget(
      name: "ChamferCLITests", dependencies: ["TestSupport"], exclude: ["Goldens", "BadInputs"]),
  ]
)
