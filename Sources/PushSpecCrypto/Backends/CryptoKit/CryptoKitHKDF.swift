#if canImport(CryptoKit) || PortableCrypto
#if canImport(CryptoKit)
import CryptoKit
import Foundation
#else
import Crypto
import FoundationEssentials
#endif

/// HKDF-SHA-256 through CryptoKit's `HKDF<SHA256>`. The info parts are joined on the stack.
final class CryptoKitHKDF: HKDFSHA256 {
    /// Room for the longest info web push uses (the `aesgcm` label and its 140-byte context).
    private static let infoCapacity = 256

    init() throws(WebPushError) {}

    func extract(salt: UnsafeRawBufferPointer, ikm: UnsafeRawBufferPointer, into output: UnsafeMutableRawPointer) throws(WebPushError) {
        let prk = HKDF<SHA256>.extract(inputKeyMaterial: SymmetricKey(data: ikm), salt: salt)
        prk.withUnsafeBytes { output.copyMemory(from: $0.baseAddress!, byteCount: HKDFSize.hash) }
    }

    func expand(
        prk: UnsafeRawBufferPointer,
        info info0: UnsafeRawBufferPointer,
        _ info1: UnsafeRawBufferPointer?,
        _ info2: UnsafeRawBufferPointer?,
        into output: UnsafeMutableRawPointer,
        count: Int
    ) throws(WebPushError) {
        let infoCount = info0.count + (info1?.count ?? 0) + (info2?.count ?? 0)
        guard infoCount <= Self.infoCapacity else { throw .cryptoFailure("HKDF info too long") }
        withUnsafeTemporaryAllocation(byteCount: Self.infoCapacity, alignment: 1) { buffer in
            var offset = 0
            func append(_ part: UnsafeRawBufferPointer?) {
                guard let part, let base = part.baseAddress, part.count > 0 else { return }
                (buffer.baseAddress! + offset).copyMemory(from: base, byteCount: part.count)
                offset += part.count
            }
            append(info0)
            append(info1)
            append(info2)
            let key = HKDF<SHA256>.expand(
                pseudoRandomKey: prk,
                info: UnsafeRawBufferPointer(start: buffer.baseAddress, count: offset),
                outputByteCount: count
            )
            key.withUnsafeBytes { output.copyMemory(from: $0.baseAddress!, byteCount: count) }
        }
    }
}
#endif
