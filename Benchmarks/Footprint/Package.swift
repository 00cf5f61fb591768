// swift-tools-version: 6.1
import PackageDescription

// What a notification service extension pays for PushSpec: one executable that reads a push,
// decrypts, decodes and renders it with PushSpec (no CLI, no compiler), and a baseline that reads
// the same files and prints their size, with nothing of PushSpec. `bash footprint.sh` builds both
// in release, strips them and prints their sizes and peak memory.
// PUSHSPEC_CRYPTO=portable builds PushSpec with its Portable crypto backend alone (swift-crypto).
let pushSpecTraits: Set<Package.Dependency.Trait> =
    Context.environment["PUSHSPEC_CRYPTO"] == "portable" ? ["PortableCrypto"] : [.defaults]

let package = Package(
    name: "PushSpecFootprint",
    platforms: [.macOS(.v12), .iOS(.v15)],
    dependencies: [
        .package(name: "PushSpec", path: "../..", traits: pushSpecTraits),
    ],
    targets: [
        .executableTarget(
            name: "footprint-pushspec",
            dependencies: [.product(name: "PushSpec", package: "PushSpec")]
        ),
        .executableTarget(name: "footprint-baseline"),
    ],
    swiftLanguageModes: [.v6]
)
