#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tells a file holding one raw web push body from a file of JSON documents.
enum WebPushBodyFile {
    /// The file's bytes when it is a web push body: `version=N`, a folded `aesgcm` body
    /// (`aesgcm\n…`), or an `aes128gcm` body (16 salt bytes, then a record size under 16 MiB, so a
    /// NUL at byte 16), or anything else with a NUL byte; `nil` (with the file position unchanged) for anything else, JSON text included.
    static func readBody(_ descriptor: Int32) -> [UInt8]? {
        var head = [UInt8](repeating: 0, count: 21)
        let count: Int = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        head.removeLast(head.count - count)
        guard isWebPushBody(head) else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= 65_536 {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return bytes
    }

    /// Whether the first bytes of a file are those of a web push body rather than JSON text.
    static func isWebPushBody(_ head: [UInt8]) -> Bool {
        if head.starts(with: Array("version=".utf8)) || head.starts(with: Array("aesgcm\n".utf8))
            || head.starts(with: Array("aesgcm\r\n".utf8))
        {
            return true
        }
        // JSON text never holds a NUL byte; an aes128gcm header always does (a 16-byte salt, then a
        // big-endian 4-byte record size whose first byte is 0 for any size under 16 MiB).
        return head.contains(0)
    }
}
