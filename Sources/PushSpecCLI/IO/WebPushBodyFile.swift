#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells a file holding one raw web push body from a file of JSON documents, and from a file that
/// is neither (an SQLite database, binary data), which is named for what it is.
package enum WebPushBodyFile {
    /// What a file that is not JSON text holds.
    package enum Content {
        /// One web push body.
        case body([UInt8])
        /// Neither a web push body nor JSON text: the whole file is one error.
        case notABody(NotAWebPushBody)
    }

    /// How many bytes of a file tell what it holds: an `aes128gcm` header with the 65-byte key id
    /// web push puts there (RFC 8291: the sender's public key).
    static let headSize = aes128gcmFixedSize + senderKeySize
    static let aes128gcmFixedSize = 21
    static let senderKeySize = 65
    /// RFC 8188's smallest record size.
    static let minimumRecordSize: UInt32 = 18

    /// The file's content when it is not JSON text: `version=N`, a folded `aesgcm` body
    /// (`aesgcm\n…`), an `aes128gcm` body; or, for anything else with a NUL byte in its first
    /// bytes (JSON text never holds one), what it is instead. `nil` (with the file position
    /// unchanged) for anything else, JSON text included.
    static func contents(_ descriptor: Int32) -> Content? {
        var head = [UInt8](repeating: 0, count: headSize)
        let count: Int = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        head.removeLast(head.count - count)
        switch classify(head) {
        case .json: return nil
        case let .notABody(why): return .notABody(why)
        case .body: break
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= 65_536 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return .body(bytes)
    }

    /// What the first bytes of a file are.
    enum Kind: Equatable {
        case json
        case body
        case notABody(NotAWebPushBody)
    }

    /// What a file whose first bytes (up to ``headSize``) are `head` holds.
    static func classify(_ head: [UInt8]) -> Kind {
        if head.starts(with: Array("version=".utf8)) || head.starts(with: Array("aesgcm\n".utf8))
            || head.starts(with: Array("aesgcm\r\n".utf8))
        {
            return .body
        }
        if head.starts(with: Array("SQLite format 3".utf8) + [0]) {
            return .notABody(.sqlite)
        }
        // JSON text never holds a NUL byte; an aes128gcm header always does (a 16-byte salt, then a
        // big-endian 4-byte record size whose first byte is 0 for any size under 16 MiB).
        guard head.contains(0) else { return .json }
        guard head.count >= aes128gcmFixedSize else {
            return .notABody(.binary(.shorterThanAHeader(bytes: head.count)))
        }
        let recordSize = head[16..<20].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        guard recordSize >= minimumRecordSize else { return .notABody(.binary(.recordSize(recordSize))) }
        let keyIDLength = Int(head[20])
        guard keyIDLength == senderKeySize else { return .notABody(.binary(.keyIDLength(keyIDLength))) }
        // The key id is an uncompressed P-256 point: 0x04, then x and y. A body cut inside it is
        // left to the decoder, which says so.
        if head.count > aes128gcmFixedSize, head[aes128gcmFixedSize] != 0x04 {
            return .notABody(.binary(.keyIDNotAPoint(firstByte: head[aes128gcmFixedSize])))
        }
        return .body
    }
}

/// A file given as input that is neither JSON text nor a web push body.
package struct NotAWebPushBody: Error, Equatable, CustomStringConvertible {
    enum Kind: Equatable {
        /// Starts with SQLite's header, "SQLite format 3" and a NUL.
        case sqlite
        /// Holds a NUL byte early (so it is not JSON text), and is not an aes128gcm body because…
        case binary(Reason)
    }

    /// Why binary data is not an `aes128gcm` body.
    enum Reason: Equatable {
        case shorterThanAHeader(bytes: Int)
        case recordSize(UInt32)
        case keyIDLength(Int)
        case keyIDNotAPoint(firstByte: UInt8)
    }

    let kind: Kind

    static let sqlite = NotAWebPushBody(kind: .sqlite)
    static func binary(_ reason: Reason) -> NotAWebPushBody { NotAWebPushBody(kind: .binary(reason)) }

    /// The error code of `--json` output.
    package var code: String { "not_push_input" }

    package var description: String {
        switch kind {
        case .sqlite:
            return "an SQLite database, not JSON payloads or a web push body"
                + " (a notification state is read with pushspec notifications and --state FILE)"
        case let .binary(reason):
            let why: String
            switch reason {
            case let .shorterThanAHeader(bytes):
                why = "\(bytes) bytes, fewer than an aes128gcm header's 21"
            case let .recordSize(size):
                why = "as an aes128gcm header, its record size would be \(size), below RFC 8188's 18"
            case let .keyIDLength(length):
                why = "as an aes128gcm header, its key id would be \(length) bytes, not the sender's 65-byte public key"
            case let .keyIDNotAPoint(firstByte):
                let hex = String(firstByte, radix: 16, uppercase: true)
                why = "as an aes128gcm header, its key id would start with 0x\(hex.count == 1 ? "0" : "")\(hex), not 0x04 (an uncompressed P-256 key)"
            }
            return "binary data, not JSON payloads (it holds a NUL byte) or a web push body (\(why))"
        }
    }
}
