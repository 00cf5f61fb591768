import Foundation
import PushSpec
import PushSpecCore
import PushSpecCLI
import PushSpecNotifications

/// An input of `notifications apply`: a TDLib request in TDLib's own JSON (its `@type`), or else a
/// push. Fields a settings request leaves out keep their value.
enum NotificationRequest {
    static func apply(
        _ document: JSONValue, to store: NotificationStore, decoder: PushDecoder
    ) throws -> NotificationState.Outcome {
        switch document["@type"]?.stringValue {
        case "removeNotification"?:
            return try store.removeNotification(
                groupID: int32(document, "notification_group_id"), notificationID: int32(document, "notification_id"))
        case "removeNotificationGroup"?:
            return try store.removeNotificationGroup(
                groupID: int32(document, "notification_group_id"),
                maxNotificationID: int32(document, "max_notification_id"))
        case "setChatNotificationSettings"?:
            guard let chatID = document["chat_id"]?.lenientInt64 else { throw missing("chat_id") }
            let settings = try object(document, "notification_settings")
            try store.updateChatSettings(chatID: chatID) { $0.update(fromTDLib: settings) }
            return NotificationState.Outcome(updates: [])
        case "setScopeNotificationSettings"?:
            guard let name = document["scope"]?["@type"]?.stringValue, let scope = NotificationSettingsScope(rawValue: name) else {
                throw NotificationStateError.invalidRequest("`scope` must be a notificationSettingsScope… object")
            }
            let settings = try object(document, "notification_settings")
            try store.updateScopeSettings(scope: scope) { $0.update(fromTDLib: settings) }
            return NotificationState.Outcome(updates: [])
        case let type?:
            throw NotificationStateError.invalidRequest("`\(type)` is not a request notifications apply takes")
        case nil:
            guard case let .telegram(push) = try decoder.decode(json: document) else {
                return NotificationState.Outcome(updates: [], skipped: .notTelegram)
            }
            return try store.apply(push, account: push.account ?? String(push.receiverID), now: Date())
        }
    }

    private static func int32(_ document: JSONValue, _ name: String) throws -> Int32 {
        guard let value = document[name]?.lenientInt64, let fitting = Int32(exactly: value) else { throw missing(name) }
        return fitting
    }

    private static func object(_ document: JSONValue, _ name: String) throws -> JSONValue {
        guard let value = document[name], value.kind == .object else { throw missing(name) }
        return value
    }

    private static func missing(_ name: String) -> NotificationStateError {
        .invalidRequest("`\(name)` is missing or of the wrong type")
    }
}
