/// How a Zulip push was wrapped when it arrived.
public enum ZulipEnvelope: String, Sendable, Hashable, CaseIterable {
    /// End-to-end encrypted, in FCM data (`push_key_id` a string).
    case encryptedFCM = "encrypted_fcm"
    /// End-to-end encrypted, in an APNs payload (`push_key_id` an integer).
    case encryptedAPNs = "encrypted_apns"
    /// Plaintext FCM data from an older server (`event`, every value a string).
    case legacyFCM = "legacy_fcm"
    /// Plaintext APNs from an older server (a top-level `zulip` beside `aps.alert`, or `custom.zulip`).
    case legacyAPNs = "legacy_apns"
    /// The JSON a server encrypts (seed 004's examples: `type` message, remove or test, `user_id`,
    /// `realm_url`), given as it is, not encrypted.
    case decrypted = "decrypted"
}
