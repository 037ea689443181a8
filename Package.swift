// swift-tools-version: 6.1
import PackageDescription

/// Language settings every Solverv target shares (swift-log / swift-clocks style).
let strictness: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Solverv",
  products: [
    .executable(name: "solverv-status", targets: ["solverv-status"]),
    .library(name: "SolvervEngine", targets: ["SolvervEngine"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // Pure computation: astronomy, calendars, time-zone rules (parsed from bytes), localisation.
    .target(name: "SolvervEngine"),
    // The edges: tzdata files, the system zone, the wall clock. Everything that touches the OS.
    .target(name: "SolvervSystem", dependencies: ["SolvervEngine"]),
    // The bundled world-city table (GeoNames cities15000, CC BY 4.0) and its lookup. Pure data.
    .target(name: "SolvervCities", dependencies: ["SolvervEngine"]),
    .executableTarget(
      name: "solverv-status",
      dependencies: [
        "SolvervEngine", "SolvervSystem",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Release-mode benchmarks: `swift run -c release solverv-bench` (see BENCHMARKS.md).
    .executableTarget(
      name: "solverv-bench",
      dependencies: ["SolvervEngine", "SolvervSystem"],
      path: "Benchmarks/solverv-bench"
    ),
    .testTarget(name: "SolvervEngineTests", dependencies: ["SolvervEngine", "SolvervSystem"]),
    .testTarget(name: "SolvervCitiesTests", dependencies: ["SolvervCities", "SolvervEngine"]),
    .testTarget(name: "SolvervStatusTests", dependencies: ["solverv-status", "SolvervEngine", "SolvervSystem"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets {
  target.swiftSettings = (target.swiftSettings ?? []) + strictness
}
