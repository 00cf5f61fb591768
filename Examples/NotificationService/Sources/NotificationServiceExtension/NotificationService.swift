#if canImport(UserNotifications)
import Foundation
import PushExtensionCore
import UserNotifications

/// The extension's principal class (`NSExtensionPrincipalClass` in its Info.plist). Every decision
/// is PushExtensionCore's; this class only copies its result into the notification.
///
/// Compiled only with an Apple SDK. Set `appGroup` to the app group the app and the extension
/// share.
open class NotificationService: UNNotificationServiceExtension {
    /// The app group's identifier.
    open var appGroup: String { "group.com.example.messenger" }

    private var contentHandler: ((UNNotificationContent) -> Void)?
    private var bestAttempt: UNMutableNotificationContent?

    override open func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        self.contentHandler = contentHandler
        let content = (request.content.mutableCopy() as? UNMutableNotificationContent) ?? UNMutableNotificationContent()
        bestAttempt = content
        if let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: appGroup),
           let handler = try? PushExtensionHandler(
               files: AppGroupFiles(container: container), language: Locale.preferredLanguages.first ?? "en"),
           let shown = try? handler.content(for: request.content.userInfo, now: Date())
        {
            content.title = shown.title
            content.body = shown.body
            if let thread = shown.threadIdentifier { content.threadIdentifier = thread }
            if let jpeg = shown.attachmentJPEG, let attachment = try? Self.attachment(jpeg: jpeg) {
                content.attachments = [attachment]
            }
        }
        contentHandler(content)
    }

    override open func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttempt { contentHandler(bestAttempt) }
    }

    /// The thumbnail as an attachment: the system takes a file URL, and moves the file.
    private static func attachment(jpeg: [UInt8]) throws -> UNNotificationAttachment {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".jpg")
        try Data(jpeg).write(to: url)
        return try UNNotificationAttachment(identifier: "thumbnail", url: url)
    }
}
#endif
