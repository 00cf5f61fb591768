import PushSpecCatalog
import PushSpecCore

extension TelegramPushOf {
    /// The custom and payload fields read where they stand, each when it is asked for, as
    /// ``TelegramPushViewOf/fields`` reads them (for an APNs push, the members beside `aps` unless
    /// it has a `custom`).
    ///
    /// The way to the fields an app's own spec adds: its build plugin generates them as
    /// properties of `TelegramCustomFieldsView` in the app's module (`push.fieldsView.checklistID`),
    /// while ``fields`` holds PushSpec's, read at once.
    public var fieldsView: TelegramCustomFieldsView {
        TelegramCustomFieldsView(
            payload: payload, customPosition: EnvelopeMembers(payload).customFieldsPosition(in: payload, isAPNs: envelope == .apns))
    }
}
