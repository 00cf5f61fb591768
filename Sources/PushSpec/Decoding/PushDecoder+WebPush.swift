import PushSpecCrypto

extension PushDecoderOf {
    /// Decodes a web push body as the push service delivered it: a simple push (`version=N`), an
    /// RFC 8291 `aes128gcm` body, or a legacy `aesgcm` body with its `Encryption` and `Crypto-Key`
    /// headers (or with them folded into the body, as UnifiedPush gateways send it). The plaintext
    /// goes through the same decoding as FCM data, so a Telegram or Zulip payload inside comes out
    /// typed.
    ///
    /// The keyring's web push subscriptions are tried in turn; a body none of them opens fails with
    /// the last subscription's error (a tag mismatch when the keys do not fit). A Telegram push
    /// inside decodes into the decoder's catalog, as ``decode(_:)`` says.
    public func decode(
        webPushBody body: some Collection<UInt8>, encryption: String? = nil, cryptoKey: String? = nil
    ) throws(PushError) -> DecodedPushOf<Notification> {
        let bytes = Array(body)
        if let version = Self.simplePushVersion(bytes) {
            return .wakeUp(version: version)
        }
        return try decode(decryptWebPush(bytes, encryption: encryption, cryptoKey: cryptoKey))
    }

    /// Decrypts a web push body with the keyring's subscriptions (tried in turn) and returns the
    /// plaintext: `aes128gcm`, `aesgcm` with its headers, or `aesgcm` with them folded into the body.
    public func decryptWebPush(
        _ body: some Collection<UInt8>, encryption: String? = nil, cryptoKey: String? = nil
    ) throws(PushError) -> [UInt8] {
        guard (encryption == nil) == (cryptoKey == nil) else {
            throw .webPush(.badHeader("an aesgcm body needs both the Encryption and the Crypto-Key header, not one"))
        }
        guard !keyring.webPush.isEmpty else { throw .noWebPushKeys }
        var lastError = WebPushError.tagMismatch(record: 0)
        for entry in keyring.webPush {
            do {
                if let encryption, let cryptoKey {
                    return try WebPush.decryptAESGCM(
                        body, encryptionHeader: encryption, cryptoKeyHeader: cryptoKey, keys: entry.keys)
                }
                return try WebPush.decrypt(unifiedPushBody: body, keys: entry.keys)
            } catch {
                guard case .tagMismatch = error else { throw .webPush(error) }
                lastError = error
            }
        }
        throw .webPush(lastError)
    }

    /// The N of a simple push body `version=N` (as Telegram token type 4 and UnifiedPush send it), or `nil`.
    public static func simplePushVersion(_ body: [UInt8]) -> String? {
        let prefix = Array("version=".utf8)
        guard body.count > prefix.count, body.count <= 64, body.starts(with: prefix) else { return nil }
        let digits = body[prefix.count...].filter { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return String(decoding: digits, as: UTF8.self)
    }
}
