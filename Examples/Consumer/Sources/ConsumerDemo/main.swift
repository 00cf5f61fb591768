import PushSpecCore

// TelegramNotification here is generated into this module from PushSpec's spec plus
// Spec/telegram/app-additions.yaml, so it knows MESSAGE_CHECKLIST and renders MESSAGE_TEXT this app's way.
let payloads = [
    #"{"loc_key":"MESSAGE_CHECKLIST","loc_args":["Alice","Groceries","4"],"custom":{"from_id":"42","msg_id":7}}"#,
    #"{"loc_key":"MESSAGE_TEXT","loc_args":["Bob","See you at 7"],"custom":{"from_id":43}}"#,
    #"{"loc_key":"CHAT_MESSAGE_PHOTOS","loc_args":["Carol","Weekend trip","5"],"custom":{"chat_id":"241233"}}"#,
]

for payload in payloads {
    do {
        let json = try JSONValue(parsing: payload)
        let notification = try TelegramNotification(
            locKey: json["loc_key"]?.stringValue ?? "",
            locArgs: json["loc_args"]?.elements.compactMap(\.stringValue) ?? [])
        let fields = TelegramCustomFields(payload: json)
        switch notification {
        case let .messageChecklist(author, title, count):
            print("checklist from \(author): \(title) (\(count) items)")
        default:
            break
        }
        print("\(notification.title ?? "?") | \(notification.text ?? "?") | peer: \(fields.peer.map { "\($0)" } ?? "none")")
    } catch {
        print("error: \(error)")
    }
}
