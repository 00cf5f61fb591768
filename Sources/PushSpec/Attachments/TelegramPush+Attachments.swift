import PushSpecCatalog
import PushSpecCore

extension TelegramPushOf {
    /// The photo or document of `attachb64` (inflated first when it is `gzip_packed`), decoded
    /// each time it is read (keep the result); `nil` when the push has none. A damaged one is a
    /// failure with its `TLDecodingError`; the rest of the push is unaffected, and the raw bytes
    /// stay in ``fields``.
    public var attachment: Result<TelegramAttachment, TLDecodingError>? {
        Self.decode(fields.attachment, field: "attachb64", problems: fields.problems) { bytes throws(TLDecodingError) in
            try TelegramAttachment(tlBytes: GzipPacked.unpacked(bytes))
        }
    }

    /// The Updates object of `updates` (sent with `PHONE_CALL_REQUEST`), decoded each time it is
    /// read; `nil` when the push has none, a failure when it is damaged.
    public var updates: Result<TelegramAPI.Updates, TLDecodingError>? {
        Self.decode(fields.updates, field: "updates", problems: fields.problems) { bytes throws(TLDecodingError) in
            try TelegramAPI.Updates(tlBytes: GzipPacked.unpacked(bytes))
        }
    }

    /// The call a `PHONE_CALL_REQUEST` rings for: the `phoneCallRequested` inside ``updates``
    /// (id, access hash, video, protocol, `g_a_hash`), when it is there and readable.
    public var callRequest: TelegramAPI.PhoneCall.PhoneCallRequested? {
        guard case .success(let updates)? = updates else { return nil }
        for call in updates.phoneCalls {
            if case .phoneCallRequested(let requested) = call { return requested }
        }
        return nil
    }

    /// What `mtpeer` says about the sender (TDLib's payloads: access hash and profile photo
    /// location), when the push has it as an object.
    public var senderInfo: TelegramSenderInfo? {
        fields.mtPeer.flatMap { try? $0.parsed() }.flatMap(TelegramSenderInfo.init(json:))
    }

    private static func decode<Value>(
        _ bytes: [UInt8]?, field: String, problems: [FieldProblem],
        _ read: ([UInt8]) throws(TLDecodingError) -> Value
    ) -> Result<Value, TLDecodingError>? {
        guard let bytes else {
            return problems.contains { $0.field == field } ? .failure(.badBase64) : nil
        }
        do {
            return .success(try read(bytes))
        } catch {
            return .failure(error)
        }
    }
}

extension TelegramAPI.Updates {
    /// The `phone_call` of every `updatePhoneCall` inside, in order.
    public var phoneCalls: [TelegramAPI.PhoneCall] {
        let updates: [TelegramAPI.Update] =
            switch self {
            case .updates(let updates): updates.updates
            case .updatesCombined(let combined): combined.updates
            case .updateShort(let short): [short.update]
            }
        return updates.map { update in
            switch update {
            case .updatePhoneCall(let call): call.phoneCall
            }
        }
    }
}
