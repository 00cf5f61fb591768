import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto
import Testing

/// `shared/vectors/mtproto.json` (kept in the crypto tests' fixtures) through the whole decoder:
/// envelope, routing by auth_key_id, decryption, typed decoding.
struct MTProtoVectorFile: Sendable {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let push: [UInt8]
        let keyID: Int64?
        let plaintext: String?
        var testDescription: String { name }
    }

    let keys: [(secret: [UInt8], keyID: Int64)]
    let ok: [Vector]
    let mustFail: [Vector]

    static let shared: MTProtoVectorFile = load()

    static func load() -> MTProtoVectorFile {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../PushSpecCryptoTests/Fixtures/mtproto.json").standardizedFileURL
        guard let data = FileManager.default.contents(atPath: url.path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return MTProtoVectorFile(keys: [], ok: [], mustFail: []) }
        func vectors(_ name: String) -> [Vector] {
            (root[name] as? [[String: Any]] ?? []).compactMap { item in
                guard let name = item["name"] as? String, let push = item["push"],
                    let bytes = try? JSONSerialization.data(withJSONObject: push)
                else { return nil }
                return Vector(
                    name: name, push: [UInt8](bytes), keyID: (item["key_id"] as? String).flatMap { Int64($0) },
                    plaintext: item["plaintext"] as? String)
            }
        }
        let keys = (root["keyring"] as? [[String: Any]] ?? []).compactMap { entry -> ([UInt8], Int64)? in
            guard let secret = (entry["secret"] as? String).flatMap({ Base64.decodeURL($0) }),
                let id = (entry["key_id"] as? String).flatMap({ Int64($0) })
            else { return nil }
            return (secret, id)
        }
        return MTProtoVectorFile(keys: keys, ok: vectors("decrypt_ok"), mustFail: vectors("decrypt_must_fail"))
    }

    /// A decoder holding every key of the file, each named `account-<n>`.
    func decoder() throws -> PushDecoder {
        var keyring = PushKeyring()
        for (index, key) in keys.enumerated() {
            keyring.add(.init(key: try TelegramPushKey(secret: key.secret), account: "account-\(index)"))
        }
        return PushDecoder(keyring: keyring)
    }
}

@Suite struct MTProtoPushTests {
    let file = MTProtoVectorFile.shared

    @Test func theVectorFileIsComplete() {
        #expect(file.keys.count == 3)
        #expect(file.ok.count == 10)
        #expect(file.mustFail.count == 11)
    }

    @Test(arguments: MTProtoVectorFile.shared.ok)
    func everyGoodVectorDecryptsToItsPlaintextAndRoutesByKeyID(_ vector: MTProtoVectorFile.Vector) throws {
        guard case let .telegram(push) = try file.decoder().decode(vector.push) else {
            Issue.record("not a Telegram push")
            return
        }
        #expect(push.isEncrypted)
        #expect(push.receiverID == vector.keyID)
        #expect(push.payload.rawJSON == vector.plaintext)
        #expect(try PushDecoder.receiverID(of: vector.push) == vector.keyID)
        let index = file.keys.firstIndex { $0.keyID == vector.keyID }
        #expect(push.account == index.map { "account-\($0)" })
        if case .invalidArguments = push.content { Issue.record("\(vector.name): \(push.content)") }
        if case .invalidService = push.content { Issue.record("\(vector.name): \(push.content)") }
    }

    @Test func goodVectorsDecodeToTypedContent() throws {
        let decoder = try file.decoder()
        func push(_ name: String) throws -> TelegramPush {
            let vector = try #require(file.ok.first { $0.name.hasPrefix(name) })
            guard case let .telegram(push) = try decoder.decode(vector.push) else { throw PushError.notAnObject }
            return push
        }
        let text = try push("ok_0_")
        #expect(text.notification == .messageText(author: "Alice Example", body: "See you at 7"))
        #expect(text.fields.messageID == 4711)
        #expect(text.fields.badge == 3)
        #expect(text.date == 1_763_800_000)
        #expect(text.envelope == .flat)
        #expect(try push("ok_1_").notification == .chatMessagePhotos(author: "Bob", chat: "Weekend trip", count: 5))
        let channel = try push("ok_2_")
        #expect(channel.envelope == .apns)
        #expect(channel.fields.isSilent == true)
        #expect(channel.fields.peer == .channel(1_176_895_497))
        let pinned = try push("ok_3_")
        #expect(pinned.envelope == .data)
        // The vector's arguments follow the doc's numbering (author, group, text), but its chat is
        // a channel_id with no member sender, which Telegram-Android reads as a channel pin: the
        // channel form, [channel, text], the third argument left over (PushListenerController.java).
        #expect(pinned.notification == .pinnedTextChannel(channel: "Carol", body: "Book club"))
        #expect(try push("ok_4_").service == .messageDeleted(peer: .channel(1_176_895_497), messageIDs: [7, 8, 9]))
        #expect(try push("ok_5_").service == .readHistory(peer: .user(62814), maxID: 1359))
        #expect(
            try push("ok_6_").service
                == .dcUpdate(dc: 2, address: PushAddress(host: "149.154.167.51", port: 443)))
        #expect(try push("ok_7_").content == .service(.sessionRevoke))
        let call = try push("ok_8_")
        #expect(call.notification == .phoneCallRequest(author: "Dave"))
        #expect(call.fields.callAccessHash == -77)
        #expect(call.fields.callID == 8_000_000_001)
    }

    /// What each must-fail vector's reason means as a decoder error.
    static let expectedErrors: [String: String] = [
        "unknown_key_id": "unknown_key",
        "tampered_msg_key": "msg_key_mismatch",
        "tampered_ciphertext": "msg_key_mismatch",
        "truncated_ciphertext": "bad_block_size",
        "too_short": "too_short",
        "padding_4_bytes": "bad_padding",
        "padding_over_1024_bytes": "bad_padding",
        "length_exceeds_data": "bad_length",
        "client_direction_x0": "msg_key_mismatch",
        "not_base64url": "bad_base64",
        "inner_not_json": "inner_not_json_object",
    ]

    @Test(arguments: MTProtoVectorFile.shared.mustFail)
    func everyBadVectorFailsWithItsError(_ vector: MTProtoVectorFile.Vector) throws {
        let expected = try #require(Self.expectedErrors[vector.name], "no expectation for \(vector.name)")
        let decoder = try file.decoder()
        do {
            _ = try decoder.decode(vector.push)
            Issue.record("\(vector.name) decoded")
        } catch {
            #expect(error.code == expected)
        }
    }

    @Test func aKeyringWithOneAccountRefusesTheOthersPushes() throws {
        let second = file.keys[1]
        let decoder = PushDecoder(keyring: PushKeyring(telegram: [.init(key: try TelegramPushKey(secret: second.secret))]))
        for vector in file.ok {
            if vector.keyID == second.keyID {
                #expect(throws: Never.self) { try decoder.decode(vector.push) }
            } else {
                #expect(throws: PushError.unknownKey(keyID: try #require(vector.keyID))) { try decoder.decode(vector.push) }
            }
        }
    }

    @Test func errorTextsNeverHoldKeyMaterial() throws {
        let secrets = file.keys.map { Base64.encodeURL($0.secret) }
        let decoder = try file.decoder()
        for vector in file.mustFail {
            do {
                _ = try decoder.decode(vector.push)
            } catch {
                for secret in secrets {
                    #expect(!error.description.contains(secret.prefix(16)))
                }
            }
        }
    }
}
