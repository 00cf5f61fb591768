// swift-tools-version: 6.1
import PackageDescription

// Two sides, kept apart so that regenerating code never waits for the runtime:
// - the build side (PushSpecCompiler, PushSpecGenTools, pushspec-gen, the plugins) depends on Yams alone;
// - the runtime side (PushSpecCore, the generated PushSpecCatalog, PushSpecCrypto, PushSpec, pushspec)
//   depends on system libraries and, for the CLI only, swift-argument-parser.
/// Where OpenSSL, libsodium and swift-crypto can stand in for CryptoKit: everywhere but Apple's
/// platforms, which have CryptoKit and never link either.
let nonApplePlatforms: [Platform] = [.linux, .android, .openbsd, .windows, .wasi]

/// The compiler as a library and the independent test encryptors, for PushSpec's own Benchmarks/
/// and Fuzz/ packages, whose scripts set PUSHSPEC_DEVELOPMENT=1: not API, so an app's product
/// list never shows them (the plugins run pushspec-gen, not the library).
let developmentProducts: [Product] =
    Context.environment["PUSHSPEC_DEVELOPMENT"] == "1"
    ? [
        .library(name: "PushSpecCompiler", targets: ["PushSpecCompiler"]),
        .library(name: "PushSpecTestSupport", targets: ["PushSpecTestSupport"]),
    ]
    : []

