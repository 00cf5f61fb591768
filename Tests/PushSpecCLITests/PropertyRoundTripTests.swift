import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto
import PushSpecTestSupport
import Testing

// Property-based round trips: seeded random payloads, encrypted by PushSpecTestSupport's
// independent encryptors (the servers' side: OpenSSL's plain AES block function and hand-written
// IGE for MTProto, hand HKDF for web push, libsodium's secretbox for Zulip), then decrypted and
// decoded by `PushDecoder` and compared with the plaintext decoded directly and with the values
// the generator put in.
//
// Every case is reproducible from its seed and index, which failures print. Set
// PUSHSPEC_PROPERTY_SEED to run another seed.

/// Random values for the generators, on top of SplitMix64.
struct PropertyRandom {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    static func seed(_ fallback: UInt64) -> UInt64 {
        ProcessInfo.processInfo.environment["PUSHSPEC_PROPERTY_SEED"].flatMap { UInt64($0) } ?? fallback
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    mutating func int64(_ range: ClosedRange<Int64>) -> Int64 { Int64.random(in: range, using: &generator) }
    mutating func chance(_ oneIn: Int) -> Bool { int(1...oneIn) == 1 }
    mutating func bytes(_ count: Int) -> [UInt8] { generator.bytes(count) }
    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// Text with every kind of character JSON has to carry: ASCII, quotes, backslashes, control
    /// characters, DEL, non-ASCII BMP, astral scalars.
    mutating func text(maxLength: Int = 24) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<int(0...maxLength) {
            let value: UInt32
            switch int(0...11) {
            case 0...4: value = UInt32(int(0x20...0x7E))
            case 5: value = pick([0x22, 0x5C, 0x2F, 0x7F, 0x27])
            case 6: value = UInt32(int(0x00...0x1F))
            case 7: value = UInt32(int(0xA0...0x7FF))
            case 8: value = UInt32(int(0x800...0xD7FF))
            case 9: value = UInt32(int(0xE000...0xFFFD))
            default: value = UInt32(int(0x10000...0x10FFFF))
            }
            scalars.append(Unicode.Scalar(value)!)
        }
        return String(scalars)
    }

    /// Optional whitespace between JSON tokens.
    mutating func space() -> String {
        chance(3) ? pick([" ", "\n", "\t", "\r\n", "  "]) : ""
    }

