import Foundation
import PushSpecCore
import Testing

/// What a new user hit with the seeds' own examples (issue 34): the seeds' payloads read as
/// what they are.
@Suite struct NewUserCLITests {
    /// Seed 004's four examples, the JSON a Zulip server encrypts, as the seed prints them.
    static let zulipExamples = [
        """
        {
        "channel_id": 10,
        "channel_name": "Denmark",
        "content": "@test_user_group",
        "mentioned_user_group_id": 41,
        "mentioned_user_group_name": "test_user_group",
        "message_id": 45,
        "realm_name": "Zulip Dev",
        "realm_url": "http://zulip.testserver",
        "recipient_type": "channel",
        "sender_avatar_url": "https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1",
        "sender_full_name": "aaron",
        "sender_id": 6,
        "time": 1754385395,
        "topic": "test",
        "type": "message",
        "user_id": 10
        }
        """,
        """
        {
        "content": "test content",
        "message_id": 46,
        "realm_name": "Zulip Dev",
        "realm_url": "http://zulip.testserver",
        "recipient_type": "direct",
        "recipient_user_ids": [6,10,12,15],
        "sender_avatar_url": "https://secure.gravatar.com/avatar/818c212b9f8830dfef491b3f7da99a14?d=identicon&version=1",
        "sender_full_name": "aaron",
        "sender_id": 6,
        "time": 1754385290,
        "type": "message",
        "user_id": 10
        }
        """,
        """
        {
        "message_ids": [
        31,
        32
        ],
        "realm_name": "Zulip Dev",
        "realm_url": "http://zulip.testserver",
        "type": "remove",
        "user_id": 10
        }
        """,
        """
        {
        "realm_name": "Zulip Dev",
        "realm_url": "http://zulip.testserver",
        "time": 1754577820,
        "type": "test",
        "user_id": 10
        }
        """,
    ]

    // MARK: The seeds' examples

    @Test func seed004sExamplesAreZulip() throws {
        let result = try PushSpecProcess.run(["render", "--json"], input: Array(Self.zulipExamples.joined(separator: "\n").utf8))
        #expect(result.status == 0, "\(result.errors)")
        let objects = try result.lines.map { try JSONValue(parsing: Array($0.utf8)) }
        #expect(objects.count == 4)
        #expect(objects.map { $0["provider"]?.stringValue } == Array(repeating: "zulip", count: 4))
        #expect(objects.map { $0["type"]?.stringValue } == ["message", "message", "remove", "test"])
        #expect(objects.map { $0["receiver_id"]?.stringValue } == Array(repeating: "10", count: 4))
        #expect(objects[0]["title"]?.stringValue == "#Denmark > test")
        #expect(objects[2]["actions"]?["dismiss"]?["message_ids"]?.rawJSON == "[31,32]")
        let plain = try PushSpecProcess.run(["render"], input: Array(Self.zulipExamples.joined(separator: "\n").utf8))
        #expect(plain.lines.count == 4)
        #expect(plain.lines[2] == "remove notifications of messages 31, 32")
    }

    @Test func aDocumentNeitherTelegramNorZulipIsAnError() throws {
        let input = ["{}", #"{"a":1}"#, #"{"realm_url":"https://z.example","type":"message"}"#, #"{"user_id":"5"}"#]
        let result = try PushSpecProcess.run(["render", "--json"], input: Array((input.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 1)
        let objects = try result.lines.map { try JSONValue(parsing: Array($0.utf8)) }
        #expect(objects.count == 4)
        for object in objects.prefix(3) {
            #expect(object["error"]?["code"]?.stringValue == "invalid_envelope", "\(object.rawJSON)")
            #expect(object["error"]?["message"]?.stringValue?.contains("neither a Telegram push") == true)
        }
        // Seed 002: a push without content is legitimately empty (fetch and see).
        #expect(objects[3]["kind"]?.stringValue == "empty")
    }

    @Test func receiverIDReadsHuaweisDataString() throws {
        let input = #"{"data":"{\"user_id\": 5}"}"# + "\n" + #"{"data":"{\"p\": \"FYHpffQQIhEA\"}"}"# + "\n"
        let result = try PushSpecProcess.run(["receiver-id"], input: Array(input.utf8))
        #expect(result.status == 0, "\(result.output)")
        #expect(result.lines == ["5", "1234567890123456789"])
    }
}
