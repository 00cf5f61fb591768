// swift-tools-version: 6.1
import PackageDescription

// PushSpec's fuzz targets: a package of their own, built only with libFuzzer and AddressSanitizer
// (see README.md). Each executable is one libFuzzer target; `bash Fuzz/run.sh TARGET SECONDS`
// builds and runs one.
//
//     swift build -c release --package-path Fuzz --scratch-path .build-fuzz \
//         -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
let fuzzTargets = ["decode", "receiverid", "mtproto", "webpush", "zulip", "secretbox", "spec", "tl"]

let package = Package(
    name: "PushSpecFuzz",
    dependencies: [
        .package(name: "PushSpec", path: ".."),
    ],
    targets: [
        // LLVMFuzzerRunDriver, declared for Swift (libFuzzer itself is linked by -sanitize=fuzzer).
        .systemLibrary(name: "CFuzzDriver"),
        // libcrypto and libsodium for the fuzz-only encryptors (the server side of each protocol,
        // which PushSpec does not have). Named apart from PushSpec's COpenSSL / CSodium.
        .systemLibrary(name: "CFuzzOpenSSL", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .systemLibrary(name: "CFuzzSodium", pkgConfig: "libsodium", providers: [.apt(["libsodium-dev"])]),
        .target(name: "FuzzCrypto", dependencies: ["CFuzzOpenSSL", "CFuzzSodium"]),
        .target(
            name: "FuzzSupport",
            dependencies: [
                "CFuzzDriver",
                .product(name: "PushSpec", package: "PushSpec"),
                .product(name: "PushSpecCore", package: "PushSpec"),
                .product(name: "PushSpecCatalog", package: "PushSpec"),
                .product(name: "PushSpecCrypto", package: "PushSpec"),
            ]
        ),
    ] + fuzzTargets.map { name in
        .executableTarget(
            name: "fuzz-\(name)",
            dependencies: [
                "FuzzSupport", "FuzzCrypto",
                .product(name: "PushSpec", package: "PushSpec"),
                .product(name: "PushSpecCore", package: "PushSpec"),
                .product(name: "PushSpecCatalog", package: "PushSpec"),
                .product(name: "PushSpecCrypto", package: "PushSpec"),
            ] + (name == "spec" ? [.product(name: "PushSpecCompiler", package: "PushSpec")] : [])
        )
    },
    swiftLanguageModes: [.v6]
)
