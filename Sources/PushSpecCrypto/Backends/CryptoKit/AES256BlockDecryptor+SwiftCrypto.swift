#if PortableCrypto && !canImport(CryptoKit)
import Crypto
import CryptoExtras

/// The AES-256 block decryption function through swift-crypto's `AES.inversePermute`.
///
/// swift-crypto's public API has no key schedule that outlives a call: each block runs the
/// schedule again (about 0.3 µs a block here), which is why this backend is several times slower
/// than the System one on MTProto. Its figures are reported, not targeted: the backend exists
/// to test the Apple code path on Linux and to build without OpenSSL.
final class AES256BlockDecryptor {
    /// The message's key; swift-crypto clears its storage when it goes away.
    private let key: SymmetricKey

    /// Keeps the 32-byte `key` for the message.
    init(key: UnsafeRawPointer) throws(CryptoCallError) {
        self.key = SymmetricKey(data: UnsafeRawBufferPointer(start: key, count: AESIGE.keySize))
    }

    /// Decrypts one 16-byte block. `input` and `output` may be the same pointer.
    @inline(__always)
    func decryptBlock(_ input: UnsafeRawPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError) {
        if UnsafeRawPointer(output) != input { output.copyMemory(from: input, byteCount: AESIGE.blockSize) }
        var block = UnsafeMutableBufferPointer(start: output.assumingMemoryBound(to: UInt8.self), count: AESIGE.blockSize)
        do {
            try AES.inversePermute(&block, key: key)
        } catch {
            throw CryptoCallError("AES.inversePermute")
        }
    }
}
#endif
