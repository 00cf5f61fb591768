import PushSpecCatalog
import PushSpecCore
import Testing

/// The services of a catalog whose spec declares none.
@Suite struct NoServiceNotificationTests {
    @Test func noLocKeyDecodesAsOne() throws {
        let payload = try JSONValue(parsing: #"{"loc_key":"DC_UPDATE","custom":{"dc":2,"addr":"149.154.167.51:443"}}"#)
        let fields = TelegramCustomFields(payload: payload)
        // The same fields make PushSpec's own service: only the catalog without services has none.
        #expect(try TelegramServiceNotification(locKey: "DC_UPDATE", fields: fields) != nil)
        for locKey in ["DC_UPDATE", "SESSION_REVOKE", "MESSAGE_TEXT", ""] {
            #expect(try NoServiceNotification<TelegramCustomFields>(locKey: locKey, fields: fields) == nil)
        }
    }
}
