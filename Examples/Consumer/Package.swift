// swift-tools-version: 6.1
import PackageDescription

// A package that uses PushSpec the way an app would: its own Spec/ layered over PushSpec's, compiled
// at build time by PushSpecBuildPlugin into the app's module, and PushSpec's runtime (decoding,
// decryption, rendering, the notification state) working with that catalog.
let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "PushSpec", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "consumer-demo",
            dependencies: [
                .product(name: "PushSpec", package: "PushSpec"),
                .product(name: "PushSpecNotifications", package: "PushSpec"),
            ],
            path: "Sources/ConsumerDemo",
            exclude: ["Spec"],
            plugins: [.plugin(name: "PushSpecBuildPlugin", package: "PushSpec")]
        ),
        // Runs the built consumer-demo on Payloads/ and compares its lines with Expected/.
        .testTarget(
            name: "ConsumerDemoTests",
            dependencies: ["consumer-demo"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
