import Foundation
import PushSpecCore
import Testing

/// The `pushspec` binary: every command, both output modes, each exit status, bad input.
@Suite(.serialized) struct CLITests {
    @Test func rendersTheBundledExamplesAsTheExpectedFileSays() throws {
        let result = try PushSpecProcess.run([
            "render", "--keyring", "Examples/payloads/keyring.json",
            "Examples/payloads/telegram.ndjson", "Examples/payloads/telegram-encrypted.ndjson",
            "Examples/payloads/zulip.ndjson", "Examples/payloads/webpush-aes128gcm.bin",
            "Examples/payloads/webpush-unifiedpush-aesgcm.bin", "Examples/payloads/simplepush-version.txt",
        ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == PushSpecProcess.fixture("render-examples.txt"))
        #expect(result.errors == "")
    }

    @Test func renderJSONGivesOneObjectPerPayloadWithTypedFields() throws {
        let result = try PushSpecProcess.run([
            "render", "--json", "--keyring", "Examples/payloads/keyring.json", "Examples/payloads/telegram-encrypted.ndjson",
        ])
        #expect(result.status == 0)
        let objects = try result.lines.map { try JSONValue(parsing: $0) }
        #expect(objects.count == 10)
        let first = try #require(objects.first)
        #expect(first["provider"]?.stringValue == "telegram")
        #expect(first["receiver_id"]?.stringValue == "7533049994115276106")
        #expect(first["encrypted"]?.boolValue == true)
        #expect(first["kind"]?.stringValue == "notification")
        #expect(first["loc_key"]?.stringValue == "MESSAGE_TEXT")
        #expect(first["title"]?.stringValue == "Alice Example")
        #expect(first["body"]?.stringValue == "See you at 7")
        #expect(first["custom"]?["msg_id"]?.int64Value == 4711)
        #expect(first["custom"]?["badge"]?.int64Value == 3)
        let channel = objects[2]
        #expect(channel["custom"]?["silent"]?.boolValue == true)
        let deleted = objects[4]
        #expect(deleted["kind"]?.stringValue == "service")
        #expect(deleted["actions"]?["dismiss"]?["message_ids"]?.rawJSON == "[7,8,9]")
        #expect(deleted["actions"]?["dismiss"]?["peer"]?["channel_id"]?.int64Value == 1_176_895_497)
        #expect(objects[6]["actions"]?["dc_update"]?["host"]?.stringValue == "149.154.167.51")
        #expect(objects[7]["actions"]?["session_revoke"]?["honoured"]?.boolValue == true)
    }

    /// The members issue 21 adds: actions as the doc and the clients word them, `fetch` with its
    /// reason, the resolved `sender`, an announcement shown, an empty push.
    @Test func renderJSONGivesActionsFetchAndSender() throws {
        let input = [
            #"{"loc_key":"DC_UPDATE","custom":{"dc":"1","addr":"149.154.175.50:443"}}"#,
            #"{"loc_key":"READ_STORIES","custom":{"from_id":"5","max_id":"31"}}"#,
            #"{"loc_key":"STORY_DELETED","custom":{"channel_id":"77","story_id":"4,5"}}"#,
            #"{"loc_key":"READ_REACTION","custom":{"channel_id":"77","messages":"10,11","topic_id":"3"}}"#,
            #"{"loc_key":"MESSAGE_MUTED","custom":{"chat_id":"5"}}"#,
            #"{"data":{"loc_key":"MESSAGE_ANNOUNCEMENT","message":"Down at 02:00"},"google.sent_time":1700000000123}"#,
            #"{"data":{"custom":{"from_id":"5"}}}"#,
            #"{"loc_key":"CHAT_MESSAGE_TEXT","loc_args":["A","G","hi"],"custom":{"channel_id":"1","chat_from_id":"5","chat_from_broadcast_id":"8"}}"#,
        ].joined(separator: "\n") + "\n"
        let result = try PushSpecProcess.run(["render", "--json"], input: Array(input.utf8))
        #expect(result.status == 0)
        let objects = try result.lines.map { try JSONValue(parsing: $0) }
        #expect(objects.count == 8)
        #expect(objects[0]["actions"]?["dc_update"]?["dc"]?.int64Value == 1)
        #expect(objects[0]["actions"]?["get_config"]?.rawJSON == "{}")  // DC 1: help.getConfig now
        #expect(objects[1]["actions"]?["dismiss_stories_up_to"]?.rawJSON == #"{"peer":{"user_id":5},"max_id":31}"#)
        #expect(objects[2]["actions"]?["dismiss_stories"]?.rawJSON == #"{"peer":{"channel_id":77},"story_ids":[4,5]}"#)
        #expect(
            objects[3]["actions"]?["dismiss_reactions"]?.rawJSON
                == #"{"peer":{"channel_id":77},"message_ids":[10,11],"topic_id":3}"#)
        #expect(objects[3]["fetch"]?.stringValue == "none")
        #expect(objects[4]["actions"]?["sync_messages"]?.rawJSON == "{}")
        #expect(objects[4]["fetch"]?.stringValue == "required")
        #expect(objects[4]["fetch_reason"]?.stringValue == "needs_server")
        #expect(objects[5]["kind"]?.stringValue == "notification")
        #expect(objects[5]["title"]?.stringValue == "Telegram")
        #expect(objects[5]["body"]?.stringValue == "Down at 02:00")
        #expect(objects[5]["date"]?.int64Value == 1_700_000_000)
        #expect(objects[6]["kind"]?.stringValue == "empty")
        #expect(objects[6]["fetch_reason"]?.stringValue == "no_content")
        #expect(objects[7]["sender"]?.rawJSON == #"{"channel_id":8}"#)
        #expect(objects[7]["custom"]?["chat_from_id"]?.int64Value == 5)  // the raw fields stay
    }

    @Test func eachBadInputIsOneErrorLineAndTheRestGoOn() throws {
        var input = Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"]}"#.utf8) + [0x0A]
        input += [0x0A]  // an empty line
        input += Array("{not json\n".utf8)
        input += [0x00, 0xFF, 0xFE, 0x01, 0x0A]  // binary garbage
        input += Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["#.utf8) + [0x22, 0xC3, 0x28, 0x22] + Array("]}\n".utf8)  // invalid UTF-8
        input += Array(repeating: UInt8(ascii: "x"), count: 70_000) + [0x0A]  // a line over 64 KiB
        input += Array(#"{"loc_key":"CHAT_LEFT","loc_args":["Bo","Team"]}"#.utf8) + [0x0A]
        let result = try PushSpecProcess.run(["render"], input: input)
        #expect(result.status == 1)
        // One line for each non-empty line: the empty line is no document.
        #expect(result.lines.count == 6)
        #expect(result.lines.first == "a: b")
        #expect(result.lines.last == "Bo left the group Team")
        for (line, number) in zip(result.lines[1...4], 3...6) {
            #expect(line.hasPrefix("error: line \(number): "), "\(line)")
        }
        #expect(result.lines[4].contains("65536"))
        #expect(!result.errors.contains("line 2:"))
        #expect(result.errors == "pushspec: 4 documents failed (see the error lines on standard output)\n")
    }

    @Test func aLongInputHandledOnSeveralThreadsComesOutInInputOrder() throws {
        // 5000 lines: batches of this size are split between threads. Every seventh line is not
        // JSON; each line's output (MESSAGE_TEXT's template "%1$@: %2$@") and each error must
        // stay on its own line number.
        let count = 5000
        let lines = (1...count).map { i in
            i % 7 == 0 ? "not json" : #"{"loc_key":"MESSAGE_TEXT","loc_args":["User \#(i)","message \#(i)"]}"#
        }
        let result = try PushSpecProcess.run(["render"], input: Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 1)
        let message = "invalid JSON at byte 1: unexpected byte 0x6F"
        let expected = (1...count).map { i in i % 7 == 0 ? "error: line \(i): \(message)" : "User \(i): message \(i)" }
        #expect(result.lines == expected)
        let failures = (1...count).filter { $0 % 7 == 0 }.count
        #expect(result.errors == "pushspec: \(failures) documents failed (see the error lines on standard output)\n")
    }

    @Test func jsonOutputEscapesEveryStringItCarries() throws {
        let body = "say \\\"hi\\\"\\n\\ttab \\\\ back\\u0001 \\u2028 end é 📈"
        let input = #"{"loc_key":"MESSAGE_TEXT","loc_args":["Ann","\#(body)"]}"# + "\n"
        let result = try PushSpecProcess.run(["render", "--json"], input: Array(input.utf8))
        #expect(result.status == 0)
        let line = try #require(result.lines.first)
        #expect(!line.contains("\u{2028}"))
        let object = try JSONValue(parsing: line)
        #expect(object["body"]?.stringValue == "say \"hi\"\n\ttab \\ back\u{01} \u{2028} end é 📈")
    }

    @Test func bodyAndTextAreEachTheirOwnEscapedText() throws {
        // CHAT_LEFT's body is its whole sentence (the writer copies it for text); MESSAGE_TEXT's
        // body is the message alone.
        let input = #"{"loc_key":"CHAT_LEFT","loc_args":["B\"o\n","Team 📈"]}"# + "\n"
            + #"{"loc_key":"MESSAGE_TEXT","loc_args":["Ann","say \"hi\""]}"# + "\n"
        let result = try PushSpecProcess.run(["render", "--json"], input: Array(input.utf8))
        #expect(result.status == 0)
        let objects = try result.lines.map { try JSONValue(parsing: $0) }
        #expect(objects.count == 2)
        #expect(objects.first?["body"]?.stringValue == "B\"o\n left the group Team 📈")
        #expect(objects.first?["text"]?.stringValue == "B\"o\n left the group Team 📈")
        #expect(objects.first?["title"]?.stringValue == "Team 📈")
        #expect(objects.last?["body"]?.stringValue == "say \"hi\"")
        #expect(objects.last?["text"]?.stringValue == "Ann: say \"hi\"")
        #expect(result.lines.first?.contains(#""text":"B\"o\n left the group Team 📈","fetch""#) == true)
    }

    @Test func aPrettyPrintedDocumentOverSeveralLinesIsOneDocument() throws {
        let input = "{\n  \"loc_key\": \"CHAT_LEFT\",\n  \"loc_args\": [\"Bo\", \"Team\"]\n}\n{\"loc_key\":\"MESSAGE_TEXT\",\"loc_args\":[\"a\",\"b\"]}\n"
        let result = try PushSpecProcess.run(["render", "-"], input: Array(input.utf8))
        #expect(result.status == 0)
        #expect(result.lines == ["Bo left the group Team", "a: b"])
    }

    @Test func exitStatusTwoForAMissingFileOrAnUnreadableKeyring() throws {
        let missing = try PushSpecProcess.run(["render", "no-such-file.ndjson"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no-such-file.ndjson"))
        let keyring = try PushSpecProcess.run(["render", "--keyring", "Examples/payloads/README.md"], input: Array("{}\n".utf8))
        #expect(keyring.status == 2)
        let usage = try PushSpecProcess.run(["render", "--no-such-flag"])
        #expect(usage.status == 2)
    }

    @Test func keyringErrorsNameTheEntryAndNeverTheKey() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-keyring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let shortSecret = "c2hvcnQtYnV0LXNlY3JldA"
        let cases = [
            (#"{"telegram":[{"secret":"\#(shortSecret)"}]}"#, "telegram[0]: Telegram push secret must be 256 bytes, got 16"),
            (#"{"telegram":[{"secret":"AAAA","acount":"x"}]}"#, "telegram[0]: unknown field 'acount'"),
            (#"{"telgram":[]}"#, "unknown section 'telgram'"),
        ]
        for (text, expected) in cases {
            let file = directory.appending(path: "keyring.json")
            try Data(text.utf8).write(to: file)
            let result = try PushSpecProcess.run(["render", "--keyring", file.path], input: Array("{}\n".utf8))
            #expect(result.status == 2)
            #expect(result.errors.contains(expected), "\(result.errors)")
            #expect(!result.errors.contains(shortSecret))
        }
    }

    @Test func receiverIDs() throws {
        let input = #"{"user_id":"42"}"# + "\n" + #"{"p":"AQIDBAUGBwgJ"}"# + "\n" + #"{"user_id":0}"# + "\n{}\n"
        let result = try PushSpecProcess.run(["receiver-id"], input: Array(input.utf8))
        #expect(result.status == 1)
        #expect(result.lines == ["42", "578437695752307201", "error: line 3: `user_id` is not positive", "0"])
        let json = try PushSpecProcess.run(["receiver-id", "--json"], input: Array(#"{"user_id":7}"#.utf8))
        #expect(json.lines == [#"{"receiver_id":"7"}"#])
    }

    @Test func decryptPrintsTheInnerJSON() throws {
        let result = try PushSpecProcess.run([
            "decrypt", "--keyring", "Examples/payloads/keyring.json", "Examples/payloads/telegram-encrypted.ndjson",
        ])
        #expect(result.status == 0)
        #expect(
            result.lines.first
                == #"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice Example","See you at 7"],"custom":{"msg_id":"4711","from_id":"1234567"},"badge":"3","user_id":"99001"}"#
        )
        let withoutKey = try PushSpecProcess.run(["decrypt", "--keyring", "Examples/payloads/keyring.json"], input: Array(#"{"p":"AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}"#.utf8))
        #expect(withoutKey.status == 1)
        #expect(withoutKey.lines == ["error: line 1: no key in the keyring for auth_key_id 0"])
    }

    @Test func decryptPrintsZulipPayloadsAsTheVectorsSay() throws {
        let vectors = try JSONValue(
            parsing: String(contentsOfFile: "Tests/PushSpecCryptoTests/Fixtures/zulip.json", encoding: .utf8))
        let plaintexts = try #require(vectors["decrypt_ok"]).elements.compactMap { $0["plaintext"]?.stringValue }
        #expect(plaintexts.count == 5)
        let result = try PushSpecProcess.run([
            "decrypt", "--keyring", "Examples/payloads/keyring.json", "Examples/payloads/zulip.ndjson",
        ])
        #expect(result.status == 0)
        #expect(result.lines.count == 16)
        // Each vector in its FCM and its APNs wrapping, then the legacy plaintext forms as they are
        // (the legacy APNs forms: their `zulip` object, in `custom` or at the top).
        #expect(Array(result.lines.prefix(10)) == plaintexts.flatMap { [$0, $0] })
        let legacyLines = try String(contentsOfFile: "Examples/payloads/zulip.ndjson", encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(Array(result.lines[10...12]) == Array(legacyLines[10...12]))
        #expect(
            result.lines[13]
                == #"{"message_ids":[45],"recipient_type":"stream","sender_email":"aaron@example.com","sender_id":6,"stream":"Denmark","stream_id":10,"topic":"release","server":"zulip.example.com","realm_uri":"https://chat.example.com","user_id":10}"#
        )
        #expect(result.lines[14].hasPrefix(#"{"message_ids":[88],"recipient_type":"private","#))
        #expect(result.lines[15] == legacyLines[15])  // a legacy FCM test, as it is
    }

    @Test func decryptJSONNamesTheProviderForEveryKindOfInput() throws {
        let result = try PushSpecProcess.run([
            "decrypt", "--json", "--keyring", "Examples/payloads/keyring.json",
            "Examples/payloads/telegram-encrypted.ndjson", "Examples/payloads/zulip.ndjson",
            "Examples/payloads/webpush-aes128gcm.bin", "Examples/payloads/simplepush-version.txt",
        ])
        #expect(result.status == 0)
        let objects = try result.lines.map { try JSONValue(parsing: $0) }
        let providers = objects.map { $0["provider"]?.stringValue ?? "?" }
        #expect(providers.filter { $0 == "zulip" }.count == 16)
        #expect(providers.last == "telegram")  // a simple push wakes a Telegram subscription
        #expect(objects.last?["payload"]?["version"]?.stringValue == "1700000123")
        let first = try #require(objects.first)
        #expect(first["provider"]?.stringValue == "telegram")
        #expect(first["receiver_id"]?.stringValue == "7533049994115276106")
        #expect(first["encrypted"]?.boolValue == true)
        #expect(first["payload"]?["loc_args"]?[1]?.stringValue == "See you at 7")
        let webPush = objects[objects.count - 2]
        #expect(webPush["payload"]?["loc_key"]?.stringValue == "CHAT_MESSAGE_VIDEOS")
        #expect(webPush["payload"]?["loc_args"]?[2]?.stringValue == "3")
    }

    @Test func renderJSONOfZulipAndWakeUpsKeepsTheContract() throws {
        let result = try PushSpecProcess.run([
            "render", "--json", "--keyring", "Examples/payloads/keyring.json",
            "Examples/payloads/zulip.ndjson", "Examples/payloads/simplepush-version.txt",
        ])
        #expect(result.status == 0)
        let objects = try result.lines.map { try JSONValue(parsing: $0) }
        #expect(objects.count == 17)
        for object in objects {
            #expect(["telegram", "zulip"].contains(object["provider"]?.stringValue))
            #expect(["notification", "service", "unknown"].contains(object["kind"]?.stringValue))
        }
        // Typed custom values: ids as numbers, id lists as arrays of numbers.
        let channel = objects[0]
        #expect(channel["type"]?.stringValue == "message")
        #expect(channel["custom"]?["channel_id"]?.int64Value == 10)
        #expect(channel["custom"]?["sender_full_name"]?.stringValue == "aaron")
        let remove = objects[6]
        #expect(remove["kind"]?.stringValue == "service")
        #expect(remove["type"]?.stringValue == "remove")
        #expect(remove["custom"]?["message_ids"]?.elements.map { $0.int64Value } == [31, 32])
        #expect(remove["actions"]?["dismiss"]?["message_ids"]?.count == 2)
        // The legacy forms: `event`, or (APNs) nothing, still give the type.
        #expect(objects[12]["type"]?.stringValue == "remove")
        #expect(objects[12]["custom"]?["zulip_message_ids"]?.elements.map { $0.int64Value } == [31, 32])
        #expect(objects[13]["type"]?.stringValue == "message")
        // The top-level `zulip` of a legacy APNs push, and a legacy test, marked as one.
        #expect(objects[14]["title"]?.stringValue == "King Hamlet")
        #expect(objects[14]["recipient_user_ids"]?.elements.map { $0.int64Value } == [4, 10])
        #expect(objects[15]["type"]?.stringValue == "test")
        #expect(objects[15]["title"]?.stringValue == "Test notification")
        // A simple push: a service with its action, nothing to show, a fetch to do.
        let wakeUp = objects[16]
        #expect(wakeUp["provider"]?.stringValue == "telegram")
        #expect(wakeUp["kind"]?.stringValue == "service")
        #expect(wakeUp["actions"]?["wake_up"]?["version"]?.stringValue == "1700000123")
        #expect(wakeUp["fetch"]?.stringValue == "required")
        #expect(wakeUp["fetch_reason"]?.stringValue == "wake_up")
        #expect(wakeUp["title"] == nil)
    }

    @Test func keygenCreatesAPrivateKeyringThatRenderAccepts() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-keygen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let keyring = directory.appending(path: "keys.json").path
        let first = try PushSpecProcess.run(["keygen", "telegram", "--keyring", keyring, "--account", "alice", "--json"])
        #expect(first.status == 0)
        let printed = try JSONValue(parsing: try #require(first.lines.first))
        let secret = try #require(printed["secret"]?.stringValue)
        #expect(Base64.decodeURL(secret)?.count == 256)
        let second = try PushSpecProcess.run(["keygen", "telegram", "--keyring", keyring])
        #expect(second.status == 0)
        #expect(second.lines.last?.hasPrefix("key id: ") == true)
        let attributes = try FileManager.default.attributesOfItem(atPath: keyring)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let file = try JSONValue(parsing: try String(contentsOfFile: keyring, encoding: .utf8))
        #expect(file["telegram"]?.count == 2)
        #expect(file["telegram"]?[0]?["secret"]?.stringValue == secret)
        #expect(file["telegram"]?[0]?["account"]?.stringValue == "alice")
        let render = try PushSpecProcess.run(["render", "--keyring", keyring], input: Array(#"{"loc_key":"CHAT_LEFT","loc_args":["Bo","Team"]}"#.utf8) + [0x0A])
        #expect(render.status == 0)
    }

    @Test func webPushBodiesDecryptToTheirPlaintext() throws {
        let result = try PushSpecProcess.run([
            "webpush", "decrypt", "--keyring", "Examples/payloads/keyring.json", "Examples/payloads/webpush-aes128gcm.bin",
            "Examples/payloads/simplepush-version.txt", "Examples/payloads/README.md",
        ])
        #expect(result.status == 1)
        #expect(result.lines.count == 3)
        #expect(result.lines[0].hasPrefix(#"{"loc_key":"CHAT_MESSAGE_VIDEOS""#))
        #expect(result.lines[1] == "wake-up: 1700000123")
        #expect(result.lines[2].hasPrefix("error: cannot decrypt web push"))
        let usage = try PushSpecProcess.run(["webpush", "decrypt", "--keyring", "k", "--encryption", "salt=x", "b"])
        #expect(usage.status == 2)
    }

    @Test func keygenForWebPushAndZulipPrintsWhatTheServerNeeds() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-keygen2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let keyring = directory.appending(path: "keys.json").path
        let web = try PushSpecProcess.run([
            "keygen", "webpush", "--endpoint", "https://push.example.com/x", "--keyring", keyring,
        ])
        #expect(web.status == 0)
        let token = try JSONValue(parsing: try #require(web.lines.first))
        #expect(token["endpoint"]?.stringValue == "https://push.example.com/x")
        #expect(token["keys"]?["p256dh"]?.stringValue.flatMap { Base64.decodeURL($0) }?.count == 65)
        #expect(token["keys"]?["auth"]?.stringValue.flatMap { Base64.decodeURL($0) }?.count == 16)
        let unused = directory.appending(path: "unused.json").path
        let insecure = try PushSpecProcess.run(["keygen", "webpush", "--endpoint", "http://push.example.com/x", "--keyring", unused])
        #expect(insecure.status == 2)
        #expect(insecure.errors.contains("https"))
        #expect(!FileManager.default.fileExists(atPath: unused))
        // Without a keyring the private key would be lost: a usage error, nothing printed.
        let nowhere = try PushSpecProcess.run(["keygen", "webpush", "--endpoint", "https://push.example.com/x"])
        #expect(nowhere.status == 2)
        #expect(nowhere.output.isEmpty)
        #expect(nowhere.errors.contains("--keyring"))
        let zulip = try PushSpecProcess.run(["keygen", "zulip", "--keyring", keyring, "--realm-url", "https://chat.example.com", "--user-id", "10"])
        #expect(zulip.status == 0)
        let printed = try JSONValue(parsing: try #require(zulip.lines.first))
        let key = try #require(printed["push_key"]?.stringValue.flatMap { Base64.decodeStandard($0) })
        #expect(key.count == 33 && key.first == 0x31)
        let file = try JSONValue(parsing: try String(contentsOfFile: keyring, encoding: .utf8))
        #expect(file["webpush"]?.count == 1)
        #expect(file["zulip"]?[0]?["push_key_id"]?.int64Value == printed["push_key_id"]?.int64Value)
        #expect(file["zulip"]?[0]?["user_id"]?.int64Value == 10)
        #expect(
            try PushSpecProcess.run(["render", "--keyring", keyring], input: Array(#"{"loc_key":"CHAT_LEFT","loc_args":["Bo","Team"]}"#.utf8) + [0x0A])
                .status == 0)
    }

    @Test func listShowsEveryTypeAndForm() throws {
        let text = try PushSpecProcess.run(["list"])
        #expect(text.status == 0)
        #expect(text.lines.count == 253)
        #expect(
            text.lines.contains(
                "CHAT_MESSAGE_PHOTOS  .chatMessagePhotos  peer: group  group: messages  (author: text, chat: text, count: count)  {1} sent {3} photos to the group {2}  source: doc"
            ))
        // A form the clients send in another order than the doc numbers it, and a type only they know.
        #expect(
            text.lines.contains(
                "PINNED_POLL (group)  .pinnedPollGroup  peer: group  group: mentions  (author: text, poll: text {3}, chat: text {2})  {1} pinned a poll {3} in the group {2}  source: Telegram-Android PushListenerController.java formats author, content, group; TDLib NotificationManager.cpp takes the chat title from the last argument"
            ))
        #expect(text.lines.contains { $0.hasPrefix("OAUTH_REQUEST  .oauthRequest  peer: none") && $0.hasSuffix("source: TDLib NotificationManager.cpp") })
        let json = try PushSpecProcess.run(["list", "--json"])
        #expect(json.lines.count == 205)
        let pinned = try JSONValue(parsing: try #require(json.lines.first { $0.contains(#""loc_key":"PINNED_TEXT""#) }))
        #expect(pinned["forms"]?.count == 3)
        #expect(pinned["forms"]?[2]?["documented_numbers"]?.elements.map { $0.int64Value } == [1, 3, 2])
    }

    /// `pushspec validate`, and `pushspec-gen validate`, which it runs: the same lines and status.
    @Test(arguments: [PushSpecProcess.binary, PushSpecProcess.genBinary])
    func validateReportsSpecErrorsLikeTheGenerator(program: URL) throws {
        let good = try PushSpecProcess.run(["validate"], program: program)
        #expect(good.status == 0)
        #expect(good.lines == ["ok: telegram: 205 notification types, 10 services, 41 fields; zulip: 10 payload schemas"])
        let broken = try PushSpecProcess.run(
            ["validate", "--spec", "Tests/PushSpecCompilerTests/Fixtures/BrokenSpec/Spec"], program: program)
        #expect(broken.status == 1)
        #expect(broken.output.isEmpty)
        let expected = PushSpecProcess.fixture("../../PushSpecCompilerTests/Fixtures/BrokenSpec/expected-diagnostics.txt")
            .split(separator: "\n").dropLast()
        for line in expected {
            #expect(broken.errors.contains(line), "\(line)")
        }
        #expect(broken.errors.contains("pushspec-gen validate: \(expected.count) errors in Tests/"), "\(broken.errors)")
    }

    @Test func helpHasExamples() throws {
        for command in ["render", "decrypt", "receiver-id", "keygen", "list", "validate", "webpush decrypt"] {
            let help = try PushSpecProcess.run(command.split(separator: " ").map(String.init) + ["--help"])
            #expect(help.status == 0)
            // `validate --help` is pushspec-gen's, whose help says `examples:`.
            #expect(help.output.lowercased().contains("example"), "\(command)")
        }
    }
}
