import COpenSSL

/// Why fresh key material could not be generated.
public enum CryptoRandomError: Error, Sendable, Equatable, CustomStringConvertible {
    /// OpenSSL's `RAND_bytes` reported failure (its generator is not seeded or not available).
    case randomBytesFailed
    /// Another OpenSSL call needed to finish the key failed; the value names the call only.
    case cryptoFailure(String)

    public var description: String {
        switch self {
        case .randomBytesFailed:
            "OpenSSL RAND_bytes failed: no cryptographically secure random bytes available"
        case .cryptoFailure(let call):
            "OpenSSL call \(call) failed while generating a key"
        }
    }
}

/// Cryptographically secure random bytes from OpenSSL.
enum CryptoRandom {
    /// Fills `buffer` with bytes from `RAND_bytes`.
    static func fill(_ buffer: UnsafeMutableRawBufferPointer) throws(CryptoRandomError) {
        var offset = 0
        // RAND_bytes takes an Int32 count; loop so any buffer size works.
        while offset < buffer.count {
            let chunk = min(buffer.count - offset, Int(Int32.max))
            let start = buffer.baseAddress!.advanced(by: offset).assumingMemoryBound(to: UInt8.self)
            guard RAND_bytes(start, Int32(chunk)) == 1 else { throw .randomBytesFailed }
            offset += chunk
        }
    }
}
