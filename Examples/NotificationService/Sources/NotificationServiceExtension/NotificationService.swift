#if canImport(UserNotifications)
import Foundation
import PushExtensionCore
import PushSpec
import UserNotifications

/// The extension's principal class (`NSExtensionPrincipalClass` in its Info.plist). Every decision
/// is PushExtensionCore's and PushSpec's; this class hands the presentation to PushSpec's Apple
/// adapter and the content to the system.
///
/// Compiled only with an Apple SDK. Override `appGroup` with the app group the app and the
/// extension share.
open class NotificationService: UNNotificationServiceExtension {
    /// The app group's identifier.
    open var appGroup: String { "group.com.example.messenger" }

    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNNotificationContent?

    override open func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        self.contentHandler = contentHandler
        bestAttempt = request.content
        guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup),
              let handler = try? PushExtensionHandler(
                  files: AppGroupFiles(container: container), language: Locale.preferredLanguages.first ?? "en"),
              let changes = try? handler.changes(for: request.content.userInfo, now: Date())
        else {
            contentHandler(request.content)  // the push's own alert, as the server sent it
            return
        }
        if let presentation = changes.present.first {
            let content = presentation.notificationContent()
            // A communication notification (sender, avatar) where the app has the entitlement.
            contentHandler((try? presentation.communicationContent(from: content)) ?? content)
        } else {
            contentHandler(request.content)
        }
        let removal = changes.remove
        Task { await removal.apply(to: UNUserNotificationCenter.current()) }
    }

    override open func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }
}
#endif
