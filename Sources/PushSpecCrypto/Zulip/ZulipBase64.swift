import CSodium

/// Strict standard base64 (RFC 4648 §4: `A–Z a–z 0–9 + /`, `=` padding required).
///
/// Rejected: the URL-safe alphabet, missing or extra padding, whitespace or any other
/// character, and non-zero trailing bits (so every byte string has exactly one accepted text).
///
/// Two decoders with the same rules: a table-driven one for `encrypted_data`, which is
/// ciphertext and public, and libsodium's constant-time `sodium_base642bin` for push keys, whose
/// text is the secret itself (a table lookup indexed by a secret character can leak it through
/// the cache). libsodium's codec takes about 4 ns a character; the table about a quarter of that.
enum ZulipBase64 {
    /// Marks a byte that is not in the alphabet.
    private static let invalid: UInt8 = 0xFF

    /// Byte → 6-bit value, ``invalid`` outside the standard alphabet (`=` included).
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: invalid, count: 256)
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        for (value, character) in alphabet.enumerated() { table[Int(character)] = UInt8(value) }
        return table
    }()

    /// How many bytes `encodedCount` characters of padded base64 can decode to, or `nil` when
    /// that many characters cannot be padded base64 (not a multiple of 4).
    static func decodedCapacity(forEncodedCount encodedCount: Int) -> Int? {
        encodedCount % 4 == 0 ? encodedCount / 4 * 3 : nil
    }

    /// The size `text` would decode to if it were valid: three bytes per four characters,
    /// less one per trailing `=` (at most two).
    static func estimatedDecodedCount(_ text: UnsafeBufferPointer<UInt8>) -> Int {
        var padding = 0
        var index = text.count - 1
        while index >= 0, padding < 2, text[index] == UInt8(ascii: "=") {
            padding += 1
            index -= 1
        }
        return text.count * 3 / 4 - padding
    }

    /// Decodes public data (`encrypted_data`) into `output`, which must hold at least
    /// ``decodedCapacity(forEncodedCount:)`` bytes; returns how many bytes were written, or
    /// `nil` when `text` is not strict standard base64 (then `output` holds partial data).
    ///
    /// Variable time: do not use it for secrets.
    static func decode(_ text: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int? {
        guard let capacity = decodedCapacity(forEncodedCount: text.count), output.count >= capacity else {
            return nil
        }
        if text.isEmpty { return 0 }
        return table.withUnsafeBufferPointer { table -> Int? in
            var input = 0
            var written = 0
            // Every quad but the last has four alphabet characters.
            while input < text.count - 4 {
                let a = table[Int(text[input])], b = table[Int(text[input + 1])]
                let c = table[Int(text[input + 2])], d = table[Int(text[input + 3])]
                guard (a | b | c | d) & 0x80 == 0 else { return nil }
                let bits = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                output[written] = UInt8(truncatingIfNeeded: bits >> 16)
                output[written + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                output[written + 2] = UInt8(truncatingIfNeeded: bits)
                input += 4
                written += 3
            }
            // The last quad: `xxxx`, `xxx=` or `xx==`, with the unused bits zero.
            let equals = UInt8(ascii: "=")
            let a = table[Int(text[input])], b = table[Int(text[input + 1])]
            guard (a | b) & 0x80 == 0 else { return nil }
            output[written] = a << 2 | b >> 4
            if text[input + 3] == equals {
                if text[input + 2] == equals {
                    guard b & 0x0F == 0 else { return nil }
                    return written + 1
                }
                let c = table[Int(text[input + 2])]
                guard c & 0x80 == 0, c & 0x03 == 0 else { return nil }
                output[written + 1] = b << 4 | c >> 2
                return written + 2
            }
            let c = table[Int(text[input + 2])], d = table[Int(text[input + 3])]
            guard (c | d) & 0x80 == 0 else { return nil }
            output[written + 1] = b << 4 | c >> 2
            output[written + 2] = c << 6 | d
            return written + 3
        }
    }

    /// Decodes a secret (a push key) with libsodium's constant-time decoder into a new array,
    /// or `nil` when it is not strict standard base64. The caller wipes the array.
    static func decodeSecret(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { utf8 -> [UInt8]? in
            guard let capacity = decodedCapacity(forEncodedCount: utf8.count) else { return nil }
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

    /// Encodes `bytes` (a push key) as padded standard base64 with libsodium's constant-time
    /// encoder. The temporary text buffer is wiped.
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
