// swift-tools-version: 6.1
import PackageDescription

// What a notification service extension pays for PushSpec: one executable that reads a push,
// decrypts, decodes and renders it with PushSpec (no CLI, no compiler), one that does the same
// through the notification state as an extension does (`NotificationStore.presentation(of:
// statePath:…)`), and a baseline that reads the same files and prints their size, with nothing of
// PushSpec; each reports the dirty memory it holds at exit. `footprint-make-state` makes the
// states the second one is measured on. `bash footprint.sh` builds them in release, strips them
// and prints their sizes and memory.
// PUSHSPEC_CRYPTO=portable builds PushSpec with its Portable crypto backend alone (swift-crypto).
let pushSpecTraits: Set<Package.Dependency.Trait> =
    Context.environment["PUSHSPEC_CRYPTO"] == "portable" ? ["PortableCrypto"] : [.defaults]

let package = Package(
    name: "PushSpecFootprint",
    platforms: [.macOS(.v12), .iOS(.v15)],
    dependencies: [
        .package(name: "PushSpec", path: "../..", traits: pushSpecTraits),
        // For SQLite's module map, which importing PushSpecNotifications needs.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // Foundation only: the key file's secret, and the memory report at exit.
        .target(name: "FootprintSupport"),
        .executableTarget(
            name: "footprint-pushspec",
            dependencies: ["FootprintSupport", .product(name: "PushSpec", package: "PushSpec")]
        ),
        .executableTarget(
            name: "footprint-state",
            dependencies: [
                "FootprintSupport",
                .product(name: "PushSpec", package: "PushSpec"),
                .product(name: "PushSpecNotifications", package: "PushSpec"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(
            name: "footprint-make-state",
            dependencies: [
                .product(name: "PushSpec", package: "PushSpec"),
                .product(name: "PushSpecNotifications", package: "PushSpec"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .executableTarget(name: "footprint-baseline", dependencies: ["FootprintSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
