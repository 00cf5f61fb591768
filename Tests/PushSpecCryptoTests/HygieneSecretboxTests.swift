import Foundation
import Testing

/// The Swift secretbox must build where neither libsodium nor OpenSSL exists (Apple), with no
/// API newer than the package's deployment targets, and must verify its tag with SecureMemory's
/// constant-time comparison.
@Suite struct HygieneSecretboxTests {
    static let directories = ["Sources/PushSpecCrypto/Secretbox", "Sources/PushSpecCrypto/Primitives"]

    @Test func structuralSecretboxImportsNoSystemCryptoLibrary() throws {
        let files = try Self.directories.flatMap { try HygieneSource.files(under: $0) }
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
}
