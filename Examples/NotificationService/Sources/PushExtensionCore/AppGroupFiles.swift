import Foundation

/// The files an app shares with its notification service extension, in the app group's
/// container: the keyring the app wrote when it registered for pushes, and the notification
/// state both processes update.
public struct AppGroupFiles: Sendable {
    /// The keyring, in the format of `pushspec keygen` (`keyring.json`).
    public var keyring: URL
    /// The notification state (an SQLite file in WAL mode, with its `-wal` and `-shm` beside it).
    public var state: URL

    /// The two files in `container`, `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`.
    public init(container: URL) {
        keyring = container.appendingPathComponent("keyring.json")
        state = container.appendingPathComponent("notifications.sqlite")
    }
}
