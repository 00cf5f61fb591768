/// NaCl's secretbox (XSalsa20-Poly1305) opened in Swift: the same result as libsodium's
/// `crypto_secretbox_open_easy`, for the platforms without libsodium (Apple) and as the
/// secretbox of the Swift-only backends.
///
/// A box is `MAC(16) ‖ ciphertext`. The key of the box is split by HSalsa20 and the first 16
/// nonce bytes into a subkey; the XSalsa20 keystream of that subkey and the last 8 nonce bytes
/// starts with the 32-byte Poly1305 key (the first half of block 0), then encrypts the message
/// from byte 32 of block 0 on. The tag of the ciphertext is checked, in constant time, before
/// any plaintext is written.
enum XSalsa20Poly1305 {
    /// Size of a secretbox key in bytes.
    static let keySize = 32
    /// Size of a secretbox nonce in bytes.
    static let nonceSize = 24
    /// Size of the Poly1305 tag at the start of a box, in bytes.
    static let macSize = 16

    /// Bytes of scratch: the subkey (32), keystream block 0 (64: the Poly1305 key, then the
    /// keystream of the first 32 message bytes), the computed tag (16) and the keystream of a
    /// last partial block (64).
    private static let scratchSize = 32 + 64 + 16 + 64

    /// Verifies and decrypts `box` (`MAC(16) ‖ ciphertext`) under the 24-byte `nonce` and the
    /// 32-byte `key`, writing `box.count - 16` bytes of plaintext to `plaintext`.
    ///
    /// `plaintext` may be exactly `box.baseAddress + 16` (decryption in place) or disjoint from
    /// `box`; it must not overlap `nonce` or `key`, which are read in full before anything is
    /// written. The tag is verified first: when it does not match (or `box` is shorter than a
    /// tag) the function returns false and `plaintext` is left untouched. The subkey, the
    /// keystream, the Poly1305 key and the computed tag are wiped before returning.
    ///
    /// - Returns: whether the tag verified (and so the plaintext was written).
    static func open(
        _ box: UnsafeRawBufferPointer, nonce: UnsafeRawPointer, key: UnsafeRawPointer,
        into plaintext: UnsafeMutableRawPointer
    ) -> Bool {
        guard let mac = box.baseAddress, box.count >= macSize else { return false }
        let ciphertext = mac + macSize
        let count = box.count - macSize
        return withUnsafeTemporaryAllocation(byteCount: scratchSize, alignment: 16) { scratch in
            guard let subkey = scratch.baseAddress else { return false }
            defer { SecureMemory.zero(scratch) }
            let block0 = subkey + 32
            let computedTag = block0 + Salsa20.blockSize
            let tail = computedTag + macSize

            Salsa20.hSalsa20(key: key, input: nonce, into: subkey)
            Salsa20.keystreamBlock(key: subkey, nonce: nonce + 16, counter: 0, into: block0)
            Poly1305.authenticate(
                UnsafeRawBufferPointer(start: ciphertext, count: count), key: block0, into: computedTag)
            guard SecureMemory.equals(computedTag, mac, count: macSize) else { return false }

            // Blocks 1, 2, … first (message bytes 32 on), so that the nonce is read before any
            // plaintext is written; then the first 32 bytes, with the second half of block 0.
            let head = min(count, 32)
            Salsa20.xor(
                ciphertext + head, into: plaintext + head, count: count - head,
                key: subkey, nonce: nonce + 16, counter: 1, scratch: tail)
            for index in 0..<head {
                let byte = ciphertext.load(fromByteOffset: index, as: UInt8.self) ^ block0.load(fromByteOffset: 32 + index, as: UInt8.self)
                plaintext.storeBytes(of: byte, toByteOffset: index, as: UInt8.self)
            }
            return true
        }
    }
}
