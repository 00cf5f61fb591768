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
    /// (`PushDecoder.receiverID(of:)` parses the bytes first, strictly, RFC 8259: input TDLib's
    /// lenient parser takes, such as control characters inside strings or unknown escapes, is
    /// `invalidJSON` there.)
    static func compute(_ root: JSONValue) throws(ReceiverIDError) -> Int64 {
        guard root.kind == .object else { throw .notAnObject }
        var object = root
        var members = EnvelopeMembers(root)
        if let data = members.data(in: root) {
            guard data.kind == .object else { throw .dataNotAnObject }
            object = data
            members = EnvelopeMembers(data)
        }
        if let encrypted = members.encrypted(in: object) {
            return try authKeyID(encrypted)
        }
        if let user = members.userID(in: object) {
            return try userID(user)
        }
        return 0
    }

    private static func authKeyID(_ value: JSONValue) throws(ReceiverIDError) -> Int64 {
        let decoded: Result<[UInt8]?, ReceiverIDError>
        switch value.kind {
        case .string:
            // Only the first 12 bytes matter: read in place unless the string has escapes.
            if let inPlace = value.withUnescapedStringBytes(decodeFirstTwelve) {
                decoded = inPlace
            } else {
                var text = value.stringValue ?? ""
                decoded = text.withUTF8(decodeFirstTwelve)
            }
        case .number:
            var text = value.rawJSON
            decoded = text.withUTF8(decodeFirstTwelve)
        default:
            throw .encryptedPayloadNotAString
        }
        guard let bytes = try decoded.get(), bytes.count == 9 else { throw .encryptedPayloadNotBase64URL }
        var id: UInt64 = 0
        for index in (0..<8).reversed() {
            id = id << 8 | UInt64(bytes[index])
        }
        return Int64(bitPattern: id)
    }

    /// The base64url decoding of the first 12 bytes of `text` (nil when they are not base64url).
    private static func decodeFirstTwelve(_ text: UnsafeBufferPointer<UInt8>) -> Result<[UInt8]?, ReceiverIDError> {
        guard text.count >= 12 else { return .failure(.encryptedPayloadTooShort) }
        return .success(Base64.decodeURL(text.prefix(12)))
    }

    /// The id a plaintext push's `user_id` names by TDLib's rule, or nil where TDLib would refuse it.
    static func validUserID(_ value: JSONValue) -> Int64? {
        try? userID(value)
    }

    private static func userID(_ value: JSONValue) throws(ReceiverIDError) -> Int64 {
        let id: Int64?
        switch value.kind {
        case .string:
            if let inPlace = value.withUnescapedStringBytes(canonicalInt64) {
                id = inPlace
            } else {
                var text = value.stringValue ?? ""
                id = text.withUTF8(canonicalInt64)
            }
        case .number:
            // Read in place: JSON writes no leading zeros, so only a zero's text (`-0` is not
            // canonical) needs a look.
            id = value.int64Value.flatMap { $0 == 0 && value.rawJSON != "0" ? nil : $0 }
        default:
            throw .userIDNotAStringOrNumber
        }
        guard let id else { throw .userIDNotAnInteger }
        guard id > 0 else { throw .userIDNotPositive }
        return id
    }

    /// `-?(0|[1-9][0-9]*)` within Int64, and not `-0`.
    static func canonicalInt64(_ text: UnsafeBufferPointer<UInt8>) -> Int64? {
        let negative = text.first == UInt8(ascii: "-")
        let digits = negative ? text.dropFirst() : text[...]
        // The digit parser accepts leading zeros; TDLib refuses them, and `-0`.
        guard let first = digits.first, first != UInt8(ascii: "0") || (digits.count == 1 && !negative) else { return nil }
        return JSONNumber.int64(text)
    }
}
