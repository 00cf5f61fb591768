import Foundation
import Testing

/// The Swift secretbox must build where neither libsodium nor OpenSSL exists (Apple), with no
/// API newer than the package's deployment targets, and must verify its tag with SecureMemory's
/// constant-time comparison.
@Suite struct HygieneSecretboxTests {
    /// The secretbox code: `Secretbox/` and the one file of `Primitives/` it uses (the rest of
    /// `Primitives/` is the crypto seam, which is not secretbox code and may allocate).
    static func secretboxFiles() throws -> [HygieneSource.File] {
        try HygieneSource.files(under: "Sources/PushSpecCrypto/Secretbox")
            + [HygieneSource.file("Sources/PushSpecCrypto/Primitives/SecureMemory.swift")]
    }

    @Test func structuralSecretboxImportsNoSystemCryptoLibrary() throws {
        let files = try Self.secretboxFiles()
        #expect(files.count >= 4)
        #expect(try HygieneSource.matches(#"import\s+(CSodium|COpenSSL|Foundation|Crypto)\b"#, in: files) == [])
        // UInt128, InlineArray and Span need Apple OS versions newer than the package supports.
        #expect(try HygieneSource.matches(#"\b(UInt128|Int128|InlineArray|Span)\b"#, in: files) == [])
        // Heap allocation per open: none (arrays, allocate).
        #expect(try HygieneSource.matches(#"\[UInt(8|32|64)\]|\.allocate\("#, in: files) == [])
    }

    @Test func structuralTagIsComparedInConstantTimeBeforeDecrypting() throws {
        let file = try HygieneSource.file("Sources/PushSpecCrypto/Secretbox/XSalsa20Poly1305.swift")
        let compare = try #require(file.code.range(of: "guard SecureMemory.equals(computedTag, mac, count: macSize) else { return false }"))
        for write in ["Salsa20.xor(", "plaintext.storeBytes("] {
            let decrypt = try #require(file.code.range(of: write))
            #expect(compare.upperBound < decrypt.lowerBound, "\(write) before the tag check")
        }
        #expect(file.code.contains("defer { SecureMemory.zero(scratch) }"))
    }

    /// Every conditional in the secretbox code, reviewed: each decides on a length, on whether a
    /// pointer exists, or on the (public) result of the tag check, never on a key, keystream,
    /// accumulator or message byte. A new one fails this test until it is reviewed and listed.
    @Test func structuralEveryConditionalIsOnPublicData() throws {
        let files = try Self.secretboxFiles()
        let pattern = #"\b(if|guard|while|switch|min|max)\b|\?\s|&&|\|\|"#
        let found = try HygieneSource.matches(pattern, in: files).map { match in
            // `path:line: code` → `file name: code`, so that moving lines does not matter.
            let parts = match.split(separator: ":", maxSplits: 2)
            let name = parts[0].split(separator: "/").last ?? ""
            return "\(name): \(parts[2].trimmingCharacters(in: .whitespaces))"
        }
        #expect(found.sorted() == [
            "Poly1305.swift: if let bytes = message.baseAddress {",
            "Poly1305.swift: if offset < count {",
            "Poly1305.swift: while count - offset >= 16 {",
            "Salsa20.swift: guard offset < count else { return }",
            "Salsa20.swift: while count - offset >= blockSize {",
            "SecureMemory.swift: for offset in 0..<max(count, 0) {",
            "SecureMemory.swift: guard let pointer, count > 0 else { return }",
            "XSalsa20Poly1305.swift: guard SecureMemory.equals(computedTag, mac, count: macSize) else { return false }",
            "XSalsa20Poly1305.swift: guard let mac = box.baseAddress, box.count >= macSize else { return false }",
            "XSalsa20Poly1305.swift: guard let subkey = scratch.baseAddress else { return false }",
            "XSalsa20Poly1305.swift: let head = min(count, 32)",
        ])
    }
}
