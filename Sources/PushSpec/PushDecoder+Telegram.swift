import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto

extension PushDecoder {
    /// Finds the notification object in any envelope, decrypts `p`, and decodes it. `top` holds
    /// the root's members, `object` is the notification object (`data`, or the root) and
    /// `members` its members.
    func decodeTelegram(
        root: JSONValue, top: EnvelopeMembers, object: JSONValue, members: EnvelopeMembers
    ) throws(PushError) -> TelegramPush {
        let date = top.date?.lenientInt64 ?? top.googleSentTime?.lenientInt64.map { $0 / 1000 }
        var (object, members, envelope) = (object, members, TelegramEnvelope.flat)
        if let data = top.data {
            switch data.kind {
            case .object:
                envelope = .data
            case .string:
                guard let text = data.stringValue else { throw .invalidEnvelope("`data` is not a valid string") }
                guard let inner = try? JSONValue(parsing: text, limits: Self.limits) else {
                    throw .invalidEnvelope("`data` is a string that is not JSON")
                }
                guard inner.kind == .object else { throw .invalidEnvelope("`data` is a string that is not a JSON object") }
                (object, members, envelope) = (inner, EnvelopeMembers(inner), .dataString)
            default:
                throw .invalidEnvelope("`data` must be an object")
            }
        } else if top.aps?.kind == .object {
            envelope = .apns
        }
        if let encrypted = members.encrypted {
            return try decrypt(encrypted, envelope: envelope, date: date)
        }
        return try decodeNotification(object, members: members, envelope: envelope, date: date, encryption: nil)
    }

    private func decrypt(_ encrypted: JSONValue, envelope: TelegramEnvelope, date: Int64?) throws(PushError) -> TelegramPush {
        guard encrypted.kind == .string else { throw .invalidEnvelope("`p` must be a string") }
        // Decoded in place from the payload's bytes; only a `p` written with escapes needs a String.
        let decoded: [UInt8]?
        if let inPlace = encrypted.withUnescapedStringBytes({ Base64.decodeURL($0) }) {
            decoded = inPlace
        } else {
            decoded = encrypted.stringValue.flatMap { Base64.decodeURL($0) }
        }
        guard let message = decoded else { throw .badBase64 }
        guard let keyID = MTProtoPush.authKeyID(of: message) else {
            throw .decryption(.tooShort(message.count))
        }
        guard let entry = keyring.telegramEntry(forKeyID: keyID) else { throw .unknownKey(keyID: keyID) }
        let plaintext: [UInt8]
        do {
            plaintext = try MTProtoPush.decrypt(message, with: entry.key)
        } catch {
            throw .decryption(error)
        }
        guard let inner = try? JSONValue(parsing: plaintext, limits: Self.limits), inner.kind == .object else {
            throw .innerNotJSONObject
        }
        var object = inner
        var members = EnvelopeMembers(inner)
        if let data = members.data {
            guard data.kind == .object else { throw .invalidEnvelope("decrypted `data` must be an object") }
            object = data
            members = EnvelopeMembers(data)
        }
        guard members.encrypted == nil else { throw .invalidEnvelope("decrypted payload holds another `p`") }
        return try decodeNotification(
            object, members: members, envelope: envelope, date: date ?? inner["date"]?.lenientInt64,
            encryption: (keyID, entry.account))
    }

    private func decodeNotification(
        _ object: JSONValue, members: EnvelopeMembers, envelope: TelegramEnvelope, date: Int64?,
        encryption: (keyID: Int64, account: String?)?
    ) throws(PushError) -> TelegramPush {
        let alert = members.aps?["alert"]
        let isAPNs = alert?.kind == .object && alert?["loc-key"] != nil
        let locKey = try Self.locKey(isAPNs ? alert?["loc-key"] : members.locKey)
        let locArgs = try Self.locArgs(isAPNs ? alert?["loc-args"] : members.locArgs)
        var problems: [FieldProblem] = []
        // APNs payloads carry the custom fields at the top level, beside `aps`.
        let custom =
            isAPNs && members.custom == nil
            ? object : WireReader.object(members.custom, field: "custom", problems: &problems)
        let fields = TelegramCustomFields(custom: custom, payload: object, problems: problems)
        // TDLib's rule, as `receiverID(of:)` applies it: a canonical, positive `user_id`, else 0.
        let receiverID = encryption?.keyID ?? object["user_id"].flatMap(PushReceiverID.validUserID) ?? 0
        return TelegramPush(
            receiverID: receiverID,
            isEncrypted: encryption != nil,
            account: encryption?.account,
            envelope: isAPNs ? .apns : envelope,
            date: date ?? members.date?.lenientInt64,
            payload: object,
            locKey: locKey,
            locArgs: locArgs,
            fields: fields,
            content: Self.content(locKey: locKey, locArgs: locArgs, fields: fields, isEncrypted: encryption != nil))
    }

    private static func content(
        locKey: String?, locArgs: [String], fields: TelegramCustomFields, isEncrypted: Bool
    ) -> TelegramPush.Content {
        guard let locKey else { return .empty }
        if let key = TelegramLocKey(rawValue: locKey) {
            do {
                return .notification(try TelegramNotification(key: key, locArgs: locArgs))
            } catch {
                return .invalidArguments(error)
            }
        }
        do {
            if let service = try TelegramServiceNotification(locKey: locKey, fields: fields) {
                guard !service.requiresEncryption || isEncrypted else {
                    return .refused(service, reason: "\(locKey) is honoured only inside an MTProto-encrypted payload")
                }
                return .service(service)
            }
        } catch {
            return .invalidService(error)
        }
        do {
            return .notification(try TelegramNotification(locKey: locKey, locArgs: locArgs))
        } catch {
            return .invalidArguments(error)
        }
    }

    private static func locKey(_ value: JSONValue?) throws(PushError) -> String? {
        guard let value, !value.isNull else { return nil }
        guard let key = value.stringValue else { throw .invalidEnvelope("`loc_key` must be a string") }
        return key
    }

    /// `loc_args` as strings; a number is taken as its JSON text (counts sometimes arrive so).
    private static func locArgs(_ value: JSONValue?) throws(PushError) -> [String] {
        guard let value, !value.isNull else { return [] }
        guard value.kind == .array else { throw .invalidEnvelope("`loc_args` must be a list") }
        var args: [String] = []
        args.reserveCapacity(value.count)
        for element in value.elements {
            switch element.kind {
            case .string: args.append(element.stringValue ?? "")
            case .number: args.append(element.rawJSON)
            default: throw .invalidEnvelope("`loc_args` must hold strings")
            }
        }
        return args
    }
}
