// swift-tools-version: 6.1
import PackageDescription

// The self-test of .ci/check-availability.py (`bash .ci/check-availability --self-test`): the check
// must report exactly the uses marked `// expect-finding` in Sources/.
let package = Package(
    name: "AvailabilityFixture",
    targets: [.target(name: "AvailabilityFixture")],
    swiftLanguageModes: [.v6]
)
