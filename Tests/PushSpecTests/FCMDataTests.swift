import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import Testing

/// FCM's own form: the data map of strings an Android app gets (`RemoteMessage.getData()`), and
/// FCM HTTP v1's `data`, with `loc_args` and `custom` as JSON text and numbers as decimal text. A
/// captured push in that form reads as its JSON form; text that is not JSON is a typed error.
@Suite struct FCMDataTests {
    let decoder = PushDecoder()
    static let payloads = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appending(path: "Examples/payloads")

    /// A notification object as FCM's data map: every value as its text (its JSON text for a
    /// number, a flag, a list or an object).
    static func fcmMap(_ object: JSONValue) -> [String: String] {
        var map: [String: String] = [:]
        for (name, value) in object.members where !value.isNull && map[name] == nil {
            map[name] = value.kind == .string ? value.stringValue : value.rawJSON
        }
        return map
    }

    /// What an app reads of a push: its typed content, text, and fields.
    struct Reading: Equatable {
        let content: TelegramPush.Content
        let fields: TelegramCustomFields
        let receiverID: Int64
        let isEncrypted: Bool
        let rendered: RenderedNotification?

        init(_ push: TelegramPush) {
            (content, fields, receiverID, isEncrypted, rendered) = (push.content, push.fields, push.receiverID, push.isEncrypted, push.rendered)
        }
    }

    func reading(_ bytes: [UInt8]) throws -> Reading {
        guard case let .telegram(push) = try decoder.decode(bytes) else { throw PushError.notTelegram }
        return Reading(push)
    }

    static var examples: [String] {
        ["telegram.ndjson", "telegram-encrypted.ndjson", "telegram-attachments.ndjson"].flatMap { file in
            ((try? String(contentsOf: payloads.appending(path: file), encoding: .utf8)) ?? "")
                .split(separator: "\n").map(String.init)
        }
    }

    @Test func everyExamplePayloadInFCMFormReadsAsItsJSONForm() throws {
        let keyring = try PushKeyring(contentsOf: Self.payloads.appending(path: "keyring.json"))
        let decoder = PushDecoder(keyring: keyring)
        var compared = 0
        for line in Self.examples {
            let push = try JSONValue(parsing: line)
            // Not FCM's form: APNs, and Huawei's `data` text.
            guard push["aps"] == nil, push["data"]?.kind != .string else { continue }
            let object = push["data"] ?? push
            guard case let .telegram(json) = try decoder.decode(Array(line.utf8)) else { throw PushError.notTelegram }
            let map = try JSONSerialization.data(withJSONObject: Self.fcmMap(object))
            for form in [Array(map), Array(#"{"data":"#.utf8) + map + Array("}".utf8)] {
                guard case let .telegram(fcm) = try decoder.decode(form) else { throw PushError.notTelegram }
                #expect(Reading(fcm) == Reading(json), "\(line)")
                let view = try decoder.telegramView(of: form)
                #expect(try view.rendered() == json.rendered, "\(line)")
                #expect(view.locArgs == json.locArgs, "\(line)")
            }
            compared += 1
        }
        #expect(compared == 19, "example payloads in FCM form")
    }

    @Test func theMapOfAPlainPushReadsAsItsJSONForm() throws {
        let map = #"{"loc_key":"MESSAGE_TEXT","loc_args":"[\"Ann\",\"hi\"]","custom":"{\"from_id\":5,\"msg_id\":\"9\",\"silent\":true}","badge":"3"}"#
        let json = #"{"loc_key":"MESSAGE_TEXT","loc_args":["Ann","hi"],"custom":{"from_id":5,"msg_id":9,"silent":true},"badge":3}"#
        #expect(try reading(Array(map.utf8)) == reading(Array(json.utf8)))
        #expect(try reading(Array(#"{"data":\#(map)}"#.utf8)) == reading(Array(#"{"data":\#(json)}"#.utf8)))
        let push = try reading(Array(map.utf8))
        #expect(push.content == .notification(.messageText(author: "Ann", body: "hi")))
        #expect(push.fields.badge == 3 && push.fields.fromID == 5 && push.fields.isSilent == true)
    }

    @Test(arguments: [
        ("loc_args", #"[\"Ann\""#), ("loc_args", "Ann"), ("loc_args", "5"), ("loc_args", #"\"[]\""#), ("loc_args", "[true]"),
        ("loc_args", "[1,]"), ("loc_args", ""),
    ])
    func textThatIsNotTheJSONThatBelongsThereIsATypedError(member: String, text: String) throws {
        let other = member == "loc_args" ? #""custom":"{}""# : #""loc_args":"[\"Ann\",\"hi\"]""#
        let payload = #"{"data":{"loc_key":"MESSAGE_TEXT",\#(other),"\#(member)":"\#(text)"}}"#
        #expect {
            try decoder.decode(Array(payload.utf8))
        } throws: { error in
            (error as? PushError)?.code == "invalid_envelope"
        }
        #expect {
            try decoder.telegramView(of: Array(payload.utf8))
        } throws: { error in
            (error as? PushError)?.code == "invalid_envelope"
        }
    }

    @Test(arguments: ["{from_id: 5}", "", "x"])
    func customTextThatIsNotJSONIsAFieldProblemAsTheJSONFormsIs(text: String) throws {
        let payload = #"{"loc_key":"MESSAGE_TEXT","loc_args":"[\"Ann\",\"hi\"]","custom":"\#(text)"}"#
        let push = try reading(Array(payload.utf8))
        #expect(push.fields.problems.first?.field == "custom")
        #expect(push.rendered?.text == "Ann: hi")
    }

    @Test func textNestedDeeperThanTheDecoderReadsWhereItIsPutIsAnError() {
        let deep = String(repeating: "[", count: 31) + String(repeating: "]", count: 31)
        let payload = #"{"data":{"loc_key":"MESSAGE_TEXT","loc_args":"\#(deep)"}}"#
        #expect(throws: PushError.self) { try decoder.decode(Array(payload.utf8)) }
    }
}
