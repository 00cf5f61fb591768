// swift-tools-version: 6.1
import PackageDescription

// A package that uses PushSpec the way an app would: its own Spec/ layered over PushSpec's, compiled
// at build time by PushSpecBuildPlugin into the app's module.
let package = Package(
    name: "Consumer",
    dependencies: [
        .package(name: "PushSpec", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "consumer-demo",
            dependencies: [.product(name: "PushSpecCore", package: "PushSpec")],
            path: "Sources/ConsumerDemo",
            exclude: ["Spec"],
            plugins: [.plugin(name: "PushSpecBuildPlugin", package: "PushSpec")]
        )
    ],
    swiftLanguageModes: [.v6]
)
