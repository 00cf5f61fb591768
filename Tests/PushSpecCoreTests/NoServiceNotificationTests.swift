import PushSpecCore
import Testing

/// The services of a catalog whose spec declares none.
@Suite struct NoServiceNotificationTests {
    @Test func noLocKeyDecodesAsOne() throws {
        let payload = try JSONValue(parsing: #"{"loc_key":"DC_UPDATE","custom":{"dc":2,"addr":"149.154.167.51:443"}}"#)
        for locKey in ["DC_UPDATE", "SESSION_REVOKE", "MESSAGE_TEXT", ""] {
            #expect(try NoServiceNotification(locKey: locKey, payload: payload, customPosition: payload["custom"]?.position) == nil)
        }
    }
}
