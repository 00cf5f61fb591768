import Foundation
import PushSpec
import PushSpecNotifications

/// One push as a notification service extension handles it: decrypt and decode it with the app
/// group's keyring, render it in the user's language, record it in the shared notification
/// state, and say what to show.
///
/// Plain Swift, so that it is tested where no Apple SDK is; the extension's
/// `UNNotificationServiceExtension` subclass only copies the result into the notification.
public struct PushExtensionHandler: Sendable {
    private let decoder: PushDecoder
    private let files: AppGroupFiles
    private let locale: TelegramLocale

    /// Reads the keyring from the app group. `language` is a BCP 47 tag such as
    /// `Locale.preferredLanguages.first`.
    public init(files: AppGroupFiles, language: String) throws {
        decoder = PushDecoder(keyring: try PushKeyring(contentsOf: files.keyring))
        self.files = files
        locale = TelegramLocale(language)
    }

    /// What to show for the push in `userInfo` (as APNs delivers it), or nil when nothing should
    /// change: a push of another kind, or one the state says not to show (a repeat, a muted chat).
    ///
    /// The state file is opened for this push and closed before returning, so the extension
    /// holds no lock when the system suspends it.
    public func content(for userInfo: [AnyHashable: Any], now: Date) throws -> ExtensionContent? {
        switch try decoder.decode(userInfo: userInfo) {
        case let .telegram(push):
            guard let rendered = push.rendered(locale: locale) else { return nil }
            let store = try NotificationStore(path: files.state.path)
            let outcome = try store.apply(push, account: push.account ?? String(push.receiverID), now: now)
            try store.close()
            if let skipped = outcome.skipped, Self.hidesThePush(skipped) { return nil }
            let thread = push.fields.peer.map { "\(push.receiverID):\($0)" }
            let thumbnail = (try? push.attachment?.get())?.strippedThumbnail?.jpeg
            return ExtensionContent(
                title: rendered.title, body: rendered.body, threadIdentifier: thread, attachmentJPEG: thumbnail)
        case let .zulip(push):
            guard let title = push.title, let body = push.body else { return nil }
            return ExtensionContent(title: title, body: body, threadIdentifier: nil, attachmentJPEG: nil)
        default:
            return nil
        }
    }

    /// Whether the state's reason means the system's notification should not change: the
    /// message was shown (FCM and APNs both deliver it), read, or its chat is muted. Other
    /// reasons (the app keeps no notification state, a push the state does not group) still
    /// show the rendered text.
    static func hidesThePush(_ reason: NotificationSkipReason) -> Bool {
        switch reason {
        case .knownMessage, .alreadyRead, .mutedChat, .repeatedCall, .repeatedSecretChat: true
        default: false
        }
    }
}
