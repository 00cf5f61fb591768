import Foundation
import Testing

/// `pushspec` links neither what only `pushspec-gen` needs nor SQLite (issue 34): not the spec
/// compiler and Yams (with its C parser, CYaml), since `pushspec validate` runs `pushspec-gen
/// validate`; not FoundationXML, with which Android's `strings.xml` is read (in PushSpecGenTools),
/// which brings libxml2, and with it ICU and liblzma, into whatever links it; not SQLite, the
/// notification state being `pushspec-notifications`' alone, which `pushspec notifications` runs.
/// And not Foundation itself, with FoundationInternationalization and ICU's data: `pushspec`
/// imports FoundationEssentials alone (`pushspec-notifications` has Foundation, through GRDB).
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

    @Test func pushspecLinksFoundationEssentialsAlone() throws {
        let listing = try Self.libraries(of: PushSpecProcess.binary)
        #expect(listing.contains("libFoundationEssentials"), "pushspec does not link FoundationEssentials:\n\(listing)")
        for library in ["libFoundation.so", "libFoundationInternationalization", "lib_FoundationICU"] {
            #expect(!listing.contains(library), "pushspec links \(library):\n\(listing)")
        }
        // The names are right: what links Foundation lists it.
        let notifications = try Self.libraries(of: PushSpecProcess.notificationsBinary)
        #expect(notifications.contains("libFoundation.so"), "pushspec-notifications lists no Foundation:\n\(notifications)")
    }

    @Test func pushspecLinksNeitherFoundationXMLNorLibxml2NorSQLite() throws {
        let listing = try Self.libraries(of: PushSpecProcess.binary)
        for library in ["libFoundationXML", "libxml2", "libicuuc", "liblzma", "libsqlite3"] {
            #expect(!listing.contains(library), "pushspec links \(library):\n\(listing)")
        }
    }

    /// How many times `text` is in `binary`'s bytes (its symbols among them), as `grep -c` counts.
    static func occurrences(of text: String, in binary: URL) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["grep", "--count", "--text", "--fixed-strings", text, binary.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let count = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus <= 1, "grep \(text) \(binary.path) failed")
        return try #require(Int(count.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// Statically linked Swift packages are not in `ldd`'s list: their symbols are looked for in
    /// the binary, with `pushspec-gen`, which links them, as the check that the names are right.
    @Test func pushspecContainsNeitherTheCompilerNorYams() throws {
        // CYaml's parser, Yams' and the compiler's mangled module names.
        let names = ["yaml_parser_initialize", "4Yams", "16PushSpecCompiler"]
        for name in names {
            #expect(try Self.occurrences(of: name, in: PushSpecProcess.genBinary) > 0, "pushspec-gen lacks \(name)")
            #expect(try Self.occurrences(of: name, in: PushSpecProcess.binary) == 0, "pushspec contains \(name)")
            #expect(
                try Self.occurrences(of: name, in: PushSpecProcess.notificationsBinary) == 0,
                "pushspec-notifications contains \(name)")
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
