import Foundation
import PushSpecCore
import Testing

/// What a new user hit with the seeds' own examples and bad input (issue 34): one line per
/// document, the seeds' payloads read as what they are, each error printed once and saying what
/// to do.
@Suite struct NewUserCLITests {
    /// Seed 002's first example of a payload TDLib accepts, as the seed prints it.
    static let tdlibExample = """
        {
          "date": 1234567890,
          "data": {
            "custom": {
              "msg_id": "1234567",
              "from_id": "12345678",
              "mtpeer": {
                "ah": "-1234567",
                "ph": {
                  "volume_id": "987654321",
                  "local_id": "98765",
                  "secret": "998877665544332211",
                  "file_reference": "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  "dc_id": 6,
                  "_": "fileLocation"
                }
              }
            },
            "badge": "239",
            "loc_key": "MESSAGE_TEXT",
            "loc_args": [
              "First name Last name",
              "qwerty"
            ],
            "line1": "First name Last name",
            "line2": "qwerty",
            "random_id": 728931540,
            "text": "First name Last name: qwerty",
            "system": "Windows 10.0.20573.1"
          }
        }

        """

    /// Seed 000's example of the notification structure, trailing comma included.
    static let telegramDocExample = """
        {
          "data": {
            "loc_key": "CHAT_MESSAGE_CONTACT",
            "loc_args": ["John Doe", "My magical group", "Contact Exchange"],
            "user_id": 14124122,
            "custom": {
              "chat_id": 241233,
              "msg_id": 123
            },
            "sound": "sound1.mp3",
          }
        }

        """

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

    // MARK: One line per document

