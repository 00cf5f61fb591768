// swift-tools-version: 6.1
import PackageDescription

// What a notification service extension pays for PushSpec: one executable that reads a push,
// decrypts, decodes and renders it with PushSpec (no CLI, no compiler), and a baseline that reads
// the same files and prints their size, with nothing of PushSpec. `bash footprint.sh` builds both
// in release, strips them and prints their sizes and peak memory.
let package = Package(
    name: "PushSpecFootprint",
    platforms: [.macOS(.v12), .iOS(.v15)],
    dependencies: [
        .package(name: "PushSpec", path: "../.."),
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
