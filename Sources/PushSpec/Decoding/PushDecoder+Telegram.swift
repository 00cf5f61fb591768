@_spi(Generated) import PushSpecCore
import PushSpecCrypto

extension PushDecoderOf {
    /// Finds the notification object in any envelope and decrypts `p`. `top` holds the members of
    /// `root`, `members` those of `object`, the object the fields are in (`data`, or the root).
    /// FCM's data map, whose `loc_args` and `custom` are JSON text, reads as its JSON form.
    func locateTelegram(
        root: JSONValue, top: EnvelopeMembers, object: JSONValue, members: EnvelopeMembers
    ) throws(PushError) -> TelegramNotificationObject {
        guard let jsonForm = try FCMDataText.jsonForm(root: root, top: top, object: object, members: members) else {
            return try locateTelegramInJSONForm(root: root, top: top, object: object, members: members)
        }
        let (jsonTop, jsonObject, jsonMembers) = try Self.envelope(of: jsonForm)
        return try locateTelegramInJSONForm(root: jsonForm, top: jsonTop, object: jsonObject, members: jsonMembers)
    }

    /// ``locateTelegram(root:top:object:members:)`` of a push in its JSON form.
    private func locateTelegramInJSONForm(
        root: JSONValue, top: EnvelopeMembers, object: JSONValue, members: EnvelopeMembers
    ) throws(PushError) -> TelegramNotificationObject {
        let date = EnvelopeDate.members(date: top.datePosition, sentTime: top.googleSentTimePosition)
        guard let dataKind = top.dataKind(in: root) else {
            let envelope: TelegramEnvelope = top.apsKind(in: root) == .object ? .apns : .flat
            return try plainOrDecrypted(object, members, envelope: envelope, date: date)
        }
        switch dataKind {
        case .object:
            return try plainOrDecrypted(
                object, members, envelope: .data, date: date, envelopeCollapseKey: top.collapseKeyPosition)
        case .string:
            guard let text = top.data(in: root)?.stringValue else { throw .invalidEnvelope("`data` is not a valid string") }
            guard let inner = try? JSONValue(parsing: text, limits: Self.limits) else {
                throw .invalidEnvelope("`data` is a string that is not JSON")
            }
            guard inner.kind == .object else { throw .invalidEnvelope("`data` is a string that is not a JSON object") }
            let (object, members) = try FCMDataText.jsonForm(ofDocument: inner, members: EnvelopeMembers(inner))
            return try plainOrDecrypted(object, members, envelope: .dataString, date: .seconds(date.seconds(in: root)))
        default:
            throw .invalidEnvelope("`data` must be an object")
        }
    }

    /// Decrypts the notification object's `p`, or takes the object itself when it has none
    /// (`members` are the object's).
    private func plainOrDecrypted(
        _ object: JSONValue, _ members: EnvelopeMembers, envelope: TelegramEnvelope, date: EnvelopeDate,
        envelopeCollapseKey: JSONValue.Position? = nil
    ) throws(PushError) -> TelegramNotificationObject {
        if let encrypted = members.encrypted(in: object) {
            // The envelope's date is read now: the decrypted push is another document.
            return try decrypt(encrypted, envelope: envelope, date: date.seconds(in: object))
        }
        return TelegramNotificationObject(
            object: object, members: members, envelope: envelope, date: date, encryption: nil,
            envelopeCollapseKey: envelopeCollapseKey)
    }

    private func decrypt(
        _ encrypted: JSONValue, envelope: TelegramEnvelope, date: Int64?
    ) throws(PushError) -> TelegramNotificationObject {
        guard encrypted.kind == .string else { throw .invalidEnvelope("`p` must be a string") }
        // `p` is decoded into a temporary buffer, from the payload's bytes in place; only a `p`
        // written with escapes needs a String.
        let opened: Result<OpenedMessage, PushError>
        if let characterCount = encrypted.withUnescapedStringBytes({ $0.count }) {
            opened = withUnsafeTemporaryAllocation(
                byteCount: Base64.maximumDecodedCount(forCharacterCount: characterCount), alignment: 16
            ) { buffer in
                // The closure's result is a plain Int (the count, or -1), whose type the generic
                // accessor needs no runtime metadata lookup for.
                let count = encrypted.withUnescapedStringBytes { Base64.decode($0, url: true, into: buffer) ?? -1 } ?? -1
                return open(UnsafeRawBufferPointer(buffer), decodedCount: count >= 0 ? count : nil)
            }
        } else {
            let text = Array((encrypted.stringValue ?? "").utf8)
            opened = text.withUnsafeBufferPointer { characters in
                withUnsafeTemporaryAllocation(
                    byteCount: Base64.maximumDecodedCount(forCharacterCount: characters.count), alignment: 16
                ) { buffer in
                    open(UnsafeRawBufferPointer(buffer), decodedCount: Base64.decode(characters, url: true, into: buffer))
                }
            }
        }
        let (inner, keyID, account) = try opened.get()
        let innerMembers = EnvelopeMembers(inner)
        let date = Self.decryptedDate(envelope: date, members: innerMembers, inner: inner)
        let encryption = TelegramNotificationObject.Encryption(keyID: keyID, account: account)
        guard let data = innerMembers.data(in: inner) else {
            return try decrypted(inner, innerMembers, envelope: envelope, date: date, encryption: encryption)
        }
        guard data.kind == .object else { throw .invalidEnvelope("decrypted `data` must be an object") }
        return try decrypted(data, EnvelopeMembers(data), envelope: envelope, date: date, encryption: encryption)
    }

