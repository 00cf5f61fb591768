internal import PushSpecCore

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
        guard let p256dhBytes = Base64.decodeURL(p256dh) else { throw .badToken("keys.p256dh is not base64url") }
        guard let authBytes = Base64.decodeURL(auth) else { throw .badToken("keys.auth is not base64url") }
        try self.init(endpoint: endpoint, p256dh: p256dhBytes, auth: authBytes)
    }

    /// A token from its three parts as bytes.
    ///
    /// - Throws: ``WebPushError/badToken(_:)`` if the endpoint is not an absolute https URL,
    ///   `p256dh` is not a 65-byte uncompressed point on P-256, or `auth` is not 16 bytes.
    public init(endpoint: String, p256dh: [UInt8], auth: [UInt8]) throws(WebPushError) {
        try WebPushEndpoint.validate(endpoint)
        let validKey = p256dh.withUnsafeBytes { DefaultCryptoBackend.P256PrivateKey.isValidPublicKey($0) }
        guard p256dh.count == P256Point.uncompressedSize, validKey else {
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
    /// `expirationTime`), and keys other than `p256dh` and `auth`, are ignored. A leading UTF-8
    /// byte order mark is tolerated; otherwise the text must be strict JSON (RFC 8259) of at most
    /// 1 MiB, nested at most 16 deep.
    ///
    /// - Throws: ``WebPushError/badToken(_:)`` if the text is not JSON of that shape or a part
    ///   fails validation; for text that is not JSON, the message is the JSON reader's, with the
    ///   byte offset of the fault.
    public init(parsing json: some Collection<UInt8>) throws(WebPushError) {
        // Some tools write a byte order mark before JSON; the JSON reader refuses one, so it is
        // skipped here, and error offsets still count from the start of the input.
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let skipped = json.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        let root: JSONValue
        do throws(JSONParseError) {
            root = try JSONValue(parsing: json.dropFirst(skipped), limits: JSONLimits(maxDepth: Self.maximumJSONDepth))
        } catch {
            throw .badToken(JSONParseError(reason: error.reason, offset: error.offset + skipped).description)
        }
        guard root.kind == .object else { throw .badToken("not a JSON object") }
        let endpoint = try Self.uniqueString("endpoint", in: root, path: "")
        guard let keys = try Self.unique("keys", in: root, path: ""), keys.kind == .object else {
            throw .badToken("missing keys object")
        }
        let p256dh = try Self.uniqueString("p256dh", in: keys, path: "keys.")
        let auth = try Self.uniqueString("auth", in: keys, path: "keys.")
        try self.init(endpoint: endpoint, p256dh: p256dh, auth: auth)
    }

    /// Deepest nesting of objects and arrays accepted in token JSON (a token needs 2).
    static let maximumJSONDepth = 16

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
        text += #"","keys":{"p256dh":""# + Base64.encodeURL(p256dh)
        text += #"","auth":""# + Base64.encodeURL(auth) + #""}}"#
        return text
    }

    /// The value of member `name` of `object`; nil if absent, an error if it appears twice.
    private static func unique(_ name: String, in object: JSONValue, path: String) throws(WebPushError) -> JSONValue? {
        var found: JSONValue?
        for (key, value) in object.members where key == name {
            guard found == nil else { throw .badToken("\(path)\(name) appears more than once") }
            found = value
        }
        return found
    }

    /// The string value of member `name` of `object`, which must be present once.
    private static func uniqueString(_ name: String, in object: JSONValue, path: String) throws(WebPushError) -> String {
        guard let value = try unique(name, in: object, path: path) else { throw .badToken("missing \(path)\(name)") }
        guard let text = value.stringValue else { throw .badToken("\(path)\(name) is not a string") }
        return text
    }
}
