import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto

extension PushDecoder {
    /// Finds the notification object in any envelope, decrypts `p`, and decodes it.
    func decodeTelegram(_ root: JSONValue) throws(PushError) -> TelegramPush {
        guard root.kind == .object else { throw .notAnObject }
        let date = root["date"]?.lenientInt64 ?? root["google.sent_time"]?.lenientInt64.map { $0 / 1000 }
        let (object, envelope) = try unwrapData(root)
        if let encrypted = object["p"] {
            return try decrypt(encrypted, envelope: envelope, date: date)
        }
        return try decodeNotification(
            object, envelope: envelope, date: date, encryption: nil)
    }

    /// The notification object: `data` when there is one (an object, or a JSON string), else the root.
    private func unwrapData(_ root: JSONValue) throws(PushError) -> (JSONValue, TelegramEnvelope) {
        guard let data = root["data"] else {
            return (root, root["aps"]?.kind == .object ? .apns : .flat)
        }
        switch data.kind {
        case .object:
            return (data, .data)
        case .string:
            guard let text = data.stringValue else { throw .invalidEnvelope("`data` is not a valid string") }
            let inner: JSONValue
            do {
                inner = try JSONValue(parsing: text, limits: Self.limits)
            } catch {
                throw .invalidEnvelope("`data` is a string that is not JSON")
            }
            guard inner.kind == .object else { throw .invalidEnvelope("`data` is a string that is not a JSON object") }
            return (inner, .dataString)
        default:
            throw .invalidEnvelope("`data` must be an object")
        }
    }

    private func decrypt(_ encrypted: JSONValue, envelope: TelegramEnvelope, date: Int64?) throws(PushError) -> TelegramPush {
        guard let text = encrypted.stringValue else { throw .invalidEnvelope("`p` must be a string") }
        guard let message = Base64.decodeURL(text) else { throw .badBase64 }
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
        let object: JSONValue
        if let data = inner["data"] {
            guard data.kind == .object else { throw .invalidEnvelope("decrypted `data` must be an object") }
            object = data
        } else {
            object = inner
        }
        guard object["p"] == nil else { throw .invalidEnvelope("decrypted payload holds another `p`") }
        return try decodeNotification(
            object, envelope: envelope, date: date ?? inner["date"]?.lenientInt64,
            encryption: (keyID, entry.account))
    }

    private func decodeNotification(
        _ object: JSONValue, envelope: TelegramEnvelope, date: Int64?, encryption: (keyID: Int64, account: String?)?
    ) throws(PushError) -> TelegramPush {
        let alert = object["aps"]?["alert"]
        let isAPNs = alert?.kind == .object && alert?["loc-key"] != nil
        let locKeyValue = isAPNs ? alert?["loc-key"] : object["loc_key"]
        let locArgsValue = isAPNs ? alert?["loc-args"] : object["loc_args"]
        let locKey = try Self.locKey(locKeyValue)
        let locArgs = try Self.locArgs(locArgsValue)
        let fields: TelegramCustomFields
        if isAPNs, object["custom"] == nil {
            fields = TelegramCustomFields(custom: object, payload: object)
        } else {
            fields = TelegramCustomFields(payload: object)
        }
        let receiverID = encryption?.keyID ?? fields.userID.flatMap { $0 > 0 ? $0 : nil } ?? 0
        return TelegramPush(
            receiverID: receiverID,
            isEncrypted: encryption != nil,
            account: encryption?.account,
            envelope: isAPNs ? .apns : envelope,
            date: date ?? object["date"]?.lenientInt64,
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
