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

/// The parser is built for size: the bar refresh never enters it (main.swift's fast path), so its
/// speed shows only in help, errors and subcommands, and -Osize keeps ~0.1 MB off the binary.
/// SOLVERV_SYNC_ONLY leaves out its async entry points, which Solverv never calls: their
/// references kept the whole Swift concurrency runtime and libdispatch in solverv-status
/// (0.83 MB; Vendor/swift-argument-parser/SOLVERV.md). Function sections let the linker drop
/// the rest of what is unused.
let vendoredSettings: [SwiftSetting] = [
  .unsafeFlags(["-Osize", "-Xfrontend", "-function-sections"], .when(configuration: .release)),
  .define("SOLVERV_SYNC_ONLY"),
  .unsafeFlags(["-suppress-warnings"]),  // upstream's own deprecation warnings, not ours to mend
]

/// The config reader, the place tables and the commands are built for size too: their work in a
/// bar refresh is microseconds (a TOML file, a binary search); -Osize on the three keeps
/// ~0.1 MB off solverv-status (start-up the same: BENCHMARKS.md, "Issue 32 item 2"). The
/// engine's astronomy stays -O.
let sizeOptimised: [SwiftSetting] = [.unsafeFlags(["-Osize"], .when(configuration: .release))]

/// The place tables are optimised in debug builds too: a test that looks up 4,000 labels among
/// 170,000 towns spent 4 minutes in -Onone code (the suite's longest path), seconds with -O.
let optimisedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

