import Foundation
import Testing

/// `pushspec` links the compiler for `validate`, but not what only `pushspec-gen` needs: Android's
/// `strings.xml` is read with FoundationXML (in PushSpecGenTools), which brings libxml2, and with it
/// ICU and liblzma, into whatever links it (issue 34). Nor SQLite: the notification state is
/// `pushspec-notifications`' alone, which `pushspec notifications` runs (issue 34).
struct LinkedLibrariesTests {
    #if os(Linux)
    /// What `ldd` lists for `binary`.
    static func libraries(of binary: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ldd", binary.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "ldd \(binary.path) failed")
        #expect(listing.contains("libc.so"), "ldd listed nothing: \(listing)")
        return listing
    }

    @Test func pushspecLinksNeitherFoundationXMLNorLibxml2NorSQLite() throws {
        let listing = try Self.libraries(of: PushSpecProcess.binary)
        for library in ["libFoundationXML", "libxml2", "libicuuc", "liblzma", "libsqlite3"] {
            #expect(!listing.contains(library), "pushspec links \(library):\n\(listing)")
        }
    }

    @Test func pushspecNotificationsLinksSQLiteButNotFoundationXML() throws {
        let listing = try Self.libraries(of: PushSpecProcess.notificationsBinary)
        #expect(listing.contains("libsqlite3"), "pushspec-notifications does not link SQLite:\n\(listing)")
        for library in ["libFoundationXML", "libxml2", "libicuuc", "liblzma"] {
            #expect(!listing.contains(library), "pushspec-notifications links \(library):\n\(listing)")
        }
    }
    #endif
}
