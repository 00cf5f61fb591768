import PushSpecCatalog
import PushSpecCore

extension TelegramNotification {
    /// The descriptor of this notification's form: the one of its type with its kind of chat and
    /// number of arguments; `nil` for ``TelegramNotification/unknown(locKey:locArgs:)``.
    var descriptorForm: NotificationTypeDescriptor.Form? {
        let count = locArgs.count
        return key?.descriptor.forms.first { $0.arguments.count == count && $0.peerKind == peerKind }
    }
}
