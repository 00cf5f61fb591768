// The Apple adapter: field copying from the platform-neutral values into
// UserNotifications' types. Every decision is made in NotificationPresentation, tested on Linux;
// this file only compiles where UserNotifications exists, so it is kept to field copying,
// reviewed against Apple's documentation:
// - UNMutableNotificationContent: title, subtitle, body, threadIdentifier, categoryIdentifier,
//   userInfo, sound (not tvOS), attachments (not tvOS); interruptionLevel and relevanceScore are
//   iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1: the package's floor.
// - UNNotificationSound.default; UNNotificationSound(named:) is iOS, macOS, visionOS only.
// - UNNotificationAttachment(identifier:url:options:) (not tvOS): the file must be readable;
//   the system moves it into its own store once the attachment is made.
// - UNNotificationAction, UNTextInputNotificationAction, UNNotificationCategory (not tvOS).
// - UNUserNotificationCenter.removeDeliveredNotifications(withIdentifiers:) and
//   deliveredNotifications() (the async form of getDeliveredNotifications(completionHandler:)).
#if canImport(UserNotifications)
import Foundation
import UserNotifications

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension NotificationPresentation {
    /// The content to deliver: a copy of every field, and the attachment written to a file in
    /// `attachmentDirectory` (the temporary directory by default) and attached as a JPEG.
    public func notificationContent(
        attachmentDirectory: URL = FileManager.default.temporaryDirectory
    ) -> UNMutableNotificationContent {
        let content = UNMutableNotificationContent()
        content.title = title
        if let subtitle { content.subtitle = subtitle }
        content.body = body
        content.threadIdentifier = thread
        if let category { content.categoryIdentifier = category.identifier }
        var info: [AnyHashable: Any] = [:]
        for (key, value) in userInfo { info[key] = value }
        info[Self.identifierUserInfoKey] = identifier
        content.userInfo = info
        content.interruptionLevel = interruption.userNotificationsLevel
        content.relevanceScore = relevance
        #if !os(tvOS)
        content.sound = sound.userNotificationsSound
        if let attachment, let file = Self.attachment(attachment, named: identifier, in: attachmentDirectory) {
            content.attachments = [file]
        }
        #endif
        return content
    }

    /// A request for ``notificationContent(attachmentDirectory:)`` under ``identifier``, delivered
    /// now: for an app that posts the notification itself (a push handled in the app, or a
    /// notification made from the state).
    public func notificationRequest() -> UNNotificationRequest {
        UNNotificationRequest(identifier: identifier, content: notificationContent(), trigger: nil)
    }

    #if !os(tvOS)
    /// The JPEG written to a file of `directory` named after the identifier (letters, digits and
    /// `-` kept, `_` for the rest), as an attachment; nil when either fails. The system moves the
    /// file into its own store, so the name is free again once the attachment is made.
    static func attachment(_ jpeg: [UInt8], named identifier: String, in directory: URL) -> UNNotificationAttachment? {
        let name = String(identifier.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
        let url = directory.appendingPathComponent(name + ".jpg")
        do {
            try Data(jpeg).write(to: url)
            return try UNNotificationAttachment(
                identifier: "thumbnail", url: url, options: [UNNotificationAttachmentOptionsTypeHintKey: "public.jpeg"])
        } catch {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
    }
    #endif
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension NotificationInterruption {
    /// The same level in UserNotifications.
    public var userNotificationsLevel: UNNotificationInterruptionLevel {
        switch self {
        case .passive: .passive
        case .active: .active
        case .timeSensitive: .timeSensitive
        }
    }
}

#if !os(tvOS)
@available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
extension NotificationPresentation.Sound {
    /// The sound in UserNotifications: nil for none; on watchOS a named sound is the default one.
    public var userNotificationsSound: UNNotificationSound? {
        switch self {
        case .default: return .default
        case .none: return nil
        case let .named(name):
            #if os(watchOS)
            return .default
            #else
            return UNNotificationSound(named: UNNotificationSoundName(rawValue: name))
            #endif
        }
    }
}

@available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
extension NotificationCategory {
    /// The category to register (`UNUserNotificationCenter.setNotificationCategories`): a text
    /// input action for one that accepts text, destructive and foreground options copied.
    public var userNotificationsCategory: UNNotificationCategory {
        let platformActions = self.actions.map { action -> UNNotificationAction in
            var options: UNNotificationActionOptions = []
            if action.isDestructive { options.insert(.destructive) }
            if action.opensApp { options.insert(.foreground) }
            if action.acceptsText {
                return UNTextInputNotificationAction(
                    identifier: action.identifier, title: action.title, options: options,
                    textInputButtonTitle: action.title, textInputPlaceholder: "")
            }
            return UNNotificationAction(identifier: action.identifier, title: action.title, options: options)
        }
        return UNNotificationCategory(identifier: identifier, actions: platformActions, intentIdentifiers: [], options: [])
    }
}

@available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
extension NotificationRemoval {
    /// Takes the notifications away from what `center` has delivered: those of ``identifiers``
    /// (by request identifier, or by ``NotificationPresentation/identifierUserInfoKey``), and
    /// those the ``rule`` matches (their thread and `userInfo`).
    public func apply(to center: UNUserNotificationCenter) async {
        guard !isEmpty else { return }
        let delivered = await center.deliveredNotifications()
        var remove = identifiers
        for notification in delivered {
            let content = notification.request.content
            var info: [String: String] = [:]
            for (key, value) in content.userInfo {
                if let key = key.base as? String, let value = value as? String { info[key] = value }
            }
            if matches(thread: content.threadIdentifier, userInfo: info) {
                remove.append(notification.request.identifier)
            }
        }
        center.removeDeliveredNotifications(withIdentifiers: remove)
    }
}
#endif
#endif
