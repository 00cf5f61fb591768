import PushSpec
import Testing

/// The rules of TDLib's `getPushReceiverId`, one test per rule and error.
@Suite struct ReceiverIDTests {
    func receiverID(_ json: String) throws(ReceiverIDError) -> Int64 {
        try PushDecoder.receiverID(of: Array(json.utf8))
    }

    @Test func anEncryptedPushIsForItsAuthKeyID() throws {
        // "AQIDBAUGBwgJ" is base64url of 01 02 … 09: the id is the little-endian int64 of 01…08.
        #expect(try receiverID(#"{"p":"AQIDBAUGBwgJAAAA"}"#) == 0x0807_0605_0403_0201)
        #expect(try receiverID(#"{"data":{"p":"AQIDBAUGBwgJ"}}"#) == 0x0807_0605_0403_0201)
        #expect(try receiverID(#"{"aps":{"alert":"x"},"p":"__________8A"}"#) == -1)
    }

    @Test func aPlainPushIsForItsUserID() throws {
        #expect(try receiverID(#"{"user_id":42}"#) == 42)
        #expect(try receiverID(#"{"user_id":"42"}"#) == 42)
        #expect(try receiverID(#"{"data":{"user_id":"9223372036854775807"}}"#) == Int64.max)
    }

    @Test func otherwiseForEveryAccount() throws {
        #expect(try receiverID("{}") == 0)
        #expect(try receiverID(#"{"loc_key":"MESSAGE_TEXT"}"#) == 0)
        #expect(try receiverID(#"{"user_id_x":5,"data":{}}"#) == 0)
    }

    @Test func pDecidesWhereverItStands() throws {
        #expect(try receiverID(#"{"user_id":5,"p":"AAAAAAAAAAAA"}"#) == 0)
        #expect(try receiverID(#"{"p":123456789012}"#) == 5_618_236_888_314_310_103)
    }

    @Test func onlyDataIsReadWhenThereIsOne() throws {
        #expect(try receiverID(#"{"user_id":5,"data":{"loc_key":"A"}}"#) == 0)
    }

    @Test func theFirstOfEachNameCountsAndKeysAreComparedDecoded() throws {
        #expect(try receiverID(#"{"user_id":7,"user_id":8}"#) == 7)
        #expect(try receiverID(#"{"data":{"user_id":3},"data":{"user_id":4}}"#) == 3)
        #expect(try receiverID(#"{"data":{"user_id":3},"data":5}"#) == 3)
        #expect(throws: ReceiverIDError.dataNotAnObject) { try receiverID(#"{"data":5,"data":{"user_id":3}}"#) }
        #expect(try receiverID(#"{"user\u005fid":"12"}"#) == 12)
        #expect(try receiverID(#"{"d\u0061ta":{"\u0070":"AQIDBAUGBwgJ"}}"#) == 0x0807_0605_0403_0201)
        #expect(try receiverID(#"{"user_idx":1,"User_id":2,"p ":"AQIDBAUGBwgJ","user_id":6}"#) == 6)
    }

    @Test(arguments: [
        ("[]", "not_an_object"),
        ("\"x\"", "not_an_object"),
        ("{", "invalid_json"),
        (#"{"data":"{\"user_id\":5}"}"#, "data_not_an_object"),
        (#"{"data":[1]}"#, "data_not_an_object"),
        (#"{"p":true}"#, "p_not_a_string"),
        (#"{"p":12}"#, "p_too_short"),
        (#"{"p":"AAAAAAAAAAA="}"#, "p_not_base64url"),
        (#"{"p":"AQIDBAUGBwg"}"#, "p_too_short"),
        (#"{"p":"AQIDBAUG+wgJ"}"#, "p_not_base64url"),
        (#"{"user_id":true}"#, "user_id_not_string_or_number"),
        (#"{"user_id":"12a"}"#, "user_id_not_an_integer"),
        (#"{"user_id":1.5}"#, "user_id_not_an_integer"),
        (#"{"user_id":"9223372036854775808"}"#, "user_id_not_an_integer"),
        (#"{"user_id":0}"#, "user_id_not_positive"),
        (#"{"user_id":"-7"}"#, "user_id_not_positive"),
    ])
    func errors(_ json: String, _ code: String) {
        do {
            let id = try receiverID(json)
            Issue.record("got \(id) for \(json)")
        } catch {
            #expect(error.code == code, "\(json)")
        }
    }
}
