internal import PushSpecCore

/// What an `aesgcm` message carries in its `Encryption` and `Crypto-Key` headers
/// (draft-ietf-httpbis-encryption-encoding-03 §3, draft-ietf-webpush-encryption-04 §3).
///
/// - `Encryption`: the first element with a `salt` gives the salt (base64url, 16 bytes), the
///   record size `rs` (decimal, default 4096, must be > 1) and an optional `keyid`.
/// - `Crypto-Key`: the sender's public key is the `dh` of the element whose `keyid` matches
///   that `keyid`, or, without a `keyid`, of the first element that has a `dh`. Other
///   elements (such as VAPID's `p256ecdsa`) are ignored.
struct ECEAESGCMParameters: Sendable, Equatable {
    /// Default record size when `rs` is absent.
    static let defaultRecordSize = 4096
    /// Largest `rs` accepted: the draft's limit on the plaintext of one AES-GCM invocation
    /// (2^36 − 31). Any value above the body size means a single record anyway.
    static let maximumRecordSize = (1 << 36) - 31

    /// The 16-byte salt.
    let salt: [UInt8]
    /// Plaintext bytes per record (ciphertext records are 16 bytes longer).
    let recordSize: Int
    /// The sender's public key as decoded from `dh` (not yet checked to be a point).
    let senderPublicKey: [UInt8]

    init(encryption: some StringProtocol, cryptoKey: some StringProtocol) throws(WebPushError) {
        let encryptionElements = try ECEHeaderElement.parseList(encryption, headerName: "Encryption")
        guard let element = encryptionElements.first(where: { $0["salt"] != nil }), let saltText = element["salt"] else {
            throw .badHeader("Encryption header has no salt")
        }
        guard let salt = Base64.decodeURL(saltText) else {
            throw .badHeader("Encryption salt is not base64url")
        }
        guard salt.count == ECEKeySchedule.saltSize else {
            throw .badHeader("Encryption salt must be \(ECEKeySchedule.saltSize) bytes, got \(salt.count)")
        }
        var recordSize = Self.defaultRecordSize
        if let rsText = element["rs"] {
            guard let rs = Self.parseRecordSize(rsText) else {
                throw .badHeader("Encryption rs \"\(printableForError(rsText, limit: 20))\" is not a decimal number in \(ECERecords.minimumAESGCMRecordSize)...\(Self.maximumRecordSize)")
            }
            recordSize = rs
        }

        let cryptoKeyElements = try ECEHeaderElement.parseList(cryptoKey, headerName: "Crypto-Key")
        let keyElement: ECEHeaderElement?
        if let keyID = element["keyid"] {
            keyElement = cryptoKeyElements.first { $0["keyid"] == keyID && $0["dh"] != nil }
            guard keyElement != nil else {
                throw .badHeader("Crypto-Key has no dh for keyid \"\(printableForError(keyID, limit: 40))\"")
            }
        } else {
            keyElement = cryptoKeyElements.first { $0["dh"] != nil }
        }
        guard let dhText = keyElement?["dh"] else { throw .badHeader("Crypto-Key header has no dh") }
        guard let senderPublicKey = Base64.decodeURL(dhText) else {
            throw .badHeader("Crypto-Key dh is not base64url")
        }
        self.salt = salt
        self.recordSize = recordSize
        self.senderPublicKey = senderPublicKey
    }

    /// Digits only, no sign, within `minimumAESGCMRecordSize ... maximumRecordSize`.
    private static func parseRecordSize(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 12 else { return nil }
        var value = 0
        for byte in text.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        guard value >= ECERecords.minimumAESGCMRecordSize, value <= maximumRecordSize else { return nil }
        return value
    }
}
