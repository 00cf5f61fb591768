import PushSpecCore

/// TDLib's `getPushReceiverId`, as recorded from TDLib 1.8.69 itself
/// (`Tests/PushSpecTests/Fixtures/tdlib-receiver-id.jsonl`): which account a push is for, without
/// decrypting it.
enum PushReceiverID {
    /// - The payload must be a JSON object; if it has `data`, the first `data` must be an object and
    ///   only it is read (one level).
    /// - If it has `p` (the first one, wherever it stands): a string (or a number's text) of at
    ///   least 12 bytes whose first 12 decode as base64url to 9 bytes; the id is the little-endian
    ///   int64 of the first 8 (the MTProto auth_key_id), and may be zero or negative.
    /// - Else if it has `user_id` (the first one): a string or a number whose text is a canonical
    ///   decimal int64 (`-?(0|[1-9][0-9]*)`, not `-0`); the id, which must be positive.
    /// - Else 0: the push is for every account.
    ///
    /// Where TDLib aborts (a `p` whose first 12 characters end in `=` padding) this is an error.
    /// PushSpec parses JSON strictly (RFC 8259), so input TDLib's lenient parser takes, such as
    /// control characters inside strings or unknown escapes, is `invalidJSON` here.
    static func compute(_ bytes: some Collection<UInt8>) throws(ReceiverIDError) -> Int64 {
        guard bytes.count <= PushDecoder.maxPayloadSize else { throw .tooLarge(bytes.count) }
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes, limits: PushDecoder.limits)
        } catch {
            throw .invalidJSON(error)
        }
        return try compute(root)
    }

    /// The same, for a payload already parsed.
    static func compute(_ root: JSONValue) throws(ReceiverIDError) -> Int64 {
        guard root.kind == .object else { throw .notAnObject }
        var object = root
        if let data = root["data"] {
            guard data.kind == .object else { throw .dataNotAnObject }
            object = data
        }
        if let encrypted = object["p"] {
            return try authKeyID(encrypted)
        }
        if let user = object["user_id"] {
            return try userID(user)
        }
        return 0
    }

    private static func authKeyID(_ value: JSONValue) throws(ReceiverIDError) -> Int64 {
        let text: String
        switch value.kind {
        case .string: text = value.stringValue ?? ""
        case .number: text = value.rawJSON
        default: throw .encryptedPayloadNotAString
        }
        let prefix = text.utf8.prefix(12)
        guard prefix.count == 12 else { throw .encryptedPayloadTooShort }
        guard let decoded = Base64.decodeURL(prefix), decoded.count == 9 else {
            throw .encryptedPayloadNotBase64URL
        }
        var id: UInt64 = 0
        for index in (0..<8).reversed() {
            id = id << 8 | UInt64(decoded[index])
        }
        return Int64(bitPattern: id)
    }

    /// The id a plaintext push's `user_id` names by TDLib's rule, or nil where TDLib would refuse it.
    static func validUserID(_ value: JSONValue) -> Int64? {
        try? userID(value)
    }

    private static func userID(_ value: JSONValue) throws(ReceiverIDError) -> Int64 {
        let text: String
        switch value.kind {
        case .string: text = value.stringValue ?? ""
        case .number: text = value.rawJSON
        default: throw .userIDNotAStringOrNumber
        }
        guard let id = canonicalInt64(text) else { throw .userIDNotAnInteger }
        guard id > 0 else { throw .userIDNotPositive }
        return id
    }

    /// `-?(0|[1-9][0-9]*)` within Int64, and not `-0`.
    private static func canonicalInt64(_ text: String) -> Int64? {
        var digits = Substring(text).utf8[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard let first = digits.first, digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        guard first != UInt8(ascii: "0") || (digits.count == 1 && !negative) else { return nil }
        return Int64(text)
    }
}
