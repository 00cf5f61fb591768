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

    /// What the push in `userInfo` (as APNs delivers it) changes on screen; it throws only when
    /// the push cannot be read (then the system shows the alert the server sent).
    ///
    /// A Telegram push goes through the state: its updates say what appears and what goes (a
    /// read on another device takes notifications away). A repeat, a read message or a muted
    /// chat changes nothing. With TDLib's Notification API off, or a state that cannot be used
    /// (corrupt, of a newer schema, locked, full, protected while the device is locked), the push
    /// is presented on its own; a corrupt state is reported to the app, which recovers it. The
    /// state is opened for this push and closed before returning, so the extension holds no lock
    /// when the system suspends it.
    public func changes(for userInfo: [AnyHashable: Any], now: Date) throws -> PresentationChanges {
        switch try decoder.decode(userInfo: userInfo) {
        case let .telegram(push):
            let presentation = NotificationStore.presentation(of: push, statePath: files.state.path, now: now, locale: locale)
            if presentation.stateFailure?.kind == .corrupt {
                // Best effort: with no room to write it, the next push reports it again.
                try? Data(presentation.stateFailure?.description.utf8 ?? "".utf8).write(to: files.corruptStateReport)
            }
            return presentation.changes
        case let .zulip(push):
            return push.presentationChanges()
        case .wakeUp:
            return PresentationChanges()
        }
    }
}
