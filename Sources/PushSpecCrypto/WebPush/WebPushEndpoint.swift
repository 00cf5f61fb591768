/// Validation of a push subscription's endpoint: an absolute `https` URL.
///
/// Checked without Foundation: the scheme is `https` (any case), followed by `//` and a
/// non-empty host, an optional port of 1–5 digits, and optional path, query and fragment.
/// Only printable ASCII is allowed, without spaces or the characters URLs must escape
/// (`"<>\^`{|}`), so the endpoint can be embedded in JSON and HTTP without surprises.
enum WebPushEndpoint {
    /// Longest endpoint accepted.
    static let maximumLength = 4096

    /// Throws ``WebPushError/badToken(_:)`` unless `endpoint` is an absolute https URL.
    static func validate(_ endpoint: String) throws(WebPushError) {
        let bytes = Array(endpoint.utf8)
        guard !bytes.isEmpty else { throw .badToken("endpoint is empty") }
        guard bytes.count <= maximumLength else {
            throw .badToken("endpoint is \(bytes.count) bytes, more than \(maximumLength)")
        }
        for byte in bytes {
            guard byte > 0x20, byte < 0x7F, !"\"<>\\^`{|}".utf8.contains(byte) else {
                throw .badToken("endpoint contains a character that is not allowed in a URL")
            }
        }
        let scheme = "https://"
        guard bytes.count > scheme.utf8.count,
              zip(bytes, scheme.utf8).allSatisfy({ ($0 | 0x20) == $1 })  // ASCII case folding; ":" and "/" are unchanged
        else {
            throw .badToken("endpoint must be an absolute https:// URL")
        }
        let rest = bytes[scheme.utf8.count...]
        let authorityEnd = rest.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) {
            authority = authority[(at + 1)...]
        }
        var host = authority
        if authority.first == UInt8(ascii: "[") {
            // IPv6 literal: [address] or [address]:port
            guard let close = authority.firstIndex(of: UInt8(ascii: "]")), close > authority.startIndex + 1 else {
                throw .badToken("endpoint has an invalid IPv6 host")
            }
            host = authority[...close]
            let afterHost = authority[(close + 1)...]
            if !afterHost.isEmpty {
                guard afterHost.first == UInt8(ascii: ":") else { throw .badToken("endpoint has an invalid host") }
                try validatePort(afterHost.dropFirst())
            }
        } else if let colon = authority.firstIndex(of: UInt8(ascii: ":")) {
            host = authority[..<colon]
            try validatePort(authority[(colon + 1)...])
        }
        guard !host.isEmpty else { throw .badToken("endpoint has no host") }
    }

    private static func validatePort(_ port: ArraySlice<UInt8>) throws(WebPushError) {
        guard (1 ... 5).contains(port.count), port.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
              port.reduce(0, { $0 * 10 + Int($1 - UInt8(ascii: "0")) }) <= 65535
        else {
            throw .badToken("endpoint has an invalid port")
        }
    }
}
