#if canImport(CryptoKit) || PortableCrypto
#if canImport(CryptoKit)
import CryptoKit
import Foundation
#else
import Crypto
import FoundationEssentials
#endif

/// A P-256 private key for ECDH through CryptoKit's `P256.KeyAgreement`.
///
/// The library keeps the scalar in storage it clears when the key goes away; the key is only
/// read after `init`, so sharing it between threads is sound.
final class CryptoKitP256PrivateKey: P256KeyAgreementKey, @unchecked Sendable {
    /// The key.
    private let key: P256.KeyAgreement.PrivateKey

    init(scalar: UnsafeRawPointer) throws(WebPushError) {
        do {
            key = try P256.KeyAgreement.PrivateKey(
                rawRepresentation: UnsafeRawBufferPointer(start: scalar, count: P256Scalar.size)
            )
        } catch {
            throw .cryptoFailure("P256.KeyAgreement.PrivateKey(rawRepresentation:)")
        }
    }

    func copyPublicKey(into output: UnsafeMutableRawPointer) throws(WebPushError) {
        let point = key.publicKey.x963Representation
        guard point.count == P256Point.uncompressedSize else { throw .cryptoFailure("x963Representation") }
        point.withUnsafeBytes { output.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    }

    func deriveSharedSecret(
        withPeer peer: UnsafeRawBufferPointer,
        role: String,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) {
        let peerKey = try Self.publicKey(peer, role: role)
        do {
            let secret = try key.sharedSecretFromKeyAgreement(with: peerKey)
            secret.withUnsafeBytes { bytes in
                output.copyMemory(from: bytes.baseAddress!, byteCount: min(bytes.count, P256Scalar.size))
            }
        } catch {
            throw .cryptoFailure("sharedSecretFromKeyAgreement")
        }
    }

    static func isValidPublicKey(_ bytes: UnsafeRawBufferPointer) -> Bool {
        (try? publicKey(bytes, role: "key")) != nil
    }

    /// Imports an uncompressed point, with the errors of the System backend: its size, its
    /// leading 0x04, then whether it is on the curve (which the library checks).
    private static func publicKey(_ bytes: UnsafeRawBufferPointer, role: String) throws(WebPushError) -> P256.KeyAgreement.PublicKey {
        guard bytes.count == P256Point.uncompressedSize else {
            throw .badKey("\(role) must be a \(P256Point.uncompressedSize)-byte uncompressed P-256 point, got \(bytes.count) bytes")
        }
        guard bytes[0] == 0x04 else {
            throw .badKey("\(role) is not an uncompressed point (first byte is not 0x04)")
        }
        do {
            return try P256.KeyAgreement.PublicKey(x963Representation: bytes)
        } catch {
            throw .badKey("\(role) is not a point on P-256")
        }
    }
}
#endif
