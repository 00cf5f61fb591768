import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import Testing

/// `TelegramPushView`, the push read where it stands, against the typed `TelegramPush` decoded
/// from the same bytes (every outcome: the error, the rendering, the fields), and its rendering
/// against the current Telegram doc's templates.
@Suite struct TelegramPushViewTests {
    // MARK: Against the doc's table

    /// One row of the doc's table (`PushSpecCatalogTests/Fixtures/seed-table.json`, extracted
    /// from the doc, never from Spec/).
    struct DocRow: Decodable, Sendable, CustomTestStringConvertible {
        let key: String
        let template: String
        let arguments: [String]
        var testDescription: String { "\(key)/\(arguments.count)" }

        static let all: [DocRow] = {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appending(path: "../PushSpecCatalogTests/Fixtures/seed-table.json").standardizedFileURL
            guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
            return (try? JSONDecoder().decode([DocRow].self, from: data)) ?? []
        }()

        /// Digits where the doc describes a number, else text that needs escapes in JSON.
        var sample: [String] {
            arguments.enumerated().map { index, description in
                description.hasPrefix("Number of") || description == "Score" || description.hasPrefix("Duration")
                    ? String(10 + index) : "A\(index + 1) \"q\" \\ é\n"
            }
        }

        /// `sample` in `loc_args` order: the five group pins with content come from the clients
        /// with the group last, where the doc numbers it second (Telegram-Android
        /// PushListenerController.java; TDLib NotificationManager.cpp takes the chat title last).
        var wireSample: [String] {
            let reordered = ["PINNED_TEXT", "PINNED_POLL", "PINNED_QUIZ", "PINNED_CONTACT", "PINNED_STICKER"]
            guard reordered.contains(key), sample.count == 3 else { return sample }
            return [sample[0], sample[2], sample[1]]
        }
    }

    @Test func theDocTableIsThere() {
        #expect(DocRow.all.count > 150)
    }

    @Test(arguments: DocRow.all)
    func rendersTheDocTemplate(_ row: DocRow) throws {
        var expected = row.template
        for (index, argument) in row.sample.enumerated() {
            expected = expected.replacingOccurrences(of: "{\(index + 1)}", with: argument)
        }
        expected = expected.replacingOccurrences(of: "|", with: ": ")  // `title|body` on one line
        let arguments = try JSONSerialization.data(withJSONObject: row.wireSample)
        let payload = #"{"loc_key":"\#(row.key)","loc_args":\#(String(decoding: arguments, as: UTF8.self))}"#
        let view = try PushDecoder().telegramView(of: Array(payload.utf8))
        var texts = NotificationTextBuffer(capacity: 8)  // small: rendering must grow it
        #expect(try view.render(into: &texts))
        #expect(texts.text == expected)
    }

    // MARK: Against the typed push