/// The static stdlib's link arguments export every symbol (`-export-dynamic`, for backtraces);
/// Solverv's binaries load no plugins, and the export table is 0.3 MB of solverv-status.
let executableLinking: [LinkerSetting] = [
  .unsafeFlags(["-Xlinker", "--no-export-dynamic"], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "Solverv",
  products: [
    .executable(name: "solverv-status", targets: ["solverv-status"]),
    .library(name: "SolvervEngine", targets: ["SolvervEngine"]),
  ],
  targets: [
    // swift-argument-parser 1.8.2, carried as source without its one Foundation import (6.6 MB of
    // the static binary) and built for size: see Vendor/swift-argument-parser/SOLVERV.md.
    .target(
      name: "ArgumentParserToolInfo", path: "Vendor/swift-argument-parser/Sources/ArgumentParserToolInfo",
      swiftSettings: vendoredSettings),
    .target(
      name: "ArgumentParser", dependencies: ["ArgumentParserToolInfo"],
      path: "Vendor/swift-argument-parser/Sources/ArgumentParser", swiftSettings: vendoredSettings),
    // `make dist` makes the man page with it: `swift package generate-manual`.
    .executableTarget(
      name: "generate-manual", dependencies: ["ArgumentParser", "ArgumentParserToolInfo"],
      path: "Vendor/swift-argument-parser/Tools/generate-manual"),
    .plugin(
      name: "GenerateManual",
      capability: .command(
        intent: .custom(verb: "generate-manual", description: "Generate a manual entry for a specified target.")),
      dependencies: ["generate-manual"], path: "Vendor/swift-argument-parser/Plugins/GenerateManual"),

    // Pure computation: astronomy, calendars, time-zone rules (parsed from bytes), localisation,
    // the snapshot, templates, output text, escaping for every markup, the provider protocol.
    .target(name: "SolvervEngine"),
    // The config system, pure: the TOML parser, the config.toml schema mapped onto the engine's
    // value types, and the editor's text rewrite (SolvervApp reads and writes the files).
    .target(name: "SolvervConfig", dependencies: ["SolvervEngine"], swiftSettings: sizeOptimised),
    // The edges: tzdata files, the system zone, the wall clock, the daemon's state file (TOML).
    // Everything that touches the OS.
    .target(name: "SolvervSystem", dependencies: ["SolvervEngine", "SolvervConfig", "CLinuxSupport"]),
    // signalfd, timerfd, eventfd, inotify, pidfd, a hook's spawn: Linux calls the Swift Glibc module
    // leaves out, for SolvervSystem alone (processes through LibProcess.swift).
    .target(name: "CLinuxSupport"),
    // The bundled world-city table (GeoNames cities15000, CC BY 4.0) and its lookup. Pure data.
    .target(name: "SolvervCities", dependencies: ["SolvervEngine"], swiftSettings: sizeOptimised + optimisedInDebug),
    // One provider per output format; each is one file implementing the engine's StatusProvider.
    .target(name: "WaybarProvider", dependencies: ["SolvervEngine"], path: "Sources/Providers/Waybar"),
    .target(name: "PolybarProvider", dependencies: ["SolvervEngine"], path: "Sources/Providers/Polybar"),
    .target(name: "StandardProviders", dependencies: ["SolvervEngine"], path: "Sources/Providers/Standard"),
    // The words only solverv-status shows (its tables, `formats`, `config init`'s comments,
    // `doctor`): a protocol of their own, so the daemon links none of them.
    .target(
      name: "SolvervCommandWords", dependencies: ["SolvervEngine", "SolvervConfig", "StandardProviders"],
      swiftSettings: sizeOptimised),
    // The application's wiring, shared by the CLI and the daemon: arguments, loading and editing
    // the config file, location, the provider registry.
    .target(
      name: "SolvervApp",
      dependencies: [
        "SolvervEngine", "SolvervConfig", "SolvervSystem", "SolvervCities", "WaybarProvider", "PolybarProvider",
        "StandardProviders",
      ]
    ),
    .executableTarget(
      name: "solverv-status",
      dependencies: [
        "SolvervEngine", "SolvervConfig", "SolvervSystem", "SolvervCities", "SolvervApp", "StandardProviders",
        "SolvervCommandWords", "ArgumentParser",
      ],
      swiftSettings: sizeOptimised,
      linkerSettings: executableLinking
    ),
    // libdbus-1 (apt: libdbus-1-dev). Only the daemon links it, so the bar refresh does not pay
    // for loading libdbus and libsystemd (~0.7 ms, 1.2 MB).
    .systemLibrary(name: "CDBus", pkgConfig: "dbus-1", providers: [.apt(["libdbus-1-dev"])]),
    // A generic, typed binding of libdbus-1: connections, messages, values, names, errors. Nothing
    // of Solverv in it; it imports only CDBus and Glibc.
    .target(name: "DBusKit", dependencies: ["CDBus"]),
    // The D-Bus provider: a snapshot as the service io.github.solverv.Solverv1 — the property
    // table, the method table and its handlers, introspection. Answers calls; runs no loop.
    .target(
      name: "DBusService",
      dependencies: [
        "DBusKit", "SolvervEngine", "SolvervConfig", "SolvervSystem", "SolvervApp", "SolvervCities", "StandardProviders",
      ],
      path: "Sources/Providers/DBusService"
    ),
    // The daemon's process: the pure ServiceState and the loop performing its effects, the
    // daily notification, GeoClue, logind and session presence. solverv-daemon runs it.
    .target(
      name: "SolvervDaemon",
      dependencies: [
        "DBusService", "DBusKit", "SolvervEngine", "SolvervConfig", "SolvervSystem", "SolvervApp", "SolvervCities",
        "StandardProviders",
      ]
    ),
    .executableTarget(
      name: "solverv-daemon", dependencies: ["SolvervDaemon", "DBusService", "DBusKit", "SolvervApp", "SolvervSystem"],
      linkerSettings: executableLinking),
    // Release-mode benchmarks: `swift run -c release solverv-bench` (see BENCHMARKS.md).
    .executableTarget(
      name: "solverv-bench",
      dependencies: ["SolvervEngine", "SolvervSystem", "DBusKit", "DBusService", "SolvervDaemon"],
      path: "Benchmarks/solverv-bench"
    ),
    .testTarget(name: "SolvervEngineTests", dependencies: ["SolvervEngine", "SolvervSystem", "TestSupport"]),
    .testTarget(name: "SolvervConfigTests", dependencies: ["SolvervConfig", "SolvervEngine", "TestSupport"]),
    .testTarget(name: "SolvervCitiesTests", dependencies: ["SolvervCities", "SolvervEngine", "SolvervSystem", "TestSupport"]),
    // SolvervApp in process: Plan, LocationResolver, SettingsFile.
    .testTarget(
      name: "SolvervAppTests",
      dependencies: ["SolvervApp", "SolvervCommandWords", "SolvervEngine", "SolvervConfig", "SolvervSystem", "TestSupport"]),
    // What every test target shares: a private dbus-daemon per test, one process runner, one
    // scratch folder, one seeded random source.
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "DBusKitTests", dependencies: ["DBusKit", "TestSupport"]),
    .testTarget(
      name: "DBusServiceTests",
      dependencies: [
        "DBusService", "SolvervDaemon", "DBusKit", "TestSupport", "SolvervEngine", "SolvervConfig", "SolvervSystem",
        "SolvervApp",
      ],
      exclude: ["Fakes"]),
    .testTarget(
      name: "ProvidersTests",
      dependencies: ["SolvervEngine", "SolvervSystem", "WaybarProvider", "PolybarProvider", "StandardProviders", "TestSupport"],
      exclude: ["Golden"]),
    // Random command lines and D-Bus calls against the real binaries (`Scripts/fuzz.sh` for more).
    .testTarget(
      name: "FuzzTests",
      dependencies: ["DBusKit", "DBusService", "SolvervDaemon", "SolvervSystem", "SolvervEngine", "SolvervConfig", "TestSupport"]),
    .testTarget(
      name: "SolvervStatusTests",
      dependencies: ["solverv-status", "SolvervEngine", "SolvervConfig", "SolvervSystem", "SolvervApp", "TestSupport"],
      exclude: ["Golden"]),
  ],
  swiftLanguageModes: [.v6]
)

