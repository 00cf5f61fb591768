import Foundation
import PushSpec
import PushSpecNotifications

/// One push as a notification service extension handles it: decrypt and decode it with the app
/// group's keyring, record it in the shared notification state, and say what the system shows
/// and takes away, rendered in the user's language.
///
/// Plain Swift, so that it is tested where no Apple SDK is; the extension's
/// `UNNotificationServiceExtension` subclass hands the result to PushSpec's Apple adapter.
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

    /// What the push in `userInfo` (as APNs delivers it) changes on screen.
    ///
    /// A Telegram push goes through the state: its updates say what appears and what goes (a
    /// read on another device takes notifications away). A repeat, a read message or a muted
    /// chat changes nothing. When the app keeps no state (TDLib's Notification API is off, as in
    /// a new file), the push is presented on its own. The state file is opened for this push
    /// and closed before returning, so the extension holds no lock when the system suspends it.
    public func changes(for userInfo: [AnyHashable: Any], now: Date) throws -> PresentationChanges {
        switch try decoder.decode(userInfo: userInfo) {
        case let .telegram(push):
            let store = try NotificationStore(path: files.state.path)
            let outcome = try store.apply(push, account: push.account ?? String(push.receiverID), now: now)
            try store.close()
            switch outcome.skipped {
            case .apiDisabled?: return push.presentationChanges(locale: locale)
            case let reason? where Self.hidesThePush(reason): return PresentationChanges()
            default: return PresentationChanges(updates: outcome.updates, push: push, locale: locale)
            }
        case let .zulip(push):
            return push.presentationChanges()
        case .wakeUp:
            return PresentationChanges()
        }
    }

    /// Whether the state's reason means the system's notification should not change: the
    /// message was shown (FCM and APNs both deliver it), read, or its chat is muted.
    static func hidesThePush(_ reason: NotificationSkipReason) -> Bool {
        switch reason {
        case .knownMessage, .alreadyRead, .mutedChat, .repeatedCall, .repeatedSecretChat: true
        default: false
        }
    }
}