    /// Every loc_key's every form, in each envelope, with arguments of every kind: escaped
    /// strings, numbers, a count that is not one, one argument too many.
    static let generated: [String] = {
        var payloads: [String] = []
        for key in TelegramLocKey.allCases {
            for form in key.descriptor.forms {
                let good = form.arguments.enumerated().map { index, argument in
                    argument.type == .text ? #""T\#(index) \"x\" \u00e9""# : (index % 2 == 0 ? "\(index + 3)" : #""\#(index + 3)""#)
                }
                let badCount = form.arguments.map { $0.type == .text ? #""t""# : #""03""# }
                for arguments in [good, badCount, good + [#""extra""#]] {
                    let notification = #""loc_key":"\#(key.rawValue)","loc_args":[\#(arguments.joined(separator: ","))]"#
                    let custom = #""custom":{"msg_id":"77","chat_id":-5,"from_id":"9","mention":"1"}"#
                    payloads.append("{\(notification),\(custom),\"badge\":\"3\",\"user_id\":\"42\"}")
                    payloads.append(#"{"date":17,"data":{\#(notification),\#(custom)}}"#)
                    payloads.append(#"{"aps":{"alert":{"loc-key":"\#(key.rawValue)","loc-args":[\#(arguments.joined(separator: ","))]},"badge":4},"msg_id":"8","channel_id":"2"}"#)
                    // A private chat, and a channel with a member sender: the other forms a pin's chat picks.
                    payloads.append(#"{\#(notification),"custom":{"from_id":"9"}}"#)
                    payloads.append(#"{\#(notification),"custom":{"channel_id":"2","chat_from_id":"9"}}"#)
                }
            }
        }
        let odd = [
            #"{"data":"{\"loc_key\":\"CHAT_LEFT\",\"loc_args\":[\"Bo\",\"Team\"],\"custom\":{\"channel_id\":\"x\",\"chat_id\":1}}"}"#,
            #"{"loc_key":"NOT_A_KEY_YET","loc_args":["x",1.5]}"#, #"{"loc_key":"MESSAGE_DELETED","custom":{"channel_id":"1","messages":"2"}}"#,
            #"{"loc_key":"SESSION_REVOKE"}"#, #"{"loc_key":null,"loc_args":null}"#, #"{"loc_key":7}"#, #"{"loc_args":"x"}"#,
            #"{"loc_key":"MESSAGE_TEXT","loc_args":["a",{}]}"#, #"{"loc_key":"MESSAGE_TEXT","loc_args":["a","b"],"custom":[]}"#,
            #"{"loc_key":"MESSAGE_TEXT","loc_args":["\ud83d\ude00","b\u0000"],"custom":{"msg_id":1,"msg_id":2}}"#,
            #"{"event":"message","server":"zulip.example","realm_uri":"https://a.example"}"#, #"{"data":5}"#, "[]", "{",
        ]
        return payloads + odd
    }()

    @Test func generatedPayloadsReadAsTheTypedPush() throws {
        #expect(Self.generated.count > 1000)
        var texts = NotificationTextBuffer()
        for payload in Self.generated {
            try expectSame(Array(payload.utf8), decoder: PushDecoder(), texts: &texts)
        }
    }

    @Test func tdlibCasesReadAsTheTypedPush() throws {
        #expect(TDLibCase.all.count > 250)
        var texts = NotificationTextBuffer()
        for tdlibCase in TDLibCase.all {
            try expectSame(tdlibCase.input, decoder: PushDecoder(), texts: &texts)
        }
    }

    @Test func encryptedVectorsReadAsTheTypedPush() throws {
        let file = MTProtoVectorFile.shared
        #expect(file.ok.count > 3 && file.mustFail.count > 3)
        let decoder = try file.decoder()
        var texts = NotificationTextBuffer()
        for vector in file.ok + file.mustFail {
            try expectSame(vector.push, decoder: decoder, texts: &texts)
        }
    }

    /// The view of `bytes` says what the typed push says, or fails as decoding fails.
    func expectSame(_ bytes: [UInt8], decoder: PushDecoder, texts: inout NotificationTextBuffer) throws {
        let name = String(decoding: bytes.prefix(160), as: UTF8.self)
        let typed = Result { () throws(PushError) -> DecodedPush in try decoder.decode(bytes) }
        let viewed = Result { () throws(PushError) -> TelegramPushView in try decoder.telegramView(of: bytes) }
        switch (typed, viewed) {
        case (.success(.zulip), .failure(.notTelegram)), (.failure(.invalidPayload), .failure(.notTelegram)):
            return  // a Zulip push, decoded or not
        case let (.failure(typedError), .failure(viewError)):
            #expect(typedError == viewError, "\(name)")
            return
        case let (.success(.telegram(push)), .success(view)):
            try expectSame(push, view, texts: &texts, name: name)
        default:
            Issue.record("\(name): decoded \(typed), viewed \(viewed)")
        }
    }

    func expectSame(_ push: TelegramPush, _ view: TelegramPushView, texts: inout NotificationTextBuffer, name: String) throws {
        #expect(view.receiverID == push.receiverID, "\(name)")
        #expect(view.isEncrypted == push.isEncrypted && view.account == push.account, "\(name)")
        #expect(view.envelope == push.envelope && view.date == push.date, "\(name)")
        #expect(view.locKey == push.locKey && view.locArgs == push.locArgs, "\(name)")
        #expect(view.key == push.notification?.key ?? TelegramLocKey(rawValue: push.locKey ?? ""), "\(name)")
        #expect(view.fields.messageID == push.fields.messageID && view.fields.peer == push.fields.peer, "\(name)")
        #expect(view.fields.isMention == push.fields.isMention && view.fields.userID == push.fields.userID, "\(name)")
        #expect(view.badge == push.fields.badge, "\(name)")
        if push.envelope != .apns {
            var fields = view.fields.all
            fields.problems = push.fields.problems  // the view reads without listing problems
            #expect(fields == push.fields, "\(name)")
        }
        let decoded = view.decoded
        #expect(decoded.content == push.content && decoded.fields == push.fields, "\(name)")
        switch push.content {
        case let .notification(notification) where notification.key != nil:
            let rendered = try #require(notification.rendered)
            #expect(try view.render(into: &texts), "\(name)")
            #expect(texts.title == rendered.title && texts.body == rendered.body && texts.text == rendered.text, "\(name)")
        case let .invalidArguments(error):
            #expect(throws: error, "\(name)") { _ = try view.render(into: &texts) }
            #expect(texts.isEmpty, "\(name)")
        default:
            #expect(try !view.render(into: &texts), "\(name)")
            #expect(texts.isEmpty, "\(name)")
        }
    }

    // MARK: The buffer

    @Test func theBufferGivesEachPartInPlaceAndForgetsThemOnRemove() throws {
        let view = try PushDecoder().telegramView(of: Array(#"{"loc_key":"CHAT_MESSAGE_TEXT","loc_args":["Ann","Club","hi"]}"#.utf8))
        var texts = NotificationTextBuffer(capacity: 0)
        #expect(try view.render(into: &texts))
        #expect(texts.withUTF8(of: .title) { Array($0) } == Array("Club".utf8))
        #expect(texts.string(of: .body) == "Ann: hi")
        #expect(texts.text == "Ann @ Club: hi")
        texts.removeAll()
        #expect(texts.isEmpty && texts.text.isEmpty && texts.title.isEmpty)
    }
}