    /// The date of a decrypted push: the envelope's, else the decrypted object's own `date`.
    private static func decryptedDate(envelope: Int64?, members: EnvelopeMembers, inner: JSONValue) -> EnvelopeDate {
        if let envelope { return .seconds(envelope) }
        return .seconds(members.dateValue(in: inner))
    }

    /// A decrypted push: its parsed JSON object, the key id and the account of the key.
    private typealias OpenedMessage = (inner: JSONValue, keyID: Int64, account: String?)

    /// Decrypts the first `decodedCount` bytes of `buffer` (the base64url-decoded `p`; nil when
    /// `p` was not base64url) with the keyring's key and parses the JSON object inside.
    private func open(_ buffer: UnsafeRawBufferPointer, decodedCount: Int?) -> Result<OpenedMessage, PushError> {
        guard let decodedCount else { return .failure(.badBase64) }
        let message = UnsafeRawBufferPointer(rebasing: buffer[..<decodedCount])
        guard let keyID = MTProtoPush.authKeyID(of: message) else {
            return .failure(.decryption(.tooShort(decodedCount)))
        }
        guard let entry = keyring.telegramEntry(forKeyID: keyID) else { return .failure(.unknownKey(keyID: keyID)) }
        // Parsed where it was decrypted: the JSON is copied once, into the parsed document.
        let parsed = MTProtoPush.withDecryptedJSON(message, with: entry.key) { json in
            try? JSONValue(parsing: json, limits: Self.limits)
        }
        switch parsed {
        case let .failure(error): return .failure(.decryption(error))
        case let .success(inner?) where inner.kind == .object: return .success((inner, keyID, entry.account))
        case .success: return .failure(.innerNotJSONObject)
        }
    }

    /// A decrypted notification object, which must not hold another `p`.
    private func decrypted(
        _ object: JSONValue, _ members: EnvelopeMembers, envelope: TelegramEnvelope, date: EnvelopeDate,
        encryption: TelegramNotificationObject.Encryption
    ) throws(PushError) -> TelegramNotificationObject {
        guard !members.hasEncrypted else { throw .invalidEnvelope("decrypted payload holds another `p`") }
        let (object, members) = try FCMDataText.jsonForm(ofDocument: object, members: members)
        return TelegramNotificationObject(
            object: object, members: members, envelope: envelope, date: date, encryption: encryption)
    }

    /// Decodes a notification object into the typed push.
    static func decodeTelegram(_ source: TelegramNotificationObject) throws(PushError) -> TelegramPushOf<Notification> {
        let (alert, isAPNs) = source.apnsAlert
        let (locKey, knownKey): (String?, Notification.Key?)
        let locArgs: [String]
        if isAPNs {
            (locKey, knownKey) = try Self.locKey(alert?["loc-key"])
            locArgs = try Self.locArgs(alert?["loc-args"])
        } else {
            (locKey, knownKey) = try Self.locKey(at: source.members.locKeyPosition, in: source.object)
            locArgs = try Self.locArgs(at: source.members.locArgsPosition, in: source.object)
        }
        return TelegramPushOf(source, locKey: locKey, knownKey: knownKey, locArgs: locArgs)
    }


    // The shape errors of `loc_key` and `loc_args`, which the view checks too.
    static var locKeyNotAString: PushError { .invalidEnvelope("`loc_key` must be a string") }
    static var locArgsNotAList: PushError { .invalidEnvelope("`loc_args` must be a list") }
    static var locArgsNotStrings: PushError { .invalidEnvelope("`loc_args` must hold strings") }

    /// The `loc_key`, and its case when it is one the spec knows. A known key (written without
    /// escapes, as nearly all are) is looked up where it stands, and its String is the case's
    /// raw value: nothing is allocated.
    static func locKey<Key: TelegramCatalogKey>(_ value: JSONValue?) throws(PushError) -> (String?, Key?) {
        guard let value, !value.isNull else { return (nil, nil) }
        if let known = Key(jsonString: value) { return (known.rawValue, known) }
        guard let key = value.stringValue else { throw Self.locKeyNotAString }
        return (key, nil)
    }

    /// ``locKey(_:)`` of the member at `position` of `object`, a known key read where it stands:
    /// no value is made for it (and the document retained again).
    static func locKey<Key: TelegramCatalogKey>(
        at position: JSONValue.Position?, in object: JSONValue
    ) throws(PushError) -> (String?, Key?) {
        guard let position else { return (nil, nil) }
        if let known = Key(jsonStringAt: position, in: object) { return (known.rawValue, known) }
        return try locKey(object.value(at: position))
    }

    /// `loc_args` as strings; a number is taken as its JSON text (counts sometimes arrive so).
    static func locArgs(_ value: JSONValue?) throws(PushError) -> [String] {
        guard let value else { return [] }
        return try locArgs(at: value.position, in: value)
    }

    /// ``locArgs(_:)`` of the member at `position` of `object`, read where it stands.
    static func locArgs(at position: JSONValue.Position?, in object: JSONValue) throws(PushError) -> [String] {
        guard let position else { return [] }
        if let args = object.elementTexts(at: position) { return args }
        try checkLocArgsNotTexts(at: position, in: object)
        return []
    }

    /// For `loc_args` that are not an array of strings and numbers: returns for `null` (no
    /// arguments), throws the shape error otherwise. The view checks them with it too.
    static func checkLocArgsNotTexts(at position: JSONValue.Position, in object: JSONValue) throws(PushError) {
        switch object.kind(at: position) {
        case .null: return
        case .array: throw Self.locArgsNotStrings
        default: throw Self.locArgsNotAList
        }
    }
}
