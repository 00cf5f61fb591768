import CSodium

/// Strict, padded standard base64 (RFC 4648 §4) for push keys, through libsodium's
/// constant-time codec.
///
/// A push key's text is the secret itself, and a table lookup indexed by a secret character
/// can leak it through the cache, so keys go through libsodium's `sodium_base642bin` and
/// `sodium_bin2base64` (about 4 ns a character) rather than PushSpecCore's table-driven
/// `Base64`. Public data (`encrypted_data`, which is ciphertext) is decoded with `Base64`.
///
/// Rejected, as by `Base64.decodeStandard` with padding required: the URL-safe alphabet,
/// missing or extra padding, whitespace or any other character, and non-zero trailing bits.
enum ZulipSecretBase64 {
    /// Decodes a secret (a push key) into a new array, or `nil` when it is not strict, padded
    /// standard base64. The caller wipes the array with `sodium_memzero`.
    static func decodeSecret(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 -> [UInt8]? in
            guard utf8.count % 4 == 0 else { return nil }  // padding is required
            let capacity = utf8.count / 4 * 3
            if capacity == 0 { return [] }  // libsodium wants non-null pointers
            var valid = false
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                var written = 0
                let status = utf8.withMemoryRebound(to: CChar.self) { characters in
                    sodium_base642bin(
                        buffer.baseAddress!, buffer.count,
                        characters.baseAddress!, characters.count,
                        nil,  // ignore no characters: whitespace is an error
                        &written,
                        nil,  // the whole text must be base64
                        sodium_base64_VARIANT_ORIGINAL
                    )
                }
                valid = status == 0
                if !valid { sodium_memzero(buffer.baseAddress, buffer.count) }
                initialized = valid ? written : 0
            }
            return valid ? bytes : nil
        }
    }

    /// Encodes `bytes` (a push key) as padded standard base64. The temporary text buffer is
    /// wiped with `sodium_memzero`.
    static func encodeSecret(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let encodedCount = (bytes.count + 2) / 3 * 4
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: encodedCount + 1) { buffer in
            buffer.initialize(repeating: 0)
            defer { sodium_memzero(buffer.baseAddress, buffer.count) }
            _ = sodium_bin2base64(
                buffer.baseAddress!, buffer.count, bytes.baseAddress, bytes.count, sodium_base64_VARIANT_ORIGINAL
            )
            return buffer.withMemoryRebound(to: UInt8.self) { utf8 in
                String(decoding: UnsafeBufferPointer(rebasing: utf8[..<encodedCount]), as: UTF8.self)
            }
        }
    }
}
