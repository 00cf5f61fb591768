import PushSpecCore

/// TDLib's `getPushReceiverId`, exactly: which account a push is for, without decrypting it.
enum PushReceiverID {
    /// - The payload must be a JSON object; if it has `data`, that must be an object and only it is read.
    /// - Its fields are read in order; the first `p` or `user_id` decides:
    ///   `p` must be a string of at least 12 characters whose first 12 are base64url, and the id is
    ///   the little-endian int64 of the first 8 decoded bytes (the MTProto auth_key_id);
    ///   `user_id` must be a string or number holding a positive int64, which is the id.
    /// - With neither, the id is 0: the push is for every account.
    static func compute(_ bytes: some Collection<UInt8>) throws(ReceiverIDError) -> Int64 {
        guard bytes.count <= PushDecoder.maxPayloadSize else { throw .tooLarge(bytes.count) }
        let root: JSONValue
        do {
            root = try JSONValue(parsing: bytes, limits: PushDecoder.limits)
        } catch {
            throw .invalidJSON(error)
        }
        guard root.kind == .object else { throw .notAnObject }
        var object = root
        if let data = root["data"] {
            guard data.kind == .object else { throw .dataNotAnObject }
            object = data
        }
        for (key, value) in object.members {
            switch key {
            case "p": return try authKeyID(value)
            case "user_id": return try userID(value)
            default: continue
            }
        }
        return 0
    }

    private static func authKeyID(_ value: JSONValue) throws(ReceiverIDError) -> Int64 {
        guard let text = value.stringValue else { throw .encryptedPayloadNotAString }
        let prefix = text.utf8.prefix(12)
        guard prefix.count == 12 else { throw .encryptedPayloadTooShort }
        guard let decoded = Base64.decodeURL(String(decoding: prefix, as: UTF8.self)), decoded.count >= 8 else {
            throw .encryptedPayloadNotBase64URL
        }
        var id: UInt64 = 0
        for index in (0..<8).reversed() {
            id = id << 8 | UInt64(decoded[index])
        }
        return Int64(bitPattern: id)
    }

    private static func userID(_ value: JSONValue) throws(ReceiverIDError) -> Int64 {
        let text: String
        switch value.kind {
        case .string: text = value.stringValue ?? ""
        case .number: text = value.rawJSON
        default: throw .userIDNotAStringOrNumber
        }
        guard let id = parseInt64(text) else { throw .userIDNotAnInteger }
        guard id > 0 else { throw .userIDNotPositive }
        return id
    }

    /// An optional `-` then decimal digits that fit in Int64, nothing else.
    private static func parseInt64(_ text: String) -> Int64? {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39) else {
            return nil
        }
        return Int64(text)
    }
}
