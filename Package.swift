// swift-tools-version: 6.0
// 6.0, not newer: Debian 13's and Ubuntu 25.10's own swiftlang is 6.0.3 (the products build with it; the
// tests need Swift Testing 6.1+). MemberImportVisibility below is ignored by 6.0 and on from 6.1.
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
    .target(name: "SolvervSystem", dependencies: ["SolvervEngine", "CLinuxSupport"]),
    // signalfd, timerfd, eventfd: Linux headers the Swift Glibc module leaves out.
    .target(name: "CLinuxSupport"),
    // The bundled world-city table (GeoNames cities15000, CC BY 4.0) and its lookup. Pure data.
    .target(name: "SolvervCities", dependencies: ["SolvervEngine"]),
    // One provider per output format; each is one file implementing the engine's StatusProvider.
    .target(name: "WaybarProvider", dependencies: ["SolvervEngine"], path: "Sources/Providers/Waybar"),
    .target(name: "PolybarProvider", dependencies: ["SolvervEngine"], path: "Sources/Providers/Polybar"),
    .target(name: "StandardProviders", dependencies: ["SolvervEngine"], path: "Sources/Providers/Standard"),
    // The application's wiring, shared by the CLI and the daemon: arguments, config, location,
    // the provider registry.
    .target(
      name: "SolvervApp",
      dependencies: [
        "SolvervEngine", "SolvervSystem", "SolvervCities", "WaybarProvider", "PolybarProvider",
        "StandardProviders",
      ]
    ),
    .executableTarget(
      name: "solverv-status",
      dependencies: [
        "SolvervEngine", "SolvervSystem", "SolvervCities", "SolvervApp", "StandardProviders",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // libdbus-1 (apt: libdbus-1-dev) and the D-Bus service over it. Only the daemon links it, so
    // the bar refresh does not pay for loading libdbus and libsystemd (~0.7 ms, 1.2 MB).
    .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
    .target(
      name: "DBusService",
      dependencies: ["CDBus", "SolvervEngine", "SolvervSystem", "SolvervApp", "SolvervCities", "StandardProviders", "CLinuxSupport"],
      path: "Sources/Providers/DBusService"
    ),
    .executableTarget(name: "solverv-daemon", dependencies: ["DBusService", "SolvervApp", "SolvervSystem"]),
    // Release-mode benchmarks: `swift run -c release solverv-bench` (see BENCHMARKS.md).
    .executableTarget(
      name: "solverv-bench",
      dependencies: ["SolvervEngine", "SolvervSystem", "DBusService", "CLinuxSupport"],
      path: "Benchmarks/solverv-bench"
    ),
    .testTarget(name: "SolvervEngineTests", dependencies: ["SolvervEngine", "SolvervSystem"]),
    .testTarget(name: "SolvervCitiesTests", dependencies: ["SolvervCities", "SolvervEngine"]),
    .testTarget(
      name: "DBusServiceTests", dependencies: ["DBusService", "SolvervEngine", "SolvervSystem"],
      exclude: ["Fakes"]),
    .testTarget(
      name: "ProvidersTests",
      dependencies: ["SolvervEngine", "SolvervSystem", "WaybarProvider", "PolybarProvider", "StandardProviders"],
      exclude: ["Golden"]),
    // Random command lines and D-Bus calls against the real binaries (`Scripts/fuzz.sh` for more).
    .testTarget(name: "FuzzTests", dependencies: ["DBusService"]),
    .testTarget(name: "SolvervStatusTests", dependencies: ["solverv-status", "SolvervEngine", "SolvervSystem", "SolvervApp"]),
  ],
  swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && target.name != "CLinuxSupport" {
  target.swiftSettings = (target.swiftSettings ?? []) + strictness
}
