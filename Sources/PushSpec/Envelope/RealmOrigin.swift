/// The origin of a realm URL (scheme, host, port), as Zulip compares accounts: a payload's
/// `realm_url` belongs to an account when their origins are equal.
struct RealmOrigin: Hashable {
    let scheme: String
    let host: String
    let port: Int

    /// Parses `scheme://host[:port][/path]`; `nil` for anything else. Scheme and host are
    /// compared without case; the default port of http and https is filled in.
    init?(_ url: String) {
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else { return nil }
        let scheme = url[..<colon].lowercased()
        guard scheme == "https" || scheme == "http" else { return nil }
        var authority = url[url.index(colon, offsetBy: 3)...]
        if let end = authority.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
            authority = authority[..<end]
        }
        guard !authority.contains("@"), !authority.isEmpty else { return nil }
        var host = Substring(authority)
        var port = scheme == "https" ? 443 : 80
        if let colon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") {
            guard let explicit = Int(authority[authority.index(after: colon)...]), (1...65535).contains(explicit) else {
                return nil
            }
            port = explicit
            host = authority[..<colon]
        }
        guard !host.isEmpty else { return nil }
        self.scheme = scheme
        self.host = host.lowercased()
        self.port = port
    }
}
