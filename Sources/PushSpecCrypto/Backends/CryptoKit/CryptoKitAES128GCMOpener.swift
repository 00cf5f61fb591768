#if canImport(CryptoKit) || PortableCrypto
#if canImport(CryptoKit)
import CryptoKit
import Foundation
#else
import Crypto
import FoundationEssentials
#endif

/// AES-128-GCM record decryption through CryptoKit's `AES.GCM`, with the message's key.
final class CryptoKitAES128GCMOpener: AES128GCMOpener {
    /// The content encryption key; the library clears its storage when it goes away.
    private let key: SymmetricKey

    init(key: UnsafeRawPointer) throws(WebPushError) {
        self.key = SymmetricKey(data: UnsafeRawBufferPointer(start: key, count: ECEKeySchedule.keySize))
    }

    func open(
        _ record: UnsafeRawPointer,
        count: Int,
        nonce: UnsafeRawPointer,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) -> Bool {
        let box: AES.GCM.SealedBox
        do {
            box = try AES.GCM.SealedBox(
                nonce: AES.GCM.Nonce(data: UnsafeRawBufferPointer(start: nonce, count: ECEKeySchedule.nonceSize)),
                ciphertext: UnsafeRawBufferPointer(start: record, count: count),
                tag: UnsafeRawBufferPointer(start: record + count, count: AES128GCMSize.tag)
            )
        } catch {
            throw .cryptoFailure("AES.GCM.SealedBox")
        }
        // A tag that does not verify is the only failure `open` has with a well-formed box.
        guard var plaintext = try? AES.GCM.open(box, using: key) else { return false }
        plaintext.withUnsafeMutableBytes { bytes in
            if count > 0 { output.copyMemory(from: bytes.baseAddress!, byteCount: count) }
            SecureMemory.zero(bytes)
        }
        return true
    }
}
#endif
