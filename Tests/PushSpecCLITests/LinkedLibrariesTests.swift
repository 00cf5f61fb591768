import Foundation
import Testing

/// `pushspec` links the compiler for `validate`, but not what only `pushspec-gen` needs: Android's
/// `strings.xml` is read with FoundationXML (in PushSpecGenTools), which brings libxml2, and with it
/// ICU and liblzma, into whatever links it (issue 34).
struct LinkedLibrariesTests {
    #if os(Linux)
    @Test func pushspecLinksNeitherFoundationXMLNorLibxml2() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", PushSpecProcess.binary.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "ldd \(PushSpecProcess.binary.path) failed")
        #expect(listing.contains("libc.so"), "ldd listed nothing: \(listing)")
        for library in ["libFoundationXML", "libxml2", "libicuuc", "liblzma"] {
            #expect(!listing.contains(library), "pushspec links \(library):\n\(listing)")
        }
    }
    #endif
}
