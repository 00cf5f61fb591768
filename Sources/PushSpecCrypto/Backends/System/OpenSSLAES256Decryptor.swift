#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL

/// The raw AES-256 block decryption function (one 16-byte block at a time) through EVP.
///
/// EVP AES-256-ECB, driven by `EVP_Cipher` alone, which neither buffers nor pads (so the padding
/// setting, a parameter lookup by name, is never needed). OpenSSL picks its AES-NI code, unlike
/// the legacy `AES_decrypt` / `AES_ige_encrypt` table code, which is several times slower here.
///
/// One context serves message after message (see ``MTProtoThreadContexts``): ``setKey(_:)``
/// runs the key schedule into it, ``clearKey()`` overwrites the schedule when the message is
/// done, and freeing the context clears it too.
struct OpenSSLAES256Decryptor: ~Copyable {
    /// AES-256 key size in bytes.
    static let keySize = 32
    /// AES block size in bytes.
    static let blockSize = 16

    private let context: OpaquePointer

    /// A context for AES-256-ECB decryption, without a key yet.
    init() throws(CryptoCallError) {
        guard let cipher = OpenSSLAlgorithms.shared.aes256ECB else { throw CryptoCallError("EVP_CIPHER_fetch") }
        guard let context = EVP_CIPHER_CTX_new() else { throw CryptoCallError("EVP_CIPHER_CTX_new") }
        guard EVP_DecryptInit_ex(context, cipher, nil, nil, nil) == 1 else {
            EVP_CIPHER_CTX_free(context)
            throw CryptoCallError("EVP_DecryptInit_ex")
        }
        self.context = context
    }

    deinit {
        EVP_CIPHER_CTX_free(context)
    }

    /// Runs the key schedule for `key` (32 bytes), replacing the previous one.
    func setKey(_ key: UnsafeRawPointer) throws(CryptoCallError) {
        guard EVP_DecryptInit_ex(context, nil, nil, key.assumingMemoryBound(to: UInt8.self), nil) == 1 else {
            throw CryptoCallError("EVP_DecryptInit_ex")
        }
    }

    /// Overwrites the key schedule with that of an all-zero key, so that the context no longer
    /// holds anything derived from the last message's key.
    func clearKey() {
        withUnsafeTemporaryAllocation(byteCount: Self.keySize, alignment: 16) { zeros in
            zeros.initializeMemory(as: UInt8.self, repeating: 0)
            _ = EVP_DecryptInit_ex(context, nil, nil, zeros.baseAddress!.assumingMemoryBound(to: UInt8.self), nil)
        }
    }

    /// Decrypts one 16-byte block. `input` and `output` may be the same pointer (but must not
    /// partially overlap).
    ///
    /// `EVP_Cipher` goes straight to the provider's cipher function, skipping the buffering
    /// `EVP_DecryptUpdate` does for partial blocks (none here): about 10% less per block. With a
    /// provider cipher it returns the bytes written, or -1.
    @inline(__always)
    func decryptBlock(_ input: UnsafeRawPointer, into output: UnsafeMutableRawPointer) throws(CryptoCallError) {
        guard EVP_Cipher(
            context,
            output.assumingMemoryBound(to: UInt8.self),
            input.assumingMemoryBound(to: UInt8.self),
            UInt32(Self.blockSize)
        ) == Int32(Self.blockSize)
        else { throw CryptoCallError("EVP_Cipher") }
    }
}
#endif