    /// A JSON string literal for `text`, escaped in a random but valid way (short escapes, `\u`
    /// escapes in either case, surrogate pairs for astral scalars, `\/`). Written here, not with
    /// the product's writer.
    mutating func jsonString(_ text: String) -> String {
        var out = "\""
        func unit(_ value: UInt32, upper: Bool) -> String {
            let hex = String(value, radix: 16, uppercase: upper)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        let shortEscapes: [UInt32: String] = [0x08: "\\b", 0x0C: "\\f", 0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t"]
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let upper = chance(2)
            let escape = chance(6)
            switch value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0..<0x20: out += escape || shortEscapes[value] == nil ? unit(value, upper: upper) : shortEscapes[value]!
            case 0x2F where !escape && chance(3): out += "\\/"
            default:
                if escape {
                    if value > 0xFFFF {
                        let offset = value - 0x10000
                        out += unit(0xD800 + (offset >> 10), upper: upper) + unit(0xDC00 + (offset & 0x3FF), upper: upper)
                    } else {
                        out += unit(value, upper: upper)
                    }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A JSON object from members in random order with random whitespace.
    mutating func object(_ members: [(String, String)]) -> String {
        var members = members
        members.shuffle(using: &generator)
        let body = members.map { key, value in space() + jsonString(key) + space() + ":" + space() + value + space() }
        return "{" + body.joined(separator: ",") + "}"
    }

    /// Some JSON value no reader looks at.
    mutating func junk(depth: Int = 0) -> String {
        switch int(0...(depth < 3 ? 7 : 4)) {
        case 0: return jsonString(text())
        case 1: return String(int64(Int64.min...Int64.max))
        case 2: return pick(["1e400", "-0.5e-7", "0", "3.25", "true", "false", "null", "-0"])
        case 3: return jsonString("")
        case 4: return "[]"
        case 5, 6:
            return object((0..<int(0...3)).map { index in ("j\(index)_\(int(0...99))", junk(depth: depth + 1)) })
        default:
            return "[" + (0..<int(0...3)).map { _ in junk(depth: depth + 1) }.joined(separator: ",") + "]"
        }
    }
}

/// A random Telegram notification payload and what decoding it must give.
struct TelegramPropertyCase {
    var json: String
    let key: TelegramLocKey
    let args: [String]
    let messageID: Int64?
    let chatID: Int64?
    let fromID: Int64?
    let isSilent: Bool?
    let isMention: Bool?
    let editDate: Int64?
    let badge: Int?
    let userID: Int64?
    let sound: String?

    static func make(_ random: inout PropertyRandom) -> TelegramPropertyCase {
        let key = random.pick(TelegramLocKey.allCases)
        let form = random.pick(key.descriptor.forms)
        var args: [String] = []
        var argsJSON: [String] = []
        for argument in form.arguments {
            switch argument.type {
            case .text:
                let text = random.text()
                args.append(text)
                argsJSON.append(random.jsonString(text))
            case .count, .integer:
                let value = argument.type == .count ? random.int(0...Int(Int32.max)) : random.int(-1_000_000_000...1_000_000_000)
                args.append(String(value))
                // A number in `loc_args` is taken as its JSON text.
                argsJSON.append(random.chance(3) ? String(value) : random.jsonString(String(value)))
            }
        }
        var members: [(String, String)] = [
            ("loc_key", random.jsonString(key.rawValue)),
            ("loc_args", "[" + argsJSON.map { random.space() + $0 + random.space() }.joined(separator: ",") + "]"),
        ]
        var custom: [(String, String)] = []
        func id(_ name: String, present: Bool? = nil) -> Int64? {
            guard present ?? random.chance(2) else { return nil }
            let value = random.int64(Int64.min...Int64.max)
            custom.append((name, random.chance(2) ? String(value) : random.jsonString(String(value))))
            return value
        }
        func flag(_ name: String) -> Bool? {
            guard random.chance(2) else { return nil }
            let (text, value) = random.pick([
                ("\"1\"", true), ("1", true), ("true", true), ("\"true\"", true),
                ("\"0\"", false), ("0", false), ("false", false), ("\"false\"", false),
            ])
            custom.append((name, text))
            return value
        }
        let messageID = id("msg_id")
        // Where the push's chat picks the form (pins), the chat is one of the form's kind:
        // a user alone for a private form, a group for a group form, a channel for a channel one.
        let chatKind = key.formsDependOnPeer ? form.peerKind : nil
        let chatID = id("chat_id", present: chatKind.map { $0 == .group })
        let fromID = id("from_id", present: chatKind == .private ? true : nil)
        if chatKind == .channel { _ = id("channel_id", present: true) }
        let isSilent = flag("silent")
        let isMention = flag("mention")
        let editDate: Int64? = random.chance(3) ? random.int64(1...4_000_000_000) : nil
        if let editDate { custom.append(("edit_date", random.chance(2) ? String(editDate) : "\"\(editDate)\"")) }
        for index in 0..<random.int(0...3) {
            custom.append(("x_\(index)_\(random.int(0...999))", random.junk()))
        }
        if !custom.isEmpty || random.chance(2) { members.append(("custom", random.object(custom))) }
        let badge: Int? = random.chance(3) ? random.int(0...100_000) : nil
        if let badge { members.append(("badge", random.chance(2) ? String(badge) : "\"\(badge)\"")) }
        let userID: Int64? = random.chance(3) ? random.int64(1...Int64.max) : nil
        if let userID { members.append(("user_id", random.chance(2) ? String(userID) : "\"\(userID)\"")) }
        let sound: String? = random.chance(4) ? random.text(maxLength: 8) : nil
        if let sound { members.append(("sound", random.jsonString(sound))) }
        if random.chance(4) { members.append(("x_top", random.junk())) }
        return TelegramPropertyCase(
            json: random.object(members), key: key, args: args, messageID: messageID, chatID: chatID, fromID: fromID,
            isSilent: isSilent, isMention: isMention, editDate: editDate, badge: badge, userID: userID, sound: sound)
    }

    /// What differs between `push` and what the generator put in and the plaintext decoded
    /// directly as `direct`; empty when nothing does.
    func mismatches(_ push: TelegramPush, direct: TelegramPush) -> [String] {
        var found: [String] = []
        func check(_ ok: Bool, _ what: @autoclosure () -> String) { if !ok { found.append(what()) } }
        check(push.payload.rawJSON == json, "payload differs from the plaintext")
        check(push.content == direct.content, "content \(push.content) != direct \(direct.content)")
        check(push.fields == direct.fields, "fields differ from the direct decoding")
        check(push.locKey == key.rawValue, "loc_key \(push.locKey as Any)")
        check(push.locArgs.map { Array($0.utf8) } == args.map { Array($0.utf8) }, "loc_args \(push.locArgs) != \(args)")
        if case let .notification(notification) = push.content {
            check(notification.locKey == key.rawValue, "notification loc_key \(notification.locKey)")
            check(
                notification.locArgs.map { Array($0.utf8) } == args.map { Array($0.utf8) },
                "notification back to the wire: \(notification.locArgs) != \(args)")
        } else {
            found.append("content is not a notification: \(push.content)")
        }
        check(push.fields.problems.isEmpty, "problems \(push.fields.problems)")
        check(push.fields.messageID == messageID, "msg_id \(push.fields.messageID as Any) != \(messageID as Any)")
        check(push.fields.chatID == chatID, "chat_id")
        check(push.fields.fromID == fromID, "from_id")
        check(push.fields.isSilent == isSilent, "silent")
        check(push.fields.isMention == isMention, "mention")
        check(push.fields.editDate == editDate, "edit_date")
        check(push.fields.badge == badge, "badge")
        check(push.fields.userID == userID, "user_id")
        check(push.fields.sound.map { Array($0.utf8) } == sound.map { Array($0.utf8) }, "sound")
        return found
    }
}

/// Records one issue per failing case (the first few only), with what reproduces it.
struct PropertyFailures {
    let property: String
    let seed: UInt64
    private(set) var count = 0

    init(_ property: String, seed: UInt64) {
        self.property = property
        self.seed = seed
    }

    mutating func record(case index: Int, _ problems: [String], input: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !problems.isEmpty else { return }
        count += 1
        if count <= 5 {
            Issue.record(
                "\(property), seed \(seed), case \(index): \(problems.joined(separator: "; "))\ninput: \(input.prefix(2000))",
                sourceLocation: sourceLocation)
        }
    }
}

@Suite struct PropertyRoundTripTests {
    /// MTProto 2.0: random loc_keys with arguments of the right count and type, random custom
    /// fields, random keys, random padding (12…1024 bytes) and envelopes.
    @Test func mtprotoPushesDecryptAndDecodeLikeTheirPlaintext() throws {
        let seed = PropertyRandom.seed(0x4D54_5072_6F74_6F01)
        var random = PropertyRandom(seed: seed)
        var keyring = PushKeyring()
        var secrets: [(secret: [UInt8], keyID: Int64, account: String)] = []
        for index in 0..<8 {
            let secret = random.bytes(256)
            let account = "account-\(index)"
            keyring.add(.init(key: try TelegramPushKey(secret: secret), account: account))
            secrets.append((secret, MTProtoTestEncryptor.keyID(secret: secret), account))
        }
        let decoder = PushDecoder(keyring: keyring)
        var failures = PropertyFailures("MTProto round trip", seed: seed)
        let cases = 1000
        for index in 0..<cases {
            let payload = TelegramPropertyCase.make(&random)
            let key = random.pick(secrets)
            let json = Array(payload.json.utf8)
            let minimum = MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count)
            let padding = random.bytes(minimum + 16 * random.int(0...((1024 - minimum) / 16)))
            let message = MTProtoTestEncryptor.encrypt(json: json, secret: key.secret, padding: padding)
            let p = random.jsonString(base64URLEncode(message) + (random.chance(4) ? String(repeating: "=", count: (4 - base64URLEncode(message).count % 4) % 4) : ""))
            let envelope: String
            switch random.int(0...3) {
            case 0: envelope = random.object([("p", p)])
            case 1: envelope = random.object([("data", random.object([("p", p)])), ("google.sent_time", "1700000000123")])
            case 2: envelope = random.object([("aps", #"{"mutable-content":1,"alert":{"title":"x"}}"#), ("p", p)])
            default: envelope = random.object([("p", p), ("date", "1700000000"), ("x_extra", random.junk())])
            }
            var problems: [String] = []
            do {
                guard case let .telegram(push) = try decoder.decode(Array(envelope.utf8)),
                    case let .telegram(direct) = try PushDecoder().decode(json)
                else {
                    failures.record(case: index, ["not a Telegram push"], input: payload.json)
                    continue
                }
                problems = payload.mismatches(push, direct: direct)
                if !push.isEncrypted || direct.isEncrypted { problems.append("isEncrypted") }
                if push.receiverID != key.keyID { problems.append("receiver id \(push.receiverID) != key id \(key.keyID)") }
                if push.account != key.account { problems.append("account \(push.account as Any)") }
                if try PushDecoder.receiverID(of: Array(envelope.utf8)) != key.keyID { problems.append("receiverID(of:)") }
            } catch {
                problems.append("threw \(error)")
            }
            failures.record(case: index, problems, input: payload.json)
        }
        #expect(failures.count == 0, "\(failures.count) of \(cases) cases failed")
    }

    /// RFC 8291 aes128gcm with random record sizes and padding, and the UnifiedPush folded aesgcm
    /// form, for random receivers; the plaintext is a random Telegram payload.
    @Test func webPushBodiesDecryptAndDecodeLikeTheirPlaintext() throws {
        let seed = PropertyRandom.seed(0x5765_6250_7573_6801)
        var random = PropertyRandom(seed: seed)
        var receivers: [(keys: WebPushKeys, decoder: PushDecoder)] = []
        while receivers.count < 6 {
            // A random 32-byte string is a valid scalar but for a chance of about 2^-32.
            guard let keys = try? WebPushKeys(privateKey: random.bytes(32), authSecret: random.bytes(16)) else { continue }
            receivers.append((keys, PushDecoder(keyring: PushKeyring(webPush: [.init(keys: keys)]))))
        }
        var failures = PropertyFailures("web push round trip", seed: seed)
        let cases = 1000
        for index in 0..<cases {
            let payload = TelegramPropertyCase.make(&random)
            let receiver = random.pick(receivers)
            let plaintext = Array(payload.json.utf8)
            let padding = random.chance(2) ? 0 : random.int(1...40)
            let body: [UInt8]
            let description: String
            if random.int(0...2) < 2 {
                // Small record sizes give many records; keep the body under 64 KiB.
                var rs = random.pick([18 + padding + random.int(0...48), random.int(64...1024), 4096])
                let chunk = rs - 17 - padding
                if (plaintext.count / chunk + 1) * rs > 60_000 { rs = 4096 }
                body = WebPushTestEncryptor.webPushAES128GCM(
                    records: WebPushTestEncryptor.aes128gcmRecords(plaintext, rs: rs, padding: padding), rs: UInt32(rs),
                    receiverPublicKey: receiver.keys.publicKey, authSecret: receiver.keys.authSecret, salt: random.bytes(16))
                description = "aes128gcm rs=\(rs) padding=\(padding)"
            } else {
                let rs: Int? = random.chance(3) ? nil : random.pick([3 + padding + random.int(0...40), random.int(64...2048)])
                body = WebPushTestEncryptor.aesgcmFolded(
                    plaintext: plaintext, receiverPublicKey: receiver.keys.publicKey, authSecret: receiver.keys.authSecret,
                    recordSize: rs, padding: padding)
                description = "aesgcm rs=\(rs.map(String.init) ?? "default") padding=\(padding)"
            }
            var problems: [String] = []
            do {
                guard case let .telegram(push) = try receiver.decoder.decode(webPushBody: body),
                    case let .telegram(direct) = try PushDecoder().decode(plaintext)
                else {
                    failures.record(case: index, ["not a Telegram push"], input: payload.json)
                    continue
                }
                problems = payload.mismatches(push, direct: direct)
                if try receiver.decoder.decryptWebPush(body) != plaintext { problems.append("decryptWebPush differs") }
            } catch {
                problems.append("threw \(error)")
            }
            failures.record(case: index, problems.map { "\(description): \($0)" }, input: payload.json)
        }
        #expect(failures.count == 0, "\(failures.count) of \(cases) cases failed")
    }

    /// Zulip E2EE: random payloads of every E2EE schema, sealed with libsodium for random keys and
    /// ids, in FCM and APNs wrapping, with keyring entries that name the account (or not).
    @Test func zulipPushesDecryptAndDecodeToThePayloadsMade() throws {
        let seed = PropertyRandom.seed(0x5A75_6C69_7001)
        var random = PropertyRandom(seed: seed)
        var failures = PropertyFailures("Zulip round trip", seed: seed)
        let cases = 1000
        for index in 0..<cases {
            let (json, expected, realm, userID) = Self.zulipPayload(&random)
            let key32 = random.bytes(32)
            let id = UInt32.random(in: 0...UInt32.max, using: &random.generator)
            let key = try ZulipPushKey(pushKey: [0x31] + key32)
            let entryRealm: String? =
                random.chance(2) ? random.pick([realm, realm.uppercased().replacingOccurrences(of: "HTTPS", with: "https"), realm + ":443", realm + "/"]) : nil
            let decoder = PushDecoder(
                keyring: PushKeyring(zulip: [.init(id: id, key: key, realmURL: entryRealm, userID: random.chance(2) ? userID : nil)]))
            let sealed = ZulipTestEncryptor.seal(plaintext: Array(json.utf8), key32: key32, nonce: random.bytes(24))
            let data = random.jsonString(base64Encode(sealed))
            let apns = random.chance(2)
            let envelope =
                apns
                ? random.object([
                    ("push_key_id", String(id)), ("encrypted_data", data),
                    ("aps", #"{"mutable-content":1,"alert":{"title":"New notification"}}"#),
                ])
                : random.object([("push_key_id", random.jsonString(String(id))), ("encrypted_data", data)])
            var problems: [String] = []
            do {
                guard case let .zulip(push) = try decoder.decode(Array(envelope.utf8)) else {
                    failures.record(case: index, ["not a Zulip push"], input: json)
                    continue
                }
                let direct = try ZulipPayload(json: try JSONValue(parsing: json))
                if push.payload != expected { problems.append("payload \(push.payload) != made \(expected)") }
                if direct != expected { problems.append("direct decoding \(direct) != made \(expected)") }
                if push.json.rawJSON != json { problems.append("json differs from the plaintext") }
                if push.pushKeyID != id || !push.isEncrypted { problems.append("key id / encrypted") }
                if push.envelope != (apns ? .encryptedAPNs : .encryptedFCM) { problems.append("envelope \(push.envelope)") }
                if push.userID != userID { problems.append("user id") }
                if let body = push.body, let content = Self.content(of: expected), Array(body.utf8) != Array(content.utf8) {
                    problems.append("body bytes differ")
                }
            } catch {
                problems.append("threw \(error)")
            }
            failures.record(case: index, problems, input: json)
        }
        #expect(failures.count == 0, "\(failures.count) of \(cases) cases failed")
    }

    static func content(of payload: ZulipPayload) -> String? {
        switch payload {
        case let .channelMessage(message): message.content
        case let .directMessage(message): message.content
        default: nil
        }
    }

    /// A random E2EE Zulip payload: its JSON, the value it must decode to, its realm and user.
    static func zulipPayload(_ random: inout PropertyRandom) -> (String, ZulipPayload, String, Int64) {
        let realm = "https://chat\(random.int(0...99)).example.com"
        let realmName = random.text(maxLength: 12)
        let userID = random.int64(1...Int64.max)
        func id() -> Int64 { random.int64(1...Int64(Int32.max) * 1000) }
        func idJSON(_ value: Int64) -> String { random.chance(4) ? random.jsonString(String(value)) : String(value) }
        var members: [(String, String)] = [
            ("realm_url", random.jsonString(realm)), ("realm_name", random.jsonString(realmName)),
            ("user_id", idJSON(userID)),
        ]
        let payload: ZulipPayload
        switch random.int(0...3) {
        case 0, 1:
            let (messageID, senderID, time) = (id(), id(), random.int64(1...4_000_000_000))
            let (content, sender, avatar) = (random.text(maxLength: 60), random.text(maxLength: 16), "https://example.com/\(random.int(0...999)).png")
            let group: (Int64, String)? = random.chance(3) ? (id(), random.text(maxLength: 10)) : nil
            members += [
                ("type", random.jsonString("message")), ("message_id", idJSON(messageID)), ("sender_id", idJSON(senderID)),
                ("time", String(time)), ("content", random.jsonString(content)), ("sender_full_name", random.jsonString(sender)),
                ("sender_avatar_url", random.jsonString(avatar)),
            ]
            if let group {
                members += [("mentioned_user_group_id", idJSON(group.0)), ("mentioned_user_group_name", random.jsonString(group.1))]
            }
            if random.chance(2) {
                let (channelID, channel, topic) = (id(), random.text(maxLength: 16), random.text(maxLength: 20))
                members += [
                    ("recipient_type", random.jsonString("channel")), ("channel_id", idJSON(channelID)),
                    ("channel_name", random.jsonString(channel)), ("topic", random.jsonString(topic)),
                ]
                payload = .channelMessage(
                    ZulipChannelMessage(
                        channelID: channelID, channelName: channel, topic: topic, content: content, messageID: messageID,
                        senderID: senderID, senderFullName: sender, senderAvatarURL: avatar, time: time, realmName: realmName,
                        realmURL: realm, userID: userID, mentionedUserGroupID: group?.0, mentionedUserGroupName: group?.1))
            } else {
                let recipients = (0..<random.int(1...6)).map { _ in id() }.sorted()
                members += [
                    ("recipient_type", random.jsonString("direct")),
                    ("recipient_user_ids", "[" + recipients.map { idJSON($0) }.joined(separator: ",") + "]"),
                ]
                payload = .directMessage(
                    ZulipDirectMessage(
                        recipientUserIDs: recipients, content: content, messageID: messageID, senderID: senderID,
                        senderFullName: sender, senderAvatarURL: avatar, time: time, realmName: realmName, realmURL: realm,
                        userID: userID, mentionedUserGroupID: group?.0, mentionedUserGroupName: group?.1))
            }
        case 2:
            let ids = (0..<random.int(0...8)).map { _ in id() }
            members += [("type", random.jsonString("remove")), ("message_ids", "[" + ids.map { idJSON($0) }.joined(separator: ",") + "]")]
            payload = .remove(ZulipRemove(messageIDs: ids, realmName: realmName, realmURL: realm, userID: userID))
        default:
            let time = random.int64(1...4_000_000_000)
            members += [("type", random.jsonString("test")), ("time", idJSON(time))]
            payload = .test(ZulipTest(time: time, realmName: realmName, realmURL: realm, userID: userID))
        }
        if random.chance(3) { members.append(("x_future_field", random.junk())) }
        return (random.object(members), payload, realm, userID)
    }
}