/// Each function in its own section, so the linker's --gc-sections drops what a binary never
/// calls: 0.13 MB of solverv-daemon and 0.2 MB of solverv-status (BENCHMARKS.md, "Issue 32: size").
let functionSections: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]

/// The vendored parser keeps upstream's own settings.
let vendored: Set<String> = ["ArgumentParserToolInfo", "ArgumentParser", "generate-manual", "GenerateManual"]
for target in package.targets where target.type != .system && target.name != "CLinuxSupport" && !vendored.contains(target.name) {
  target.swiftSettings = (target.swiftSettings ?? []) + strictness + functionSections
}

/// Release builds in any folder give the same bytes: the checkout's path is
/// mapped to "." in debug info and the embedded module, clang module breadcrumbs (whose cache
/// folder name hashes the map) and the serialized search paths are left out, and no LLVM module
/// hash (it covers the object's absolute path) is stored. `strings` then finds no build folder.
let checkout = Context.packageDirectory
let samePathEverywhere: [SwiftSetting] = [
  .unsafeFlags(
    [
      "-file-prefix-map", "\(checkout)=.", "-file-compilation-dir", ".",
      "-Xfrontend", "-no-serialize-debugging-options", "-Xfrontend", "-no-clang-module-breadcrumbs",
      "-Xfrontend", "-disable-incremental-llvm-codegen",
    ], .when(configuration: .release))
]
for target in package.targets where target.type != .system && target.type != .plugin {
  if target.name == "CLinuxSupport" {
    target.cSettings = (target.cSettings ?? []) + [
      .unsafeFlags(["-ffile-prefix-map=\(checkout)=."], .when(configuration: .release))
    ]
  } else {
    target.swiftSettings = (target.swiftSettings ?? []) + samePathEverywhere
  }
}
