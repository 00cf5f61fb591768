/// A web push subscription as a client registers it: the token of
/// `account.registerDevice` with `token_type` 10, and the `PushSubscription.toJSON()` shape:
///
///     {"endpoint":"https://…","keys":{"p256dh":"<base64url>","auth":"<base64url>"}}
///
/// Every initializer validates: the endpoint is an absolute `https` URL, `p256dh` is an
/// uncompressed point on P-256 (65 bytes) and `auth` is exactly 16 bytes. The properties are
/// read-only so a value always satisfies that.
public struct WebPushSubscriptionToken: Sendable, Hashable {
    /// The push service URL messages for this subscription are posted to.
    public let endpoint: String
    /// The subscription's public key, 65-byte uncompressed P-256 point.
    public let p256dh: [UInt8]
    /// The subscription's 16-byte auth secret.
    public let auth: [UInt8]

    /// The token for `keys` at `endpoint`.
    ///
    /// - Throws: ``WebPushError/badToken(_:)`` unless `endpoint` is an absolute https URL.
    public init(endpoint: String, keys: WebPushKeys) throws(WebPushError) {
        try WebPushEndpoint.validate(endpoint)
        self.endpoint = endpoint
        self.p256dh = keys.publicKey
        self.auth = keys.authSecret
    }

    /// A token from its three parts, the keys as base64url text (padding optional).
    ///
    /// - Throws: ``WebPushError/badToken(_:)`` if the endpoint is not an absolute https URL,
    ///   `p256dh` is not base64url of a point on P-256, or `auth` not base64url of 16 bytes.
    public init(endpoint: String, p256dh: String, auth: String) throws(WebPushError) {
        guard let p256dhBytes = WebPushBase64URL.decode(p256dh) else { throw .badToken("keys.p256dh is not base64url") }
        guard let authBytes = WebPushBase64URL.decode(auth) else { throw .badToken("keys.auth is not base64url") }
        try self.init(endpoint: endpoint, p256dh: p256dhBytes, auth: authBytes)
    }

    /// A token from its three parts as bytes.
    ///
    /// - Throws: ``WebPushError/badToken(_:)`` if the endpoint is not an absolute https URL,
    ///   `p256dh` is not a 65-byte uncompressed point on P-256, or `auth` is not 16 bytes.
    public init(endpoint: String, p256dh: [UInt8], auth: [UInt8]) throws(WebPushError) {
        try WebPushEndpoint.validate(endpoint)
        let validKey = p256dh.withUnsafeBytes { ECEP256PublicKey.isValid($0) }
        guard p256dh.count == ECEP256PublicKey.uncompressedSize, validKey else {
            throw .badToken("keys.p256dh is not a 65-byte uncompressed point on P-256 (\(p256dh.count) bytes)")
        }
        guard auth.count == WebPushKeys.authSecretSize else {
            throw .badToken("keys.auth must be \(WebPushKeys.authSecretSize) bytes, got \(auth.count)")
        }
        self.endpoint = endpoint
        self.p256dh = p256dh
        self.auth = auth
    }

    /// Parses the token JSON (UTF-8 bytes). Members other than `endpoint` and `keys` (such as
    /// `expirationTime`), and keys other than `p256dh` and `auth`, are ignored.
    ///
    /// - Throws: ``WebPushError/badToken(_:)`` if the text is not JSON of that shape or a part
    ///   fails validation.
    public init(parsing json: some Collection<UInt8>) throws(WebPushError) {
        let root: WebPushJSONReader.Value
        do throws(WebPushJSONReader.SyntaxError) {
            root = try WebPushJSONReader.parse(Array(json))
        } catch {
            throw .badToken("not JSON: \(error.what) at byte \(error.offset)")
        }
        guard case .object(let names, let values) = root else { throw .badToken("not a JSON object") }
        let endpoint = try Self.uniqueString("endpoint", names: names, values: values, path: "")
        guard let keys = try Self.unique("keys", names: names, values: values, path: ""),
              case .object(let keyNames, let keyValues) = keys
        else {
            throw .badToken("missing keys object")
        }
        let p256dh = try Self.uniqueString("p256dh", names: keyNames, values: keyValues, path: "keys.")
        let auth = try Self.uniqueString("auth", names: keyNames, values: keyValues, path: "keys.")
        try self.init(endpoint: endpoint, p256dh: p256dh, auth: auth)
    }

    /// Parses the token JSON text; see the byte version of `init(parsing:)`.
    public init(parsing json: String) throws(WebPushError) {
        try self.init(parsing: json.utf8)
    }

    /// The token JSON: `{"endpoint":"…","keys":{"p256dh":"…","auth":"…"}}`, keys as base64url
    /// without padding, the endpoint escaped as a JSON string.
    public var json: String {
        var text = #"{"endpoint":""#
        for scalar in endpoint.unicodeScalars {
            switch scalar {
            case "\"": text += #"\""#
            case "\\": text += #"\\"#
            case "\u{00}" ..< "\u{20}":
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += #"","keys":{"p256dh":""# + WebPushBase64URL.encode(p256dh)
        text += #"","auth":""# + WebPushBase64URL.encode(auth) + #""}}"#
        return text
    }

    /// The value of member `name`; nil if absent, an error if it appears twice.
    private static func unique(
        _ name: String, names: [String], values: [WebPushJSONReader.Value], path: String
    ) throws(WebPushError) -> WebPushJSONReader.Value? {
        let matches = names.indices.filter { names[$0] == name }
        guard matches.count <= 1 else { throw .badToken("\(path)\(name) appears more than once") }
        return matches.first.map { values[$0] }
    }

    /// The string value of member `name`, which must be present once.
    private static func uniqueString(
        _ name: String, names: [String], values: [WebPushJSONReader.Value], path: String
    ) throws(WebPushError) -> String {
        guard let value = try unique(name, names: names, values: values, path: path) else { throw .badToken("missing \(path)\(name)") }
        guard case .string(let text) = value else { throw .badToken("\(path)\(name) is not a string") }
        return text
    }
}