let package = Package(
    name: "PushSpec",
    // GRDB 7 needs iOS 13 / macOS 10.15; CryptoKit's HKDF iOS 14. The floor is what a notification
    // service extension of a current app runs on.
    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],
    products: [
        .library(name: "PushSpec", targets: ["PushSpec"]),
        .library(name: "PushSpecCore", targets: ["PushSpecCore"]),
        .library(name: "PushSpecPlurals", targets: ["PushSpecPlurals"]),
        .library(name: "PushSpecCatalog", targets: ["PushSpecCatalog"]),
        .library(name: "PushSpecCrypto", targets: ["PushSpecCrypto"]),
        .library(name: "PushSpecNotifications", targets: ["PushSpecNotifications"]),
        .executable(name: "pushspec", targets: ["pushspec"]),
        // `pushspec notifications …` runs this program, installed beside `pushspec`.
        .executable(name: "pushspec-notifications", targets: ["pushspec-notifications"]),
        .executable(name: "pushspec-gen", targets: ["pushspec-gen"]),
        .plugin(name: "PushSpecBuildPlugin", targets: ["PushSpecBuildPlugin"]),
        .plugin(name: "PushSpecGenerateCommand", targets: ["PushSpecGenerateCommand"]),
    ] + developmentProducts,
    // The crypto backend on Linux (Apple platforms always use CryptoKit and CommonCrypto):
    traits: [
        .trait(
            name: "SystemCrypto",
            description: "OpenSSL's libcrypto and libsodium (libssl-dev, libsodium-dev): the fastest on Linux."
        ),
        .trait(
            name: "PortableCrypto",
            description: "swift-crypto instead of OpenSSL and libsodium: CryptoKit's code path, with no system library to install."
        ),
        .default(enabledTraits: ["SystemCrypto"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // The Portable crypto backend only (trait PortableCrypto, Linux): built nowhere else.
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
        // `swift package generate-documentation` (DocC); a command plugin, no code of it is linked.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Build side

        .target(
            name: "PushSpecCompiler",
            dependencies: ["PushSpecPlurals", .product(name: "Yams", package: "Yams")]
        ),
        // What pushspec-gen does besides generating: the locales' import and export (xcstrings,
        // Android's strings.xml through FoundationXML, ARB), the API diff and the doc import. Only
        // pushspec-gen and the compiler's tests link it: whatever links the compiler alone links
        // neither FoundationXML nor libxml2.
        .target(
            name: "PushSpecGenTools",
            dependencies: ["PushSpecCompiler", "PushSpecPlurals"]
        ),
        .executableTarget(
            name: "pushspec-gen",
            dependencies: ["PushSpecCompiler", "PushSpecGenTools"]
        ),
        .plugin(
            name: "PushSpecBuildPlugin",
            capability: .buildTool(),
            dependencies: ["pushspec-gen"]
        ),
        .plugin(
            name: "PushSpecGenerateCommand",
            capability: .command(
                intent: .custom(verb: "generate-pushspec", description: "Regenerate Generated/ from Spec/"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated Swift files into Generated/")]
            ),
            dependencies: ["pushspec-gen"]
        ),

        // CLDR's plural categories and operands, shared by both sides: the compiler checks CLDR's
        // rules with them, the generated rules take them at run time. No dependencies.
        .target(name: "PushSpecPlurals"),

        // MARK: Runtime side

        .target(name: "PushSpecCore", dependencies: ["PushSpecPlurals"]),
        .target(
            name: "PushSpecCatalog",
            dependencies: ["PushSpecCore"],
            path: "Generated",
            exclude: ["Java"]  // the same catalog for Android (pushspec-gen --language java)
        ),
        .systemLibrary(
            name: "COpenSSL",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"])]
        ),
        .systemLibrary(
            name: "CSodium",
            pkgConfig: "libsodium",
            providers: [.apt(["libsodium-dev"])]
        ),
        // Zeroing that the optimizer keeps: memset_s on Apple platforms, explicit_bzero on glibc.
        .target(name: "CSecureMemory"),
        .target(
            name: "PushSpecCrypto",
            dependencies: [
                "PushSpecCore", "CSecureMemory",
                .target(name: "COpenSSL", condition: .when(platforms: nonApplePlatforms, traits: ["SystemCrypto"])),
                .target(name: "CSodium", condition: .when(platforms: nonApplePlatforms, traits: ["SystemCrypto"])),
                .product(
                    name: "Crypto", package: "swift-crypto",
                    condition: .when(platforms: nonApplePlatforms, traits: ["PortableCrypto"])
                ),
                .product(
                    name: "CryptoExtras", package: "swift-crypto",
                    condition: .when(platforms: nonApplePlatforms, traits: ["PortableCrypto"])
                ),
            ]
        ),

        // zlib's module map links "z", found without pkg-config in Apple's SDKs and on Linux.
        .systemLibrary(
            name: "CZlib",
            providers: [.apt(["zlib1g-dev"])]
        ),

        .target(
            name: "PushSpec",
            dependencies: ["PushSpecCore", "PushSpecCatalog", "PushSpecCrypto", "CZlib"]
        ),
        // What comes after one push: TDLib's Notification API (groups, limits, removal) over a
        // state kept in SQLite (GRDB).
        .target(
            name: "PushSpecNotifications",
            dependencies: [
                "PushSpec", "PushSpecCatalog", "PushSpecCore", .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for the statements on the path of every push (RawStatement).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),

        // The command line: its commands and their input and output (a library, which the CLI's
        // tests import), the program `pushspec` that runs them, and `pushspec-notifications`,
        // which `pushspec notifications` runs in its place (as git runs `git-<command>`): only that
        // one links PushSpecNotifications and with it SQLite, so `pushspec` starts without them.
        // `pushspec validate` runs `pushspec-gen validate` the same way, so neither links the
        // compiler or Yams.
        .target(
            name: "PushSpecCLI",
            dependencies: [
                "PushSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "pushspec",
            dependencies: ["PushSpecCLI"]
        ),
        .executableTarget(
            name: "pushspec-notifications",
            dependencies: [
                "PushSpecCLI", "PushSpec", "PushSpecNotifications",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // For the module map of SQLite, which importing PushSpecNotifications needs.
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),

        // MARK: Tests

        // Independent encryptors (the server side of each protocol, which the product does not
        // have) for round trips in the tests. A plain target so that several test targets can
        // share it; it depends on the system libraries only, never on the product's modules.
        .target(
            name: "PushSpecTestSupport",
            // Only where OpenSSL and libsodium are (the default trait): a Portable build
            // (`--traits PortableCrypto`) needs neither, so it builds this target empty; its tests
            // run with both traits.
            dependencies: [
                .target(name: "COpenSSL", condition: .when(traits: ["SystemCrypto"])),
                .target(name: "CSodium", condition: .when(traits: ["SystemCrypto"])),
            ],
            path: "Tests/PushSpecTestSupport"
        ),
        .testTarget(
            name: "PushSpecCoreTests",
            dependencies: ["PushSpecCore"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PushSpecCompilerTests",
            dependencies: ["PushSpecCompiler", "PushSpecGenTools", "PushSpecPlurals"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PushSpecCatalogTests",
            // The compiler reads CLDR's samples, against which the generated rules are checked.
            dependencies: ["PushSpecCatalog", "PushSpecCore", "PushSpecCompiler"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PushSpecTests",
            dependencies: ["PushSpec", "PushSpecTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PushSpecNotificationsTests",
            dependencies: [
                "PushSpecNotifications", "PushSpec", "PushSpecCatalog", "PushSpecCore", "PushSpecTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        // The README's snippets, verbatim, compiled against `import PushSpec`.
        .testTarget(
            name: "READMESnippetTests",
            dependencies: [
                "PushSpec", "PushSpecNotifications", .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "PushSpecCLITests",
            // The two programs are run as built (PushSpecProcess), never linked.
            dependencies: ["PushSpecCLI", "PushSpecTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "PushSpecCryptoTests",
            dependencies: ["PushSpecCrypto", "PushSpecCore", "PushSpecTestSupport"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
