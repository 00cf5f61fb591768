// swift-tools-version: 6.1
import PackageDescription

// What an iOS app's notification service extension does with PushSpec, as a package of its own:
// - PushExtensionCore, plain Swift that builds and is tested on Linux: the keyring and the state
//   file from the app group, decrypt, decode, render in the user's language, the thumbnail;
// - NotificationServiceExtension, the thin UNNotificationServiceExtension subclass around it,
//   compiled only where UserNotifications exists (an Apple SDK).
let package = Package(
    name: "NotificationService",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "PushExtensionCore", targets: ["PushExtensionCore"]),
        .library(name: "NotificationServiceExtension", targets: ["NotificationServiceExtension"]),
    ],
    dependencies: [
        .package(name: "PushSpec", path: "../.."),
        // The tests read the state with GRDB directly; the extension's code names PushSpec only.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "PushExtensionCore",
            dependencies: [
                .product(name: "PushSpec", package: "PushSpec"),
                .product(name: "PushSpecNotifications", package: "PushSpec"),
            ]
        ),
        .target(name: "NotificationServiceExtension", dependencies: ["PushExtensionCore"]),
        .testTarget(
            name: "PushExtensionCoreTests",
            dependencies: [
                "PushExtensionCore",
                .product(name: "PushSpecNotifications", package: "PushSpec"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
