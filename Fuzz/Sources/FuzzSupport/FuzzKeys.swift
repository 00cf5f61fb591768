import PushSpec
import PushSpecCore
import PushSpecCrypto

/// The fixed keys every target decrypts with: the test keys of the crypto vectors
/// (`Tests/PushSpecCryptoTests/Fixtures/*.json`) and of `Examples/payloads/keyring.json`, so that
/// the seeds made from those files decrypt. Test keys only, public in the repository.
public enum FuzzKeys {
    // MARK: Telegram (mtproto.json `keyring`, the same three as the example keyring)

    public static let telegramSecretsBase64URL = [
        "-ZGBPKBiq50JD6BjzQQrb3-3fjqhXExmh0LwsbTOhHjoSFYj3eNkwYTwXpqx9m-ZOcWijUeVOPN_2jbEm2dDqw8Zc8FYdS8ujUzCrOpkQy-JkSC6bPuT_jdzFZLaVlJoIrN1mJDaXLbL215q6gRmNm-uKSNHaxhIxKMfYS72felINdnfd7M88Cu_Zycu_iOQetapUhQdqJ5t90cTOUkWHmM-N8WWdjfwsvdZp5z4wyqklq7c4e1o7bWlDjp72FDo-agR1p5spm22RgR4PlT6PnQENYmLajzT0Gf7kJeaCWKRhZAj7JnR7qgHBrJMDfv4DfNqGA8zx9hLAVLhRXh77A",
        "NQHB8TGEdJJZ3qIBwXZiY4sOyF7CdUq77vN69CkLet06eY-P88fUO_bm8ORjmwDpfFbhNBsKvzazohlIrPNRqspRy_JzSU2pt1CfZlKdgUS1fBxfHgJWbbY5sDvYiBOPkxeXJoPta9I3i6o5csG_gqRBBam3Hfnid6UKtvHn0gQdHxw_WQ8xNFHjl3pDcor0JEot6qO6MwXEZ8ndE8ZY-8p09QaB5em2OwJr2iEii-Opq4WCjIphuOjny5FNZEaxpAT4fwstPh9013BQ55VGhPYvmDV8daM9DY1VAERZik1JJCrkIjazJL3kO9xvdv36QYFKcOWKhEcA8DGAxVrnZw",
        "m_qvLPjnFUenI_f6nxJ-S3zA5m28iNfyajrjEbMVIujukHH_LXe_Wqlt9xDrKfJZM7BZKfPXZIHgel0QbU7y7eiKRTi5sEGMOxj15gPjG3aTBgJ7Gsdbzher1gixd-jk2KFWhieGfX0HPuLzwHnFjHLszwmtzXAc9-odeF5liT-LqxZNCwHjSVT_MvRlwlydv9zXELMnefIfLgIVBdJNcskw8fQJzsOF-bnDnTvh1iUsmyEcETTGKr5lLs9BRnvYNwzYEXCj2MfTwLu6MIsE_VD6jzSC5YYtlm7i3SS73_JFdyG62Inamo8RwxLOS5DIZMbuS5kkQA4UBQruWF7PUA",
    ]
    public static let telegramAccounts = ["alice", "bob", "carol"]

    public static let telegramSecrets: [[UInt8]] = telegramSecretsBase64URL.map { decodeURL($0) }
    public static let telegramKeys: [TelegramPushKey] = telegramSecrets.map { secret in
        do { return try TelegramPushKey(secret: secret) } catch { fatalError("fixed Telegram key: \(error)") }
    }

    // MARK: Zulip (zulip.json `keys`)

    public struct ZulipKey: Sendable {
        public let id: UInt32
        public let key: ZulipPushKey
        /// The 32-byte secretbox key (the push key without its 0x31 version byte), for the encryptor.
        public let secretbox: [UInt8]
        public let realmURL: String?
        public let userID: Int64?
    }

