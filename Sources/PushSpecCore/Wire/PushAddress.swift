/// A server address sent as `host:port`; IPv6 hosts come as `[::1]:443` or, unbracketed, with the
/// port after the last colon.
public struct PushAddress: Sendable, Hashable, CustomStringConvertible {
    /// The host: an IPv4 address, an IPv6 address without brackets, or a name.
    public let host: String
    /// The port.
    public let port: UInt16

    /// The address `host` (an IPv6 address without brackets) and `port`.
    public init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// Parses `host:port`, `[v6]:port` or `v6:port`; `nil` when there is no valid port or no host.
    public init?(parsing text: String) {
        guard let colon = text.lastIndex(of: ":") else { return nil }
        var host = text[..<colon]
        let portText = text[text.index(after: colon)...]
        guard !portText.isEmpty, portText.count <= 5, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
            let port = UInt16(portText)
        else { return nil }
        if host.hasPrefix("[") {
            guard host.hasSuffix("]"), host.count > 2 else { return nil }
            host = host.dropFirst().dropLast()
        }
        guard !host.isEmpty, !host.contains(where: { $0.isWhitespace || $0 == "[" || $0 == "]" }) else {
            return nil
        }
        self.host = String(host)
        self.port = port
    }

    /// `host:port`, with brackets around an IPv6 host.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
