import PushSpec
import PushSpecCatalog
import PushSpecCore

/// TDLib's `PushMessageContent` of a notification: the class TDLib makes for its `loc_key`, with
/// its fields filled from the arguments, as the spec's `tdlib:` entry of the form says, and its
/// object field (a photo, a document) from the push's attachment when it has one of that kind.
enum PushMessageContent {
    /// The content of `notification`, of its descriptor's `form`; `pushMessageContentHidden`
    /// where the spec names no class (a form TDLib itself does not turn into a message).
    static func of(
        _ notification: some TelegramCatalogNotification, form: NotificationTypeDescriptor.Form?,
        attachment: @autoclosure () -> TelegramAttachment? = nil
    ) -> TDLibValue {
        guard let content = form?.tdlib else {
            return .object(
                type: "pushMessageContentHidden", members: [("is_pinned", .bool(notification.locKey.hasPrefix("PINNED_")))])
        }
        let arguments = notification.locArgs
        let members = content.fields.map { field -> (String, TDLibValue) in
            switch field.value {
            case let .textArgument(index): (field.name, .string(index < arguments.count ? arguments[index] : ""))
            case let .numberArgument(index):
                // Decoding checked that a count or integer argument is one.
                (field.name, .number(index < arguments.count ? Int64(arguments[index]) ?? 0 : 0))
            case let .string(string): (field.name, .string(string))
            case let .integer(integer): (field.name, .number(integer))
            case let .bool(bool): (field.name, .bool(bool))
            case let .object(type): (field.name, attachment().flatMap { TDLibAttachmentObjects.object(type, of: $0) } ?? .null)
            }
        }
        return .object(type: content.className, members: members)
    }
}
