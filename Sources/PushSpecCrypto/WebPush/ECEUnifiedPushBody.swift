/// The UnifiedPush folded form of a legacy web push message: gateways that cannot forward
/// HTTP headers put the coding name and the two crypto headers in front of the body,
///
///     aesgcm\nEncryption: salt=…; rs=…\nCrypto-Key: dh=…\n<binary body>
///
/// Recognised when the first line is a short token and the second starts with `Encryption:`
/// or `Crypto-Key:` (any case); an `aes128gcm` body starts with a random 16-byte salt, which
/// matches that shape with negligible probability (below 2⁻⁸⁰). `\r\n` line ends are accepted.
struct ECEUnifiedPushBody {
    /// Longest coding name accepted on the first line.
    static let maximumCodingNameLength = 32
    /// Longest header line accepted.
    static let maximumLineLength = 8192

    /// The coding name on the first line, as sent.
    let coding: String
    /// The `Encryption` header value.
    let encryption: Substring
    /// The `Crypto-Key` header value.
    let cryptoKey: Substring
    /// Offset of the binary body after the header lines.
    let bodyOffset: Int

    /// Returns nil if `bytes` is not in the folded form.
    ///
    /// - Throws: ``WebPushError/unsupportedCoding(_:)`` if the form is folded but names a coding
    ///   other than `aesgcm`; ``WebPushError/badHeader(_:)`` if its header lines are malformed.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(WebPushError) -> ECEUnifiedPushBody? {
        guard let (codingLine, afterCoding) = line(in: bytes, from: 0, limit: maximumCodingNameLength),
              !codingLine.isEmpty, codingLine.allSatisfy(isCodingNameCharacter),
              headerName(of: bytes, at: afterCoding) != nil
        else { return nil }
        let coding = String(decoding: codingLine, as: UTF8.self)
        guard coding.lowercased() == WebPushContentCoding.aesgcm.rawValue else {
            throw .unsupportedCoding(coding)
        }
        var encryption: Substring?
        var cryptoKey: Substring?
        var offset = afterCoding
        for _ in 0 ..< 2 {
            guard let name = headerName(of: bytes, at: offset),
                  let (text, next) = line(in: bytes, from: offset, limit: maximumLineLength)
            else { throw .badHeader("folded UnifiedPush body needs an Encryption and a Crypto-Key line") }
            // Bytes, not Characters: a combining mark after the colon would join it into one
            // grapheme cluster, and a Character search would not find the colon.
            guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else {
                throw .badHeader("folded UnifiedPush header line has no colon")
            }
            let valueBytes = text[text.index(after: colon)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let value = Substring(String(decoding: valueBytes, as: UTF8.self))
            switch name {
            case .encryption:
                guard encryption == nil else { throw .badHeader("folded UnifiedPush body has two Encryption lines") }
                encryption = value
            case .cryptoKey:
                guard cryptoKey == nil else { throw .badHeader("folded UnifiedPush body has two Crypto-Key lines") }
                cryptoKey = value
            }
            offset = next
        }
        guard let encryption, let cryptoKey else {
            throw .badHeader("folded UnifiedPush body needs an Encryption and a Crypto-Key line")
        }
        return ECEUnifiedPushBody(coding: coding, encryption: encryption, cryptoKey: cryptoKey, bodyOffset: offset)
    }

    private enum HeaderName {
        case encryption, cryptoKey
    }

    /// Which folded header starts at `offset`, if any (case-insensitive `name:`).
    private static func headerName(of bytes: UnsafeRawBufferPointer, at offset: Int) -> HeaderName? {
        func startsWith(_ prefix: String) -> Bool {
            let utf8 = prefix.utf8
            guard bytes.count - offset >= utf8.count else { return false }
            for (i, expected) in utf8.enumerated() {
                let byte = bytes[offset + i]
                let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                if lowered != expected { return false }
            }
            return true
        }
        if startsWith("encryption:") { return .encryption }
        if startsWith("crypto-key:") { return .cryptoKey }
        return nil
    }

    /// The line starting at `offset` (without its `\n` or `\r\n`) and the offset after it, or
    /// nil if no `\n` comes within `limit` bytes.
    private static func line(in bytes: UnsafeRawBufferPointer, from offset: Int, limit: Int) -> (UnsafeRawBufferPointer.SubSequence, Int)? {
        let end = min(bytes.count, offset + limit + 2)
        var i = offset
        while i < end {
            if bytes[i] == UInt8(ascii: "\n") {
                var lineEnd = i
                if lineEnd > offset, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                guard lineEnd - offset <= limit else { return nil }
                return (bytes[offset ..< lineEnd], i + 1)
            }
            i += 1
        }
        return nil
    }

    private static func isCodingNameCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            true
        default:
            false
        }
    }
}
