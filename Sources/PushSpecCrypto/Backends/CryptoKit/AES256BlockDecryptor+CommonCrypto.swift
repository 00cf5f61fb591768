#if canImport(CryptoKit) && canImport(CommonCrypto)
import CommonCrypto

/// The AES-256 block decryption function through CommonCrypto: a `CCCryptor` in ECB mode with no
/// padding, created once per message (its key schedule kept for the message's blocks) and
/// released, which clears it, when the message is done. Telegram-iOS decrypts MTProto the same
/// way.
///
/// Compiled only with an Apple SDK, so not on this project's CI: kept to these calls, each
/// checked against `CommonCryptor.h` (`CCCryptorCreate`, `CCCryptorUpdate`, `CCCryptorRelease`;
/// ECB processes whole blocks and keeps no chaining state between updates).
final class AES256BlockDecryptor {
    /// The cryptor; released in `deinit`.
    private let cryptor: CCCryptorRef

    /// Runs the key schedule of the 32-byte `key`.
    init(key: UnsafeRawPointer) throws(CryptoCallError) {
        var cryptor: CCCryptorRef?
        let status = CCCryptorCreate(
            CCOperation(kCCDecrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionECBMode),
            key, AESIGE.keySize, nil, &cryptor
        )
        guard status == CCCryptorStatus(kCCSuccess), let cryptor else { throw CryptoCallError("CCCryptorCreate") }
        self.cryptor = cryptor
    }

    deinit {
        CCCryptorRelease(cryptor)
    }

    /// Decrypts one 16-byte block. `input` and `output` may be the same pointer (CommonCrypto
    /// allows in-place operation).
    @inline(__always)
    func decryptBlock(_ input: UnsafeRawPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError) {
        var moved = 0
        let status = CCCryptorUpdate(cryptor, input, AESIGE.blockSize, output, AESIGE.blockSize, &moved)
        guard status == CCCryptorStatus(kCCSuccess), moved == AESIGE.blockSize else {
            throw CryptoCallError("CCCryptorUpdate")
        }
    }
}
#endif
