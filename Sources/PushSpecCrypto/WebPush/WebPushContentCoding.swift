/// The content codings a web push message body can use.
public enum WebPushContentCoding: String, Sendable, CaseIterable {
    /// RFC 8291 over RFC 8188: salt, record size and the sender's public key sit in a binary
    /// header at the start of the body. What current browsers and servers send.
    case aes128gcm
    /// The legacy coding of draft-ietf-webpush-encryption-04 over
    /// draft-ietf-httpbis-encryption-encoding-03: salt and record size travel in the
    /// `Encryption` header, the sender's public key (`dh`) in the `Crypto-Key` header.
    case aesgcm
}
