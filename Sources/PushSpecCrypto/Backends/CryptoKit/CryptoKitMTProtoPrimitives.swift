#if canImport(CryptoKit) || PortableCrypto
#if canImport(CryptoKit)
import CryptoKit
import Foundation
#else
import Crypto
import FoundationEssentials
#endif

/// MTProto's primitives over CryptoKit's API: its SHA-256, and the platform's AES block
/// decryption (``AES256BlockDecryptor``), made for one message.
final class CryptoKitMTProtoPrimitives: MTProtoPrimitives {
    /// The AES-256 block function, keyed by ``setAESKey(_:)``.
    private var aes: AES256BlockDecryptor?

    private init() {}

    static func forMessage() throws(CryptoCallError) -> CryptoKitMTProtoPrimitives {
        CryptoKitMTProtoPrimitives()
    }

    func sha256(
        _ first: UnsafeRawBufferPointer,
        _ second: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawPointer
    ) throws(CryptoCallError) {
        var hasher = SHA256()
        hasher.update(bufferPointer: first)
        hasher.update(bufferPointer: second)
        hasher.finalize().withUnsafeBytes { digest in
            output.copyMemory(from: digest.baseAddress!, byteCount: digest.count)
        }
    }

    func setAESKey(_ key: UnsafeRawPointer) throws(CryptoCallError) {
        aes = try AES256BlockDecryptor(key: key)
    }

    @inline(__always)
    func decryptAESBlock(_ input: UnsafeRawPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError) {
        guard let aes else { throw CryptoCallError("AES key not set") }
        try aes.decryptBlock(input, into: output)
    }

    /// Releases the key schedule (its owner clears it); the hashers were values on the stack.
    func finishMessage(interrupted: Bool) {
        aes = nil
    }
}
#endif