    /// 2408 is bound to an account (realm and user, as in the example keyring), so the account
    /// check runs; 3000000000 is not.
    public static let zulipKeys: [ZulipKey] = [
        zulip(2408, "Me5fUg/VgDWxWpNYKYVG8XEjLSHxPicwOzrE2tqVB8gj", realm: "https://chat.example.com", user: 10),
        zulip(3_000_000_000, "MfHt87vGj/5KdHC0Be637ACVchkoOQrdIZVy/Anopzei", realm: nil, user: nil),
    ]

    private static func zulip(_ id: UInt32, _ base64: String, realm: String?, user: Int64?) -> ZulipKey {
        guard let raw = Base64.decodeStandard(base64), raw.count == 33 else { fatalError("fixed Zulip key") }
        do {
            return ZulipKey(
                id: id, key: try ZulipPushKey(pushKeyBase64: base64), secretbox: Array(raw.dropFirst()),
                realmURL: realm, userID: user)
        } catch {
            fatalError("fixed Zulip key: \(error)")
        }
    }

    // MARK: Web push (webpush.json and the example keyring)

    public struct WebPushKey: Sendable {
        public let keys: WebPushKeys
        public let authSecret: [UInt8]
    }

    /// 0: RFC 8291's receiver; 1, 2: the aesgcm vectors' receivers; 3: the example keyring's.
    public static let webPushKeys: [WebPushKey] = [
        webPush("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94", "BTBZMqHH6r4Tts7J_aSIgg"),
        webPush("9FWl15_QUQAWDaD3k3l50ZBZQJ4au27F1V4F0uLSD_M", "R29vIGdvbyBnJyBqb29iIQ"),
        webPush("4h23G_KkXC9TvBSK2v0Q7ImpS2YAuRd8hQyN0rFAwBg", "aTDc6JebzR6eScy2oLo4RQ"),
        webPush("zMY11ssdr_Jc1sSRXq5SVapOjD_ouqoJ9SYbL7wCssI", "uIe49ULX8lUUEXviFaPvXQ"),
    ]

    private static func webPush(_ privateKey: String, _ auth: String) -> WebPushKey {
        let authSecret = decodeURL(auth)
        do {
            return WebPushKey(keys: try WebPushKeys(privateKey: decodeURL(privateKey), authSecret: authSecret), authSecret: authSecret)
        } catch {
            fatalError("fixed web push key: \(error)")
        }
    }

    /// RFC 8291 appendix A, for sealing messages to ``webPushKeys``[0] without a P-256 library:
    /// the sender's public key and the ECDH secret it shares with the receiver.
    public enum RFC8291 {
        public static let senderPublicKey = decodeURL("BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8")
        public static let ecdhSecret = decodeURL("kyrL1jIIOHEzg3sM2ZWRHDRB62YACZhhSlknJ672kSs")
        public static let salt = decodeURL("DGv6ra1nlYgDCS1FRnbzlw")
    }

    // MARK: Keyrings

    /// Every key above.
    public static let keyring: PushKeyring = {
        var keyring = PushKeyring()
        for (key, account) in zip(telegramKeys, telegramAccounts) {
            keyring.add(.init(key: key, account: account))
        }
        for key in zulipKeys {
            keyring.add(.init(id: key.id, key: key.key, realmURL: key.realmURL, userID: key.userID))
        }
        // The example keyring's subscription first: the example bodies open on the first try.
        keyring.add(.init(keys: webPushKeys[3].keys, endpoint: "https://push.example.com/send/example-subscription"))
        keyring.add(.init(keys: webPushKeys[0].keys))
        return keyring
    }()

    /// Builds every key now, so that no input pays for it.
    public static func warmUp() {
        blackHole(keyring)
        blackHole(webPushKeys.count + zulipKeys.count + telegramKeys.count)
    }

    static func decodeURL(_ text: String) -> [UInt8] {
        guard let bytes = Base64.decodeURL(text) else { fatalError("fixed key is not base64url: \(text)") }
        return bytes
    }
}
