import Foundation

/// The files an app shares with its notification service extension, in the app group's
/// container: the keyring the app wrote when it registered for pushes, the notification state
/// both processes update, and the extension's report of a state it found corrupt.
///
/// The app writes the keyring and makes the state with the file protection
/// `completeUntilFirstUserAuthentication` (the state's default in PushSpec), never `complete`:
/// pushes arrive while the device is locked, when a `complete` file cannot be opened.
public struct AppGroupFiles: Sendable {
    /// The keyring, in the format of `pushspec keygen` (`keyring.json`).
    public var keyring: URL
    /// The notification state (an SQLite file in WAL mode, with its `-wal` and `-shm` beside it).
    public var state: URL
    /// Written by the extension when the state was corrupt; the app recovers the state at its
    /// next launch (``StateRecoveryAtLaunch``) and removes it.
    public var corruptStateReport: URL

    /// The files in `container`, `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`.
    public init(container: URL) {
        keyring = container.appendingPathComponent("keyring.json")
        state = container.appendingPathComponent("notifications.sqlite")
        corruptStateReport = container.appendingPathComponent("notifications.corrupt")
    }
}
