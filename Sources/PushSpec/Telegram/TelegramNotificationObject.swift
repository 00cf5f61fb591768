import PushSpecCore

/// A Telegram notification object found in its envelope, and decrypted when it came in `p`:
/// what decoding starts from, into the typed ``TelegramPush`` or into a ``TelegramPushView``.
struct TelegramNotificationObject: Sendable {
    /// The key an encrypted push was decrypted with.
    struct Encryption: Sendable {
        /// The key's `auth_key_id`: the push's receiver id.
        let keyID: Int64
        /// The keyring entry's account name.
        let account: String?
    }

    /// The JSON object holding `loc_key` (or, for APNs, `aps`).
    let object: JSONValue
    /// Its members that decide how it is decoded.
    let members: EnvelopeMembers
    /// How the push was wrapped (before looking for an APNs alert).
    let envelope: TelegramEnvelope
    /// The envelope's send time (outer `date`, else `google.sent_time`), or for an encrypted push
    /// that, else the decrypted object's `date`.
    let envelopeDate: EnvelopeDate
    /// The key, for a push that came encrypted.
    let encryption: Encryption?
    /// Where the `collapse_key` of the envelope around `data` stands in `object`'s document, for a
    /// push that came so (the older revision's GCM form has it there), found with the envelope's
    /// other members. (A position: no reference.)
    let envelopeCollapseKey: JSONValue.Position?

    /// `members` are those of `object`.
    init(
        object: JSONValue, members: EnvelopeMembers, envelope: TelegramEnvelope, date: EnvelopeDate,
        encryption: Encryption?, envelopeCollapseKey: JSONValue.Position? = nil
    ) {
        self.object = object
        self.members = members
        self.envelope = envelope
        self.envelopeDate = date
        self.encryption = encryption
        self.envelopeCollapseKey = envelopeCollapseKey
    }

    /// When the push was sent: the envelope's time, else the notification's own `date`.
    var date: Int64? { envelopeDate.seconds(in: object) ?? members.dateValue(in: object) }

    /// TDLib's rule, as `receiverID(of:)` applies it: the key id of an encrypted push, else a
    /// canonical, positive `user_id`, else 0.
    var receiverID: Int64 {
        encryption?.keyID ?? members.userID(in: object).flatMap(PushReceiverID.validUserID) ?? 0
    }

    /// `aps.alert`, and whether it is an APNs alert that carries the notification (an object
    /// with a `loc-key`).
    var apnsAlert: (alert: JSONValue?, isAPNs: Bool) {
        let alert = members.aps(in: object)?["alert"]
        return (alert, alert?.kind == .object && alert?["loc-key"] != nil)
    }
}
