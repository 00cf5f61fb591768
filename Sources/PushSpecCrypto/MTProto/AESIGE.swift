/// AES-256 decryption in Infinite Garble Extension mode, chained by hand over a backend's block
/// function (``MTProtoPrimitives/decryptAESBlock(_:into:)``).
///
/// The convention is OpenSSL's (`AES_ige_encrypt`) and MTProto's: the 32-byte IV is
/// `c₀ ‖ p₀`, the "previous ciphertext block" followed by the "previous plaintext block", and
/// `pᵢ = D(cᵢ ⊕ pᵢ₋₁) ⊕ cᵢ₋₁`.
///
/// Each block depends on the previous plaintext, so the blocks are inherently sequential and
/// each is one call of the block function. The chaining keeps both previous blocks as two `UInt64` halves in
/// registers and writes straight into the output buffer: nothing is allocated per block.
enum AESIGE {
    /// AES block size in bytes.
    static let blockSize = 16
    /// AES-256 key size in bytes.
    static let keySize = 32

    /// Decrypts `count` bytes (a multiple of 16) from `input` to `output`.
    ///
    /// `input` and `output` may be the same buffer or disjoint, but must not partially overlap.
    static func decrypt<Primitives: MTProtoPrimitives>(
        _ input: UnsafeRawPointer,
        into output: UnsafeMutableRawPointer,
        count: Int,
        iv: UnsafeRawPointer,
        with aes: Primitives
    ) throws(CryptoCallError) {
        precondition(count >= 0 && count % blockSize == 0, "IGE needs whole blocks")
        var previousCipher0 = iv.loadUnaligned(as: UInt64.self)
        var previousCipher1 = iv.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        var previousPlain0 = iv.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
        var previousPlain1 = iv.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
        var offset = 0
        while offset < count {
            // Read the ciphertext block before writing, so that in-place decryption is safe.
            let cipher0 = input.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let cipher1 = input.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            let block = output + offset
            block.storeBytes(of: cipher0 ^ previousPlain0, as: UInt64.self)
            block.storeBytes(of: cipher1 ^ previousPlain1, toByteOffset: 8, as: UInt64.self)
            try aes.decryptAESBlock(UnsafeRawPointer(block), into: block)
            let plain0 = block.loadUnaligned(as: UInt64.self) ^ previousCipher0
            let plain1 = block.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ previousCipher1
            block.storeBytes(of: plain0, as: UInt64.self)
            block.storeBytes(of: plain1, toByteOffset: 8, as: UInt64.self)
            previousCipher0 = cipher0
            previousCipher1 = cipher1
            previousPlain0 = plain0
            previousPlain1 = plain1
            offset += blockSize
        }
    }
}
