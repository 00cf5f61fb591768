import Foundation
import PushSpec
import PushSpecCore
import PushSpecCrypto
import PushSpecTestSupport
import Testing

/// No key material in any error text.
///
/// Every case of `PushError`, `ReceiverIDError`, `MTProtoPushError`, `WebPushError`,
/// `ZulipDecryptionError` and `TelegramPushKeyError` is produced (from inputs built with known
/// keys wherever the case can be reached that way), and its `description`, `String(reflecting:)`
/// and `dump` are searched for every 8-byte run of every key (and of the secrets derived from
/// them) in hex, decimal, base64 and base64url. The CLI's keyring errors are produced from keyring
/// files holding known keys, and its stdout and stderr are searched the same way. Exhaustive
/// `switch`es name the cases, so a new case fails to compile here until it is covered.
@Suite(.serialized) struct HygieneKeyMaterialTests {
    // MARK: Known keys

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../PushSpecCryptoTests/Fixtures").standardizedFileURL

    static func fixture(_ name: String) -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: fixtures.appending(path: "\(name).json").path),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    static let telegramSecrets: [[UInt8]] = (fixture("mtproto")["keyring"] as? [[String: Any]] ?? []).compactMap {
        ($0["secret"] as? String).flatMap(base64URLDecode)
    }
    static let zulipKeys: [(id: UInt32, wire: [UInt8])] = (fixture("zulip")["keys"] as? [[String: Any]] ?? []).compactMap {
        guard let id = ($0["push_key_id"] as? NSNumber)?.uint32Value, let key = ($0["push_key"] as? String).flatMap(base64Decode)
        else { return nil }
        return (id, key)
    }
    /// RFC 8291's example: the receiver's keys and every secret derived for its message.
    static let rfc8291: [String: [UInt8]] = {
        let vector = fixture("webpush")["rfc8291_aes128gcm"] as? [String: Any] ?? [:]
        var values: [String: [UInt8]] = [:]
        for name in ["ua_private", "auth_secret", "ecdh_secret", "ikm", "prk", "cek", "nonce", "body", "ua_public"] {
            values[name] = (vector[name] as? String).flatMap(base64URLDecode)
        }
        return values
    }()
    static let otherWebPushPrivate: [UInt8] = (0..<32).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 7) }
    static let otherWebPushAuth: [UInt8] = (0..<16).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 5) }

    /// Every secret byte string the texts must not show.
    static let secrets: [(name: String, bytes: [UInt8])] = {
        var secrets: [(String, [UInt8])] = []
        for (index, secret) in telegramSecrets.enumerated() { secrets.append(("telegram secret \(index)", secret)) }
        for key in zulipKeys {
            secrets.append(("zulip key \(key.id)", Array(key.wire.dropFirst())))
        }
        for name in ["ua_private", "auth_secret", "ecdh_secret", "ikm", "prk", "cek", "nonce"] {
            if let bytes = rfc8291[name] { secrets.append(("rfc8291 \(name)", bytes)) }
        }
        secrets.append(("web push private key", otherWebPushPrivate))
        secrets.append(("web push auth", otherWebPushAuth))
        return secrets
    }()

    static let scanner = KeyMaterialScanner(secrets)

    // MARK: The errors

    /// Texts of an error value: description, debug description, dump.
    static func texts(_ error: some Error) -> [String] {
        var dumped = ""
        dump(error, to: &dumped)
        return ["\(error)", String(reflecting: error), dumped]
    }

    @Test func theScannerFindsEveryFormOfAKey() throws {
        let secret = try #require(Self.telegramSecrets.first)
        let window = Array(secret[100..<108])
        let forms = [
            hex(window), hex(window).uppercased(), "\(window)", window.map(String.init).joined(separator: " "),
            String(window.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }),
            String(Int64(bitPattern: window.reversed().withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) })),
            String(base64Encode(Array(secret[99..<120])).dropFirst(4).prefix(12)),
            String(base64URLEncode(Array(secret[98..<120])).dropFirst(4).prefix(12)),
        ]
        for form in forms {
            #expect(!Self.scanner.leaks(in: "error: \(form) here").isEmpty, "\(form)")
        }
        #expect(Self.scanner.leaks(in: "no key in the keyring for auth_key_id 578437695752307201").isEmpty)
        #expect(Self.secrets.count >= 12)
    }

    @Test func everyErrorCaseIsFreeOfKeyMaterial() throws {
        var named: [String: [String]] = [:]
        func add(_ error: some Error, _ name: String) {
            named[name, default: []] += Self.texts(error)
        }
        for error in try Self.mtprotoErrors() { add(error, "MTProtoPushError." + Self.name(error)) }
        for error in try Self.webPushErrors() { add(error, "WebPushError." + Self.name(error)) }
        for error in try Self.zulipErrors() { add(error, "ZulipDecryptionError." + Self.name(error)) }
        for error in try Self.telegramKeyErrors() { add(error, "TelegramPushKeyError." + Self.name(error)) }
        for error in try Self.pushErrors() { add(error, "PushError." + Self.name(error)) }
        for error in Self.receiverIDErrors() { add(error, "ReceiverIDError." + Self.name(error)) }

        let all =
            Self.mtprotoCases.map { "MTProtoPushError.\($0)" } + Self.webPushCases.map { "WebPushError.\($0)" }
            + Self.zulipCases.map { "ZulipDecryptionError.\($0)" } + Self.telegramKeyCases.map { "TelegramPushKeyError.\($0)" }
            + Self.pushCases.map { "PushError.\($0)" } + Self.receiverIDCases.map { "ReceiverIDError.\($0)" }
        #expect(Set(named.keys) == Set(all), "missing: \(Set(all).subtracting(named.keys).sorted())")
        for (name, texts) in named.sorted(by: { $0.key < $1.key }) {
            for text in texts {
                let leaks = Self.scanner.leaks(in: text)
                #expect(leaks.isEmpty, "\(name): \(leaks.prefix(3)) in \(text.prefix(300))")
            }
        }
    }

    // MARK: CLI keyring errors

    @Test func keyringErrorsOfTheCLINeverShowTheKey() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-hygiene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = try #require(Self.telegramSecrets.first)
        let secretText = base64URLEncode(secret)
        let zulip = try #require(Self.zulipKeys.first)
        let privateKey = try #require(Self.rfc8291["ua_private"])
        let auth = try #require(Self.rfc8291["auth_secret"])
        let otherPublic = try WebPushKeys(privateKey: Self.otherWebPushPrivate, authSecret: Self.otherWebPushAuth).publicKey
        let middle = secretText.index(secretText.startIndex, offsetBy: 170)
        let keyrings: [(String, String)] = [
            (#"{"telegram":[{"secret":"\#(base64URLEncode(Array(secret.dropLast())))"}]}"#, "must be 256 bytes, got 255"),
            (#"{"telegram":[{"secret":"\#(base64URLEncode(secret + [0]))"}]}"#, "must be 256 bytes, got 257"),
            (#"{"telegram":[{"secret":"\#(secretText[..<middle])*\#(secretText[middle...])"}]}"#, "'secret' is not base64url"),
            (#"{"telegram":[{"secret":"\#(base64Encode(secret))"}]}"#, "'secret' is not base64url"),
            (#"{"telegram":[{"secret":"\#(secretText)","acount":"\#(secretText)"}]}"#, "unknown field 'acount'"),
            (#"{"telegram":[{"secret":"\#(secretText)","account":[\#(secret.map(String.init).joined(separator: ","))]}]}"#, "'account' must be a string"),
            (#"{"telegram":[{"secret":[\#(secret.map(String.init).joined(separator: ","))]}]}"#, "'secret' must be a base64url string"),
            (#"{"telegram":[{"secret":\#(secretText)}]}"#, "not valid JSON"),
            (#"{"telegram":[{"secret":"\#(secretText)"#, "not valid JSON"),
            (#"{"telegram":[{"secret":"\#(secretText[..<middle])\#u{01}\#(secretText[middle...])"}]}"#, "not valid JSON"),
            (
                #"{"webpush":[{"private_key":"\#(base64URLEncode(privateKey))","public_key":"\#(base64URLEncode(otherPublic))","auth":"\#(base64URLEncode(auth))"}]}"#,
                "'public_key' is not the public key of 'private_key'"
            ),
            (#"{"webpush":[{"private_key":"\#(base64URLEncode(Array(privateKey.dropLast())))","auth":"\#(base64URLEncode(auth))"}]}"#, "got 31"),
            (#"{"webpush":[{"private_key":"\#(base64URLEncode(privateKey))","auth":"\#(base64URLEncode(Array(auth.dropLast())))"}]}"#, "got 15"),
            (#"{"webpush":[{"private_key":"\#(base64URLEncode(privateKey))","auth":"\#(base64URLEncode(auth))","p256dh":"x"}]}"#, "unknown field 'p256dh'"),
            (#"{"zulip":[{"push_key_id":1,"push_key":"\#(base64Encode(Array(zulip.wire.dropLast())))"}]}"#, "got 32"),
            (#"{"zulip":[{"push_key_id":1,"push_key":"\#(base64Encode([0x32] + zulip.wire.dropFirst()))"}]}"#, "version byte 0x31"),
            (#"{"zulip":[{"push_key_id":1,"push_key":"\#(base64URLEncode(zulip.wire))*"}]}"#, "'push_key' is not valid base64"),
            (#"{"zulip":[{"push_key_id":-1,"push_key":"\#(base64Encode(zulip.wire))"}]}"#, "'push_key_id' must be a 32-bit unsigned integer"),
        ]
        for (index, (text, expected)) in keyrings.enumerated() {
            let file = directory.appending(path: "keyring-\(index).json")
            try Data(text.utf8).write(to: file)
            let result = try PushSpecProcess.run(["render", "--keyring", file.path], input: Array("{}\n".utf8))
            #expect(result.status == 2, "keyring \(index): \(result.errors)")
            #expect(result.errors.contains(expected), "keyring \(index): \(result.errors)")
            let leaks = Self.scanner.leaks(in: result.output + result.errors)
            #expect(leaks.isEmpty, "keyring \(index): \(leaks.prefix(3)) in \(result.errors)")
        }
    }

    /// Payloads that fail with the right keys in the keyring: what `render` prints holds no key.
    @Test func renderErrorsWithAKeyringNeverShowTheKeys() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-hygiene-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = try #require(Self.telegramSecrets.first)
        let zulip = try #require(Self.zulipKeys.first)
        let keyring = directory.appending(path: "keys.json")
        try Data(
            (#"{"telegram":[{"secret":"\#(base64URLEncode(secret))"}],"zulip":[{"push_key_id":\#(zulip.id),"push_key":"\#(base64Encode(zulip.wire))","realm_url":"https://a.example","user_id":1}],"#
                + #""webpush":[{"private_key":"\#(base64URLEncode(Self.rfc8291["ua_private"] ?? []))","auth":"\#(base64URLEncode(Self.rfc8291["auth_secret"] ?? []))"}]}"#).utf8
        ).write(to: keyring)
        var lines: [String] = []
        for payload in try Self.failingPayloads(secret: secret, zulipKey: Array(zulip.wire.dropFirst()), zulipID: zulip.id) {
            lines.append(String(decoding: payload, as: UTF8.self))
        }
        let input = Array((lines.joined(separator: "\n") + "\n").utf8)
        for arguments in [["render"], ["render", "--json"], ["decrypt"]] {
            let result = try PushSpecProcess.run(arguments + ["--keyring", keyring.path], input: input)
            #expect(result.status == 1)
            #expect(result.lines.count == lines.count, "\(arguments): \(result.output)")
            let leaks = Self.scanner.leaks(in: result.output + result.errors)
            #expect(leaks.isEmpty, "\(arguments): \(leaks.prefix(3))")
        }
        let body = directory.appending(path: "tampered.bin")
        var tampered = try #require(Self.rfc8291["body"])
        tampered[tampered.count - 1] ^= 1
        try Data(tampered).write(to: body)
        let result = try PushSpecProcess.run(["render", "--keyring", keyring.path, body.path])
        #expect(result.status == 1 && result.output.contains("failed authentication"))
        #expect(Self.scanner.leaks(in: result.output + result.errors).isEmpty)
    }

    /// A decoder and a keyring full of keys describe themselves without them.
    @Test func decodersAndKeyringsDumpWithoutTheirKeys() throws {
        let keyring = try Self.keyring(realm: "https://a.example", userID: 1)
        let decoder = PushDecoder(keyring: keyring)
        var dumped = ""
        dump(decoder, to: &dumped)
        for text in [dumped, String(describing: decoder), String(reflecting: keyring), "\(keyring.telegram)", "\(keyring.zulip)", "\(keyring.webPush)"] {
            let leaks = Self.scanner.leaks(in: text)
            #expect(leaks.isEmpty, "\(leaks.prefix(3)) in \(text.prefix(500))")
        }
        #expect(dumped.contains("keyID"), "the dump does show the public key ids")
    }
}

// MARK: - Producing every error

extension HygieneKeyMaterialTests {
    static func keyring(realm: String? = nil, userID: Int64? = nil) throws -> PushKeyring {
        var keyring = PushKeyring()
        for (index, secret) in telegramSecrets.enumerated() {
            keyring.add(.init(key: try TelegramPushKey(secret: secret), account: "account-\(index)"))
        }
        for key in zulipKeys {
            keyring.add(.init(id: key.id, key: try ZulipPushKey(pushKey: key.wire), realmURL: realm, userID: userID))
        }
        if let privateKey = rfc8291["ua_private"], let auth = rfc8291["auth_secret"] {
            keyring.add(PushKeyring.WebPushEntry(keys: try WebPushKeys(privateKey: privateKey, authSecret: auth)))
        }
        return keyring
    }

    /// An MTProto message for `secret`.
    static func mtproto(_ json: [UInt8], secret: [UInt8], padding: Int? = nil, declaredLength: UInt32? = nil) -> [UInt8] {
        let count = padding ?? MTProtoTestEncryptor.minimumPadding(forJSONCount: json.count)
        return MTProtoTestEncryptor.encrypt(
            json: json, secret: secret, padding: [UInt8](repeating: 0xA7, count: count), declaredLength: declaredLength)
    }

    static let json = Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"]}"#.utf8)

    static func mtprotoErrors() throws -> [MTProtoPushError] {
        let secret = try #require(telegramSecrets.first)
        let other = try #require(telegramSecrets.last)
        let key = try TelegramPushKey(secret: secret)
        let good = mtproto(json, secret: secret)
        var errors: [MTProtoPushError] = []
        func attempt(_ message: [UInt8], _ key: TelegramPushKey) {
            do {
                _ = try MTProtoPush.decrypt(message, with: key)
            } catch {
                errors.append(error)
            }
        }
        attempt(Array(good.prefix(39)), key)
        attempt(good, try TelegramPushKey(secret: other))
        attempt(good + [0], key)
        var tampered = good
        tampered[30] ^= 1
        attempt(tampered, key)
        attempt(mtproto(json, secret: secret, declaredLength: 100_000), key)
        let short = (16 - (4 + json.count) % 16) % 16
        attempt(mtproto(json, secret: secret, padding: short < 12 ? short : short + 1040), key)
        errors.append(.cryptoFailure("EVP_DigestInit_ex2"))  // not reachable from input
        return errors
    }

    static func webPushErrors() throws -> [WebPushError] {
        let privateKey = try #require(rfc8291["ua_private"])
        let auth = try #require(rfc8291["auth_secret"])
        let body = try #require(rfc8291["body"])
        let keys = try WebPushKeys(privateKey: privateKey, authSecret: auth)
        let other = try WebPushKeys(privateKey: otherWebPushPrivate, authSecret: otherWebPushAuth)
        var errors: [WebPushError] = []
        func attempt(_ body: () throws -> Void) {
            do {
                try body()
                Issue.record("no error")
            } catch let error as WebPushError {
                errors.append(error)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        attempt { _ = try WebPush.decryptAES128GCM(body.prefix(20), keys: keys) }
        attempt { _ = try WebPushKeys(privateKey: privateKey.dropLast(), authSecret: auth) }
        attempt { _ = try WebPushKeys(privateKey: privateKey, authSecret: auth + [1]) }
        attempt { _ = try WebPushSubscriptionToken(endpoint: "https://push.example.com/x", p256dh: Array(other.publicKey.dropLast()), auth: auth) }
        attempt { _ = try WebPushSubscriptionToken(endpoint: "http://push.example.com/x", keys: keys) }
        attempt { _ = try WebPush.decryptAES128GCM(body, keys: other) }
        attempt {
            _ = try WebPush.decryptAES128GCM(
                WebPushTestEncryptor.webPushAES128GCM(
                    records: [Array("no delimiter".utf8)], rs: 4096, receiverPublicKey: keys.publicKey, authSecret: auth),
                keys: keys)
        }
        attempt { _ = try WebPush.decryptAES128GCM(body.prefix(100), keys: keys) }
        attempt {
            _ = try WebPush.decrypt(
                unifiedPushBody: WebPushTestEncryptor.fold(coding: "aes256gcm", encryption: "salt=x", cryptoKey: "dh=y", body: body),
                keys: keys)
        }
        attempt { _ = try WebPush.decryptAES128GCM([UInt8](repeating: 0, count: 65_537), keys: keys) }
        attempt { _ = try WebPush.decryptRFC8188(body, ikm: [UInt8]()) }
        errors.append(.cryptoFailure("EVP_PKEY_derive"))  // not reachable from input
        return errors
    }

    static func zulipErrors() throws -> [ZulipDecryptionError] {
        let zulip = try #require(zulipKeys.first)
        let key = try ZulipPushKey(pushKey: zulip.wire)
        let other = try ZulipPushKey(pushKey: try #require(zulipKeys.last).wire)
        let key32 = Array(zulip.wire.dropFirst())
        let sealed = ZulipTestEncryptor.seal(plaintext: json, key32: key32)
        var errors: [ZulipDecryptionError] = []
        func attempt(_ body: () throws -> Void) {
            do {
                try body()
                Issue.record("no error")
            } catch let error as ZulipDecryptionError {
                errors.append(error)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        attempt { _ = try ZulipPushKey(pushKey: zulip.wire.dropLast()) }
        attempt { _ = try ZulipPushKey(pushKey: [0x32] + key32) }
        attempt { _ = try ZulipPushKey(pushKeyBase64: base64URLEncode(zulip.wire) + "-") }
        attempt { _ = try ZulipE2EE.decrypt(encryptedDataBase64: base64Encode(sealed) + "!", key: key) }
        attempt { _ = try ZulipE2EE.decrypt(encryptedData: sealed.prefix(39), key: key) }
        attempt { _ = try ZulipE2EE.decrypt(encryptedData: sealed, key: other) }
        attempt { _ = try ZulipE2EE.decrypt(encryptedData: sealed + [UInt8](repeating: 0, count: 65_536), key: key) }
        errors.append(.randomFailure)  // not reachable from input
        return errors
    }

    static func telegramKeyErrors() throws -> [TelegramPushKeyError] {
        let secret = try #require(telegramSecrets.first)
        var errors: [TelegramPushKeyError] = []
        for bytes in [Array(secret.dropLast()), secret + secret, Array(secret.prefix(32))] {
            do { _ = try TelegramPushKey(secret: bytes) } catch { errors.append(error) }
        }
        errors.append(.cryptoFailure("EVP_Digest"))  // not reachable from input
        return errors
    }

    /// Payloads for the fixture keyring that each fail in another way.
    static func failingPayloads(secret: [UInt8], zulipKey: [UInt8], zulipID: UInt32) throws -> [[UInt8]] {
        func p(_ message: [UInt8]) -> [UInt8] { Array(#"{"p":"\#(base64URLEncode(message))"}"#.utf8) }
        func zulip(_ plaintext: String) -> [UInt8] {
            let sealed = ZulipTestEncryptor.seal(plaintext: Array(plaintext.utf8), key32: zulipKey)
            return Array(#"{"push_key_id":"\#(zulipID)","encrypted_data":"\#(base64Encode(sealed))"}"#.utf8)
        }
        let good = mtproto(json, secret: secret)
        var tampered = good
        tampered[40] ^= 1
        let short = (16 - (4 + json.count) % 16) % 16
        return [
            Array(#"{"p":"\#(base64URLEncode(secret))"}x"#.utf8),  // invalid JSON, holding a key
            Array("[\(secret.map(String.init).joined(separator: ","))]".utf8),  // not an object
            Array(#"{"data":[\#(secret.map(String.init).joined(separator: ","))]}"#.utf8),
            Array(#"{"p":"\#(base64Encode(secret))!"}"#.utf8),
            p(Array(good.prefix(30))), p(good + [1]), p(tampered),
            p(mtproto(json, secret: secret, declaredLength: 70_000)),
            p(mtproto(json, secret: secret, padding: short < 12 ? short : short + 1040)),
            p(mtproto(Array("not json".utf8), secret: secret)),
            p(mtproto(Array(#"{"p":"again"}"#.utf8), secret: secret)),
            Array(#"{"push_key_id":"\#(zulipID)","encrypted_data":"\#(base64URLEncode(zulipKey))-"}"#.utf8),
            zulip(#"{"type":"test","time":1,"realm_name":"x","realm_url":"https://b.example","user_id":1}"#),
            zulip(#"{"type":"remove","realm_name":"x","realm_url":"https://a.example","user_id":1}"#),
            zulip("[1]"),
            Array(#"{"push_key_id":"\#(zulipID)","encrypted_data":"\#(base64Encode(Array(zulipKey.prefix(30))))"}"#.utf8),
            {
                let sealed = ZulipTestEncryptor.seal(plaintext: json, key32: Array(zulipKey.reversed()))
                return Array(#"{"push_key_id":"\#(zulipID)","encrypted_data":"\#(base64Encode(sealed))"}"#.utf8)
            }(),
        ]
    }

    static func pushErrors() throws -> [PushError] {
        let secret = try #require(telegramSecrets.first)
        let zulip = try #require(zulipKeys.first)
        let body = try #require(rfc8291["body"])
        let decoder = PushDecoder(keyring: try keyring(realm: "https://a.example", userID: 1))
        var errors: [PushError] = []
        func attempt(_ body: () throws -> Void) {
            do {
                try body()
                Issue.record("no error")
            } catch let error as PushError {
                errors.append(error)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        for payload in try failingPayloads(secret: secret, zulipKey: Array(zulip.wire.dropFirst()), zulipID: zulip.id) {
            attempt { _ = try decoder.decode(payload) }
        }
        attempt { _ = try decoder.decode([UInt8](repeating: 0x20, count: 70_000)) }
        attempt { _ = try decoder.decode(Array(#"{"p":"\#(base64URLEncode(Array(secret.prefix(7))))"}"#.utf8)) }
        attempt { _ = try decoder.decode(Array(#"{"p":"AQIDBAUGBwgJ\#(base64URLEncode(secret))"}"#.utf8)) }
        attempt { _ = try decoder.decode(Array(#"{"push_key_id":"7","encrypted_data":"\#(base64Encode(secret))"}"#.utf8)) }
        attempt { _ = try decoder.decode(userInfo: ["secret": Date()]) }
        var tampered = body
        tampered[tampered.count - 1] ^= 1
        attempt { _ = try decoder.decode(webPushBody: tampered) }
        attempt { _ = try decoder.decode(webPushBody: body.prefix(60)) }
        attempt { _ = try decoder.decode(webPushBody: body.prefix(100)) }
        attempt { _ = try decoder.decode(webPushBody: body, encryption: "salt=lngarbyKfMoi9Z75xYXmkg", cryptoKey: "dh=\(base64URLEncode(body))") }
        attempt { _ = try PushDecoder().decode(webPushBody: body) }
        attempt {
            let zulipPush = #"{"event":"message","server":"\#(base64Encode(secret))","realm_uri":"https://a.example"}"#
            _ = try decoder.telegramView(of: Array(zulipPush.utf8))
        }
        // Not reachable through the decoder: a wrong key for an id is the keyring's concern, the
        // 64 KiB input limit comes before Zulip's own, and OpenSSL does not fail on input.
        errors += [
            .decryption(.keyIDMismatch), .decryption(.cryptoFailure("EVP_DigestInit_ex2")),
            .zulipDecryption(.tooLarge(70_000)), .zulipDecryption(.badKey("push_key must start with the version byte 0x31")),
            .zulipDecryption(.randomFailure),
        ]
        return errors
    }

    static func receiverIDErrors() -> [ReceiverIDError] {
        let secret = telegramSecrets.first ?? []
        let inputs = [
            String(repeating: " ", count: 70_000), #"{"p":"\#(base64URLEncode(secret))"#, "[\(secret.map(String.init).joined(separator: ","))]",
            #"{"data":"\#(base64URLEncode(secret))"}"#, #"{"p":[\#(secret.map(String.init).joined(separator: ","))]}"#,
            #"{"p":"\#(base64URLEncode(Array(secret.prefix(8))))"}"#, #"{"p":"+\#(base64URLEncode(secret))"}"#,
            #"{"user_id":[\#(secret.prefix(8).map(String.init).joined(separator: ","))]}"#, #"{"user_id":"\#(base64URLEncode(secret))"}"#,
            #"{"user_id":-\#(secret.prefix(8).withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) })}"#,
        ]
        return inputs.compactMap { input -> ReceiverIDError? in
            do throws(ReceiverIDError) {
                _ = try PushDecoder.receiverID(of: Array(input.utf8))
                return nil
            } catch {
                return error
            }
        }
    }
}

// MARK: - Case names (exhaustive: a new case does not compile until it is covered above)

extension HygieneKeyMaterialTests {
    static let mtprotoCases = ["tooShort", "keyIDMismatch", "badBlockSize", "msgKeyMismatch", "badLength", "badPadding", "cryptoFailure"]
    static func name(_ error: MTProtoPushError) -> String {
        switch error {
        case .tooShort: "tooShort"
        case .keyIDMismatch: "keyIDMismatch"
        case .badBlockSize: "badBlockSize"
        case .msgKeyMismatch: "msgKeyMismatch"
        case .badLength: "badLength"
        case .badPadding: "badPadding"
        case .cryptoFailure: "cryptoFailure"
        }
    }

    static let webPushCases = [
        "badHeader", "badKey", "badToken", "tagMismatch", "badPadding", "truncatedRecord", "unsupportedCoding", "tooLarge", "cryptoFailure",
    ]
    static func name(_ error: WebPushError) -> String {
        switch error {
        case .badHeader: "badHeader"
        case .badKey: "badKey"
        case .badToken: "badToken"
        case .tagMismatch: "tagMismatch"
        case .badPadding: "badPadding"
        case .truncatedRecord: "truncatedRecord"
        case .unsupportedCoding: "unsupportedCoding"
        case .tooLarge: "tooLarge"
        case .cryptoFailure: "cryptoFailure"
        }
    }

    static let zulipCases = ["badKey", "badBase64", "tooShort", "macMismatch", "tooLarge", "randomFailure"]
    static func name(_ error: ZulipDecryptionError) -> String {
        switch error {
        case .badKey: "badKey"
        case .badBase64: "badBase64"
        case .tooShort: "tooShort"
        case .macMismatch: "macMismatch"
        case .tooLarge: "tooLarge"
        case .randomFailure: "randomFailure"
        }
    }

    static let telegramKeyCases = ["wrongSize", "cryptoFailure"]
    static func name(_ error: TelegramPushKeyError) -> String {
        switch error {
        case .wrongSize: "wrongSize"
        case .cryptoFailure: "cryptoFailure"
        }
    }

    static let pushCases =
        [
            "tooLarge", "invalidJSON", "notAnObject", "invalidEnvelope", "badBase64", "unknownKey", "innerNotJSONObject",
            "notJSONSerializable", "unknownZulipKey", "accountMismatch", "invalidPayload", "noWebPushKeys", "notTelegram",
        ] + mtprotoCases.map { "decryption.\($0)" } + zulipCases.map { "zulipDecryption.\($0)" }
        + ["webPush.badHeader", "webPush.badKey", "webPush.tagMismatch", "webPush.truncatedRecord"]
    static func name(_ error: PushError) -> String {
        switch error {
        case .tooLarge: "tooLarge"
        case .invalidJSON: "invalidJSON"
        case .notAnObject: "notAnObject"
        case .invalidEnvelope: "invalidEnvelope"
        case .badBase64: "badBase64"
        case .unknownKey: "unknownKey"
        case let .decryption(inner): "decryption." + name(inner)
        case .innerNotJSONObject: "innerNotJSONObject"
        case .notJSONSerializable: "notJSONSerializable"
        case .unknownZulipKey: "unknownZulipKey"
        case let .zulipDecryption(inner): "zulipDecryption." + name(inner)
        case .accountMismatch: "accountMismatch"
        case .invalidPayload: "invalidPayload"
        case let .webPush(inner): "webPush." + name(inner)
        case .noWebPushKeys: "noWebPushKeys"
        case .notTelegram: "notTelegram"
        }
    }

    static let receiverIDCases = [
        "tooLarge", "invalidJSON", "notAnObject", "dataNotAnObject", "encryptedPayloadNotAString", "encryptedPayloadTooShort",
        "encryptedPayloadNotBase64URL", "userIDNotAStringOrNumber", "userIDNotAnInteger", "userIDNotPositive",
    ]
    static func name(_ error: ReceiverIDError) -> String {
        switch error {
        case .tooLarge: "tooLarge"
        case .invalidJSON: "invalidJSON"
        case .notAnObject: "notAnObject"
        case .dataNotAnObject: "dataNotAnObject"
        case .encryptedPayloadNotAString: "encryptedPayloadNotAString"
        case .encryptedPayloadTooShort: "encryptedPayloadTooShort"
        case .encryptedPayloadNotBase64URL: "encryptedPayloadNotBase64URL"
        case .userIDNotAStringOrNumber: "userIDNotAStringOrNumber"
        case .userIDNotAnInteger: "userIDNotAnInteger"
        case .userIDNotPositive: "userIDNotPositive"
        }
    }
}

// MARK: - The scanner

/// Finds key material in text: every run of 8 bytes (the whole secret when shorter) of every
/// secret, as lowercase and uppercase hex, as decimal bytes (`[1, 2, …]`, `1 2 …`, `1,2,…`), as
/// the signed and unsigned 64-bit integers they make in either byte order, and every 12-character
/// run of the secret's base64 and base64url text at each of the three byte alignments.
struct KeyMaterialScanner: Sendable {
    /// Needles by length, each with the secret it comes from.
    private let needles: [Int: [ArraySlice<UInt8>: String]]

    init(_ secrets: [(name: String, bytes: [UInt8])]) {
        var needles: [Int: [ArraySlice<UInt8>: String]] = [:]
        func add(_ text: String, _ name: String) {
            let bytes = Array(text.utf8)
            needles[bytes.count, default: [:]][bytes[...]] = name
        }
        for (name, secret) in secrets where !secret.isEmpty {
            let width = min(8, secret.count)
            for start in 0...(secret.count - width) {
                let window = Array(secret[start..<start + width])
                add(hex(window), name)
                add(hex(window).uppercased(), name)
                add(window.map(String.init).joined(separator: ", "), name)
                add(window.map(String.init).joined(separator: " "), name)
                add(window.map(String.init).joined(separator: ","), name)
                if width == 8 {
                    let little = window.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    let big = UInt64(bigEndian: little)
                    for value in [little, big] {
                        add(String(value), name)
                        add(String(Int64(bitPattern: value)), name)
                    }
                }
            }
            for shift in 0..<min(3, secret.count) {
                let part = Array(secret[shift...])
                for encoded in [base64Encode(part), base64URLEncode(part)] {
                    let characters = Array(encoded.replacingOccurrences(of: "=", with: ""))
                    // The last character may hold bits of a partial byte; leave it out.
                    guard characters.count > 13 else { continue }
                    for start in 0...(characters.count - 13) {
                        add(String(characters[start..<start + 12]), name)
                    }
                }
            }
        }
        self.needles = needles
    }

    /// The secrets found in `text`, with the form found.
    func leaks(in text: String) -> [String] {
        let bytes = Array(text.utf8)
        var found: [String] = []
        for (length, table) in needles where length <= bytes.count {
            for start in 0...(bytes.count - length) {
                if let name = table[bytes[start..<start + length]] {
                    found.append("\(name): \(String(decoding: bytes[start..<start + length], as: UTF8.self))")
                }
            }
        }
        return found
    }
}