    @Test func renderJSONFlattensTheNestedObjectsItEchoes() throws {
        let result = try PushSpecProcess.run(["render", "--json"], input: Array(Self.tdlibExample.utf8))
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.lines.count == 1, "\(result.output)")
        let object = try JSONValue(parsing: Array((result.lines.first ?? "").utf8))
        #expect(object["custom"]?["mtpeer"]?["ph"]?["dc_id"]?.int64Value == 6)
        #expect(object["text"]?.stringValue == "First name Last name: qwerty")
    }

    @Test func aBrokenFirstDocumentIsOneErrorSayingWhereTheCommaIsAndReadingGoesOn() throws {
        let input = Self.telegramDocExample + Self.tdlibExample
        let result = try PushSpecProcess.run(["render"], input: Array(input.utf8))
        #expect(result.status == 1)
        #expect(
            result.lines == [
                "error: line 1: invalid JSON at line 10:26 (byte 241): a trailing comma (a `,` before a closing bracket)",
                "First name Last name: qwerty",
            ])
        let json = try PushSpecProcess.run(["render", "--json"], input: Array(input.utf8))
        #expect(json.lines.count == 2)
        #expect(
            json.lines.first
                == #"{"error":{"code":"invalid_json","message":"invalid JSON at line 10:26 (byte 241): a trailing comma (a `,` before a closing bracket)"},"line":1,"byte":241}"#
        )
    }

    @Test func aFirstDocumentCutShortIsStillADocumentOverSeveralLines() throws {
        // Not valid at all (a value missing): one error for the whole document, not one a line.
        let input = "{\n  \"loc_key\": \"MESSAGE_TEXT\",\n  \"loc_args\": [\"a\", ],\n  \"x\": \n}\n"
            + #"{"loc_key":"MESSAGE_TEXT","loc_args":["A","b"]}"# + "\n"
        let result = try PushSpecProcess.run(["render"], input: Array(input.utf8))
        #expect(result.lines.count == 2, "\(result.output)")
        #expect(result.lines.first?.hasPrefix("error: line 1: invalid JSON at line 3:19") == true, "\(result.output)")
        #expect(result.lines.last == "A: b")
    }

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

    // MARK: The command line

    @Test func versionIsThePackagesVersion() throws {
        let result = try PushSpecProcess.run(["--version"])
        #expect(result.status == 0)
        let changelog = try String(contentsOf: PushSpecProcess.root.appending(path: "CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.components(separatedBy: "\n## ").dropFirst().first?.components(separatedBy: " ").first ?? ""
        #expect(newest.split(separator: ".").count == 3)
        #expect(result.lines == ["pushspec \(newest)"])
    }

    @Test func eachErrorIsPrintedOnce() throws {
        let input = #"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"]}"# + "\nnot json\n" + #"{"loc_key":"MESSAGE_TEXT","loc_args":["a"]}"# + "\n"
        for options in [[], ["--json"]] {
            let result = try PushSpecProcess.run(["render"] + options, input: Array(input.utf8))
            #expect(result.status == 1)
            #expect(result.lines.count == 3)
            #expect(result.lines[1].contains("unexpected byte"))
            #expect(!result.errors.contains("unexpected byte"), "\(result.errors)")
            #expect(!result.errors.contains("line 2"), "\(result.errors)")
            #expect(result.errors == "pushspec: 2 documents failed (see the error lines on standard output)\n")
        }
    }

    @Test func aRefusedConfigurationIsPrintedOnce() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-configure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appending(path: "state.sqlite").path
        let result = try PushSpecProcess.run(["notifications", "configure", "--state", state, "--group-count-max", "99"])
        #expect(result.status == 1)
        #expect(result.lines.count == 1)
        #expect(result.lines.first?.hasPrefix(#"{"error":"#) == true, "\(result.output)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }

    @Test func anEncryptedPushWithoutAKeyringSaysNoneWasGiven() throws {
        let input = try String(contentsOf: PushSpecProcess.root.appending(path: "Examples/payloads/telegram-encrypted.ndjson"), encoding: .utf8)
        let firstLine = (input.split(separator: "\n").first.map(String.init) ?? "") + "\n"
        let result = try PushSpecProcess.run(["render"], input: Array(firstLine.utf8))
        #expect(result.status == 1)
        #expect(result.lines.first?.contains("no keyring was given: name one with --keyring FILE") == true, "\(result.output)")
    }

    /// A notification state file given to `render` as input is named for what it is (it was read
    /// as a web push body: "no keyring was given", or with a keyring "more than the limit").
    @Test func aStateFileGivenAsInputIsNamedAnSQLiteDatabase() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-sqlite-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let state = directory.appending(path: "state.sqlite").path
        let configured = try PushSpecProcess.run(["notifications", "configure", "--state", state])
        #expect(configured.status == 0, "\(configured.errors)")
        for keyring in [[], ["--keyring", "Examples/payloads/keyring.json"]] {
            let result = try PushSpecProcess.run(["render"] + keyring + [state])
            #expect(result.status == 1)
            #expect(
                result.lines == [
                    "error: \(state): an SQLite database, not JSON payloads or a web push body (a notification state is read with pushspec notifications and --state FILE)"
                ])
            #expect(result.errors == "pushspec: 1 document failed (see the error lines on standard output)\n")
        }
    }

    @Test func aStateThatIsADirectorySaysSo() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try PushSpecProcess.run(["notifications", "active", "--state", directory.path])
        #expect(result.status == 2)
        #expect(result.errors.contains("is a directory; the state is a file (made when missing), such as"), "\(result.errors)")
        #expect(!result.errors.contains("disk I/O"))
        let missing = try PushSpecProcess.run(["notifications", "active", "--state", directory.path + "/no/such/state.sqlite"])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("does not exist"), "\(missing.errors)")
    }

    @Test func validateWithoutSpecSaysWhatItLookedFor() throws {
        let directory = FileManager.default.temporaryDirectory.appending(path: "pushspec-validate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for program in [PushSpecProcess.binary, PushSpecProcess.genBinary] {
            let result = try PushSpecProcess.run(["validate"], in: directory, program: program)
            #expect(result.status == 2)
            #expect(result.errors.contains("no --spec was given, so ./Spec was looked for"), "\(result.errors)")
            #expect(result.errors.contains("--spec DIR"))
            #expect(result.errors.contains("pushspec-gen validate --spec path/to/Spec"), "\(result.errors)")
        }
    }
}
