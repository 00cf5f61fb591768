import Foundation
@testable import PushSpecCrypto
import PushSpecTestSupport
import Testing

@Suite("Web push subscription token")
struct WebPushTokenTests {
    static let v = WebPushVectors.shared.rfc8291
    static let p256dh = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
    static let auth = "BTBZMqHH6r4Tts7J_aSIgg"
    static let endpoint = "https://push.example.net/push/JzLQ3raZJfFBR0aqvOMsLrt54w4rJUsV?x=1"

    static var keys: WebPushKeys { try! WebPushKeys(privateKey: v.uaPrivate, authSecret: v.authSecret) }

    @Test("json is the exact expected text")
    func json() throws {
        let token = try WebPushSubscriptionToken(endpoint: Self.endpoint, keys: Self.keys)
        #expect(token.json == #"{"endpoint":"https://push.example.net/push/JzLQ3raZJfFBR0aqvOMsLrt54w4rJUsV?x=1","keys":{"p256dh":"\#(Self.p256dh)","auth":"\#(Self.auth)"}}"#)
        #expect(token.p256dh == Self.v.uaPublic)
        #expect(token.auth == Self.v.authSecret)
    }

    @Test("json is valid JSON that Foundation reads back")
    func jsonForFoundation() throws {
        let token = try WebPushSubscriptionToken(endpoint: Self.endpoint, keys: Self.keys)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(token.json.utf8)) as? [String: Any])
        #expect(object["endpoint"] as? String == Self.endpoint)
        let keys = try #require(object["keys"] as? [String: String])
        #expect(keys == ["p256dh": Self.p256dh, "auth": Self.auth])
    }

    @Test("parsing: what browsers send (with expirationTime, padding, escapes, whitespace)")
    func parsing() throws {
        let expected = try WebPushSubscriptionToken(endpoint: Self.endpoint, keys: Self.keys)
        let texts = [
            expected.json,
            """
            {
              "endpoint": "https:\\/\\/push.example.net\\/push\\/JzLQ3raZJfFBR0aqvOMsLrt54w4rJUsV?x=1",
              "expirationTime": null,
              "keys": { "auth": "\(Self.auth)==", "p256dh": "\(Self.p256dh)", "extra": [1, 2.5e3, true, {"a": false}] }
            }
            """,
            "\u{FEFF}" + expected.json,
        ]
        for text in texts {
            #expect(try WebPushSubscriptionToken(parsing: text) == expected)
            #expect(try WebPushSubscriptionToken(parsing: Array(text.utf8)) == expected)
            #expect(try WebPushSubscriptionToken(parsing: Data(text.utf8)) == expected)
        }
        #expect(try WebPushSubscriptionToken(endpoint: Self.endpoint, p256dh: Self.p256dh, auth: Self.auth) == expected)
    }

    @Test("an endpoint with quotes and backslashes cannot be made; unicode escapes decode")
    func escaping() throws {
        #expect(throws: WebPushError.badToken("endpoint contains a character that is not allowed in a URL")) {
            try WebPushSubscriptionToken(endpoint: "https://a.example/\"x\\", keys: Self.keys)
        }
        let text = #"{"endpoint":"https://a.example/\u0070ath","keys":{"p256dh":"\#(Self.p256dh)","auth":"\#(Self.auth)"}}"#
        #expect(try WebPushSubscriptionToken(parsing: text).endpoint == "https://a.example/path")
    }

    @Test("endpoints that are not absolute https URLs", arguments: [
        "http://push.example.net/x", "ftp://push.example.net/x", "https:/push.example.net", "https://", "https:///path",
        "push.example.net/x", "", "https://push.example.net/a b", "https://push.example.net:99999/x", "https://host:/x",
        "https://ex\u{E9}mple.net/x", "https://[::1/x",
    ])
    func badEndpoints(_ endpoint: String) {
        #expect(throws: WebPushError.self) { try WebPushSubscriptionToken(endpoint: endpoint, keys: Self.keys) }
        #expect(throws: WebPushError.self) { try WebPushSubscriptionToken(endpoint: endpoint, p256dh: Self.p256dh, auth: Self.auth) }
    }

    @Test("endpoints that are fine", arguments: [
        "https://fcm.googleapis.com/fcm/send/cXyz:APA91bH", "HTTPS://UPDATES.PUSH.SERVICES.MOZILLA.COM/wpush/v2/gAAAAA",
        "https://ntfy.sh/upAbC?up=1", "https://[2001:db8::1]:8443/push", "https://push.example.net:443", "https://h#frag",
    ])
    func goodEndpoints(_ endpoint: String) throws {
        #expect(try WebPushSubscriptionToken(endpoint: endpoint, keys: Self.keys).endpoint == endpoint)
    }

    @Test("http endpoint")
    func httpEndpoint() {
        let text = #"{"endpoint":"http://push.example.net/x","keys":{"p256dh":"\#(Self.p256dh)","auth":"\#(Self.auth)"}}"#
        #expect(throws: WebPushError.badToken("endpoint must be an absolute https:// URL")) { try WebPushSubscriptionToken(parsing: text) }
    }

    @Test("auth of 15 or 17 bytes")
    func authSize() {
        for size in [15, 17] {
            let auth = base64URLEncode([UInt8](repeating: 7, count: size))
            let text = #"{"endpoint":"\#(Self.endpoint)","keys":{"p256dh":"\#(Self.p256dh)","auth":"\#(auth)"}}"#
            #expect(throws: WebPushError.badToken("keys.auth must be 16 bytes, got \(size)")) { try WebPushSubscriptionToken(parsing: text) }
        }
    }

    @Test("p256dh off the curve, compressed, or the wrong size")
    func badP256DH() {
        var compressed = Self.v.uaPublic.prefix(33)
        compressed[compressed.startIndex] = 0x02 | (Self.v.uaPublic[64] & 1)
        let cases: [([UInt8], Int)] = [
            (WebPushTestEncryptor.offCurvePoint, 65), (Array(compressed), 33), (Array(Self.v.uaPublic.prefix(64)), 64),
            ([0x05] + Self.v.uaPublic.dropFirst(), 65),
        ]
        for (key, size) in cases {
            let text = #"{"endpoint":"\#(Self.endpoint)","keys":{"p256dh":"\#(base64URLEncode(key))","auth":"\#(Self.auth)"}}"#
            #expect(throws: WebPushError.badToken("keys.p256dh is not a 65-byte uncompressed point on P-256 (\(size) bytes)")) {
                try WebPushSubscriptionToken(parsing: text)
            }
        }
    }

    @Test("malformed JSON and wrong shapes", arguments: [
        "", "[]", "null", #"{"endpoint":"https://a.example"}"#, #"{"endpoint":1,"keys":{}}"#,
        #"{"endpoint":"https://a.example","keys":{"p256dh":"x"}}"#,
        #"{"endpoint":"https://a.example","keys":{"p256dh":"BCVx","auth":"BTBZ"}"#,
        #"{"endpoint":"https://a.example","endpoint":"https://b.example","keys":{}}"#,
        #"{"endpoint":"https://a.example",,"keys":{}}"#, #"{"endpoint":"https://a.example\x"}"#,
        #"{"endpoint":"https://a.example","keys":{"p256dh":"not base64!","auth":"BTBZMqHH6r4Tts7J_aSIgg"}}"#,
        #"{"endpoint":"https://a.example"} trailing"#, #"{"a":01}"#, #"{"a":"\ud800"}"#,
        String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
    ])
    func malformed(_ text: String) {
        #expect(throws: WebPushError.self) { try WebPushSubscriptionToken(parsing: text) }
    }

    @Test("the JSON error names the problem and where it is")
    func jsonErrorText() {
        // PushSpecCore's JSON reader's messages; offsets count from the start of the input,
        // byte order mark included.
        #expect(throws: WebPushError.badToken("invalid JSON at byte 14: unexpected byte 0x78")) {
            try WebPushSubscriptionToken(parsing: #"{"endpoint":1 x}"#)
        }
        #expect(throws: WebPushError.badToken("invalid JSON at byte 14: unexpected end of input")) {
            try WebPushSubscriptionToken(parsing: #"{"endpoint":1 "#)
        }
        #expect(throws: WebPushError.badToken("invalid JSON at byte 17: unexpected byte 0x78")) {
            try WebPushSubscriptionToken(parsing: "\u{FEFF}" + #"{"endpoint":1 x}"#)
        }
    }
}
