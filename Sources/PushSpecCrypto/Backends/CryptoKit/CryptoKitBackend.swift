#if canImport(CryptoKit) || PortableCrypto
#if canImport(CryptoKit)
import CryptoKit
import Foundation
#else
import Crypto
import FoundationEssentials
#endif

/// The backend written against CryptoKit's API: Apple's CryptoKit on Apple platforms, and
/// swift-crypto (the same API over BoringSSL) on Linux with the trait `PortableCrypto`, which
/// makes this code path testable where no Apple SDK is.
///
/// One source for both but the AES block function: CommonCrypto's on Apple platforms
/// (``AES256BlockDecryptor`` in `AES256BlockDecryptor+CommonCrypto.swift`), swift-crypto's
/// `AES.inversePermute` on Linux (`AES256BlockDecryptor+SwiftCrypto.swift`). The secretbox is
/// PushSpec's own Swift one (``XSalsa20Poly1305``, in `Secretbox/`): neither library has XSalsa20.
enum CryptoKitBackend: CryptoBackend {
    typealias MTProto = CryptoKitMTProtoPrimitives
    typealias P256PrivateKey = CryptoKitP256PrivateKey
    typealias HKDF = CryptoKitHKDF
    typealias RecordCipher = CryptoKitAES128GCMOpener

    static var name: String { "CryptoKit" }

    static func sha1(_ data: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError) {
        var hasher = Insecure.SHA1()
        hasher.update(bufferPointer: data)
        hasher.finalize().withUnsafeBytes { digest in
            output.copyMemory(from: digest.baseAddress!, byteCount: digest.count)
        }
    }

    /// Bytes from the library's own secure generator (`SecRandomCopyBytes` in CryptoKit,
    /// BoringSSL's `RAND_bytes` in swift-crypto), drawn as fresh symmetric keys, whose storage
    /// the library clears when it goes away.
    static func fillRandom(_ buffer: UnsafeMutableRawBufferPointer) throws(CryptoRandomError) {
        var offset = 0
        while offset < buffer.count {
            let chunk = min(buffer.count - offset, 512)
            let key = SymmetricKey(size: SymmetricKeySize(bitCount: chunk * 8))
            key.withUnsafeBytes { bytes in
                (buffer.baseAddress! + offset).copyMemory(from: bytes.baseAddress!, byteCount: chunk)
            }
            offset += chunk
        }
    }

    static func secretboxOpen(
        _ box: UnsafeRawBufferPointer,
        nonce: UnsafeRawPointer,
        key: UnsafeRawPointer,
        into plaintext: UnsafeMutableRawPointer
    ) -> Bool {
        XSalsa20Poly1305.open(box, nonce: nonce, key: key, into: plaintext)
    }
}
#endif
