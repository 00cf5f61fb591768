import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto

extension PushDecoderOf {
    /// Whether the push is a Zulip one: E2EE fields, a legacy `event` with Zulip's fields, or an
    /// APNs `zulip` object, at the top level (where the server puts it: it merges its `custom`
    /// into the APNs payload, zerver/lib/push_notifications.py) or in `custom`. Returns the object
    /// holding the fields. A push with a `zulip` object and no Telegram field (`loc_key`, `p`) is
    /// a Zulip one, even beside an `aps` or a `custom`; one with both is taken as Telegram.
    /// `top` holds the root's members, `members` those of `object`, the object the fields are in.
    static func zulipObject(
        root: JSONValue, top: EnvelopeMembers, object: JSONValue, members: EnvelopeMembers
    ) -> (JSONValue, ZulipEnvelope)? {
        if members.hasEncryptedData, let idKind = members.pushKeyIDKind(in: object) {
            return (object, idKind == .string ? .encryptedFCM : .encryptedAPNs)
        }
        if members.eventKind(in: object) == .string, members.hasZulipField {
            return (object, .legacyFCM)
        }
        if isDecryptedZulip(object, members) { return (object, .decrypted) }
        // A `zulip` object is looked for only where no Telegram field is: a Telegram push, which
        // always has `loc_key` or `p`, is not searched.
        guard !members.hasLocKey, !members.hasEncrypted else { return nil }
        if let zulip = root["zulip"], zulip.kind == .object {
            return (zulip, .legacyAPNs)
        }
        if top.hasCustom, let zulip = top.custom(in: root)?["zulip"], zulip.kind == .object {
            return (zulip, .legacyAPNs)
        }
        return nil
    }

    /// Whether `object` is what a Zulip server encrypts, given as it is: it names its realm
    /// (`realm_url`, or `realm_uri`) and its user (`user_id`), and its `type` is `message`,
    /// `remove` or `test`; and it has no Telegram `loc_key` or `p`.
    static func isDecryptedZulip(_ object: JSONValue, _ members: EnvelopeMembers) -> Bool {
        guard members.hasRealm, members.hasUserID, !members.hasLocKey, !members.hasEncrypted,
            let type = members.type(in: object)?.stringValue
        else { return false }
        return type == "message" || type == "remove" || type == "test"
    }

    func decodeZulip(
        root: JSONValue, top: EnvelopeMembers, object: JSONValue, envelope: ZulipEnvelope
    ) throws(PushError) -> ZulipPush {
        let alert = top.aps(in: root)?["alert"]
        switch envelope {
        case .encryptedFCM, .encryptedAPNs:
            guard let id = object["push_key_id"]?.lenientInt64, let keyID = UInt32(exactly: id) else {
                throw .invalidEnvelope("`push_key_id` must be a 32-bit unsigned integer")
            }
            guard let entry = keyring.zulipEntry(forID: keyID) else { throw .unknownZulipKey(id: keyID) }
            guard let encrypted = object["encrypted_data"]?.stringValue else {
                throw .invalidEnvelope("`encrypted_data` must be a string")
            }
            let plaintext: [UInt8]
            do {
                plaintext = try ZulipE2EE.decrypt(encryptedDataBase64: encrypted, key: entry.key)
            } catch {
                throw .zulipDecryption(error)
            }
            guard let inner = try? JSONValue(parsing: plaintext, limits: Self.limits), inner.kind == .object else {
                throw .innerNotJSONObject
            }
            let push = try zulipPush(
                inner, envelope: envelope, keyID: keyID, alertTitle: nil, alertBody: nil)
            try Self.checkAccount(push, against: entry)
            return push
        case .legacyFCM, .legacyAPNs, .decrypted:
            return try zulipPush(
                object, envelope: envelope, keyID: nil, alertTitle: alert?["title"]?.stringValue,
                alertBody: alert?["body"]?.stringValue)
        }
    }

    private func zulipPush(
        _ json: JSONValue, envelope: ZulipEnvelope, keyID: UInt32?, alertTitle: String?, alertBody: String?
    ) throws(PushError) -> ZulipPush {
        let payload: ZulipPayload
        do {
            payload = try ZulipPayload(json: json)
        } catch {
            throw .invalidPayload(error)
        }
        return ZulipPush(
            isEncrypted: keyID != nil, pushKeyID: keyID, envelope: envelope, payload: payload, json: json,
            alertTitle: alertTitle, alertBody: alertBody)
    }

    /// A keyring entry that names its account accepts only payloads for that account: the same
    /// realm origin (scheme, host and port) and the same user id, as the Zulip app checks.
    static func checkAccount(_ push: ZulipPush, against entry: PushKeyring.ZulipEntry) throws(PushError) {
        if let expected = entry.realmURL {
            let actual = push.json["realm_url"]?.stringValue
            guard let actual, RealmOrigin(expected) == RealmOrigin(actual), RealmOrigin(expected) != nil else {
                throw .accountMismatch("the payload's realm_url is not the keyring entry's realm")
            }
        }
        if let expected = entry.userID, push.userID != expected {
            throw .accountMismatch("the payload's user_id is not the keyring entry's user")
        }
    }
}
