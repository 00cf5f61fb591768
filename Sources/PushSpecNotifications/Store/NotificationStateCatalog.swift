import Foundation
import PushSpec

/// A catalog's notification whose pushes ``NotificationStore`` applies: PushSpec's own
/// `TelegramNotification`, or the one the build plugin generates into an app's module that
/// depends on PushSpecNotifications (the plugin declares the conformance there; an app does not
/// write it).
///
/// Each catalog's conformance names the code its pushes are applied with, so that the store needs
/// no test of which catalog it holds: PushSpec's catalog takes the code this module specialized for
/// it, and an app's catalog the generic code, which reads the push's fields and content through the
/// catalog's witnesses. The requirement is for the store, not for apps.
public protocol NotificationStateCatalog: PushDecodableNotification {
    /// For ``NotificationStore/apply(_:account:now:)``: applies a decoded push in one transaction.
    static func _apply(
        _ push: TelegramPushOf<Self>, to store: NotificationStore, account: String, now: Date
    ) throws(NotificationStateError) -> NotificationState.Outcome
}

extension NotificationStateCatalog {
    /// The generic application, for an app's catalog.
    public static func _apply(
        _ push: TelegramPushOf<Self>, to store: NotificationStore, account: String, now: Date
    ) throws(NotificationStateError) -> NotificationState.Outcome {
        try store.applyWithCatalog(push, account: account, now: now)
    }
}

/// PushSpec's catalog is applied with the code specialized for it here, where its type is known: a
/// generic call from another module would read the push's fields and content through the
/// catalog's witnesses (Benchmarks/README.md).
extension TelegramNotification: NotificationStateCatalog {
    /// The application, specialized for PushSpec's catalog.
    public static func _apply(
        _ push: TelegramPush, to store: NotificationStore, account: String, now: Date
    ) throws(NotificationStateError) -> NotificationState.Outcome {
        try store.applyWithCatalog(push, account: account, now: now)
    }
}
