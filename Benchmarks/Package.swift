// swift-tools-version: 6.1
import PackageDescription

// PushSpec's benchmarks: a package of their own, so that the benchmark dependencies never slow
// the main build. Run them with `bash Benchmarks/run.sh` (the peers and PushSpec in one run) or
// `swift package --package-path Benchmarks benchmark` (PushSpec only); see Benchmarks/README.md.
// PUSHSPEC_CRYPTO=portable builds PushSpec with both crypto backends, the Portable one
// (swift-crypto) the default, so that run.sh measures it beside the System one (use another
// --scratch-path for it). Both keep OpenSSL and libsodium for the test encryptors.
let pushSpecTraits: Set<Package.Dependency.Trait> =
    Context.environment["PUSHSPEC_CRYPTO"] == "portable" ? ["SystemCrypto", "PortableCrypto"] : [.defaults]

let package = Package(
    name: "PushSpecBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // MallocInterposer gives the malloc counts; naming the trait also leaves out the default
        // RuntimeInterposer trait and its package.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(name: "PushSpec", path: "..", traits: pushSpecTraits),
        // For SQLite's module map, which importing PushSpecNotifications needs.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        // Fixtures made at setup time: corpus loading, encrypted pushes (with PushSpec's independent
        // test encryptors). Nothing here is measured.
        .target(
            name: "BenchSupport",
            dependencies: [.product(name: "PushSpecTestSupport", package: "PushSpec")]
        ),
        .executableTarget(
            name: "PushSpecBenchmarks",
            dependencies: [
                "BenchSupport",
                .product(name: "PushSpecTestSupport", package: "PushSpec"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PushSpec", package: "PushSpec"),
                .product(name: "PushSpecCatalog", package: "PushSpec"),
                .product(name: "PushSpecCrypto", package: "PushSpec"),
                .product(name: "PushSpecCompiler", package: "PushSpec"),
                .product(name: "PushSpecNotifications", package: "PushSpec"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Benchmarks/PushSpecBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
