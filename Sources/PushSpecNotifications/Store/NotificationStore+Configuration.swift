import Foundation

extension NotificationStore {
    /// How a store opens its file: how long it waits for another process's lock, whether it
    /// makes a missing file, and the file protection of its files on Apple platforms.
    public struct Configuration: Sendable {
        /// How long an input waits for a lock another process holds (the app in a write, say)
        /// before it fails as ``NotificationStateFailure/Kind/busy``. The default, 5 seconds,
        /// leaves an extension most of its 30 seconds to present the push on its own. The
        /// processes sharing a state hold its lock for well under a millisecond an input.
        public var busyTimeout: TimeInterval = 5

        /// Whether a missing file is made (and its directory must exist). A store that only
        /// reads (`pushspec notifications active`) sets it to false, so that a mistyped path is
        /// a ``NotificationStateFailure/Kind/io`` failure, not a new empty state.
        public var makesMissingFile = true

        /// The data protection class given to the state, its `-wal` and its `-shm` each time it
        /// is opened, on Apple platforms; nil leaves the files as the system made them. The default,
        /// `completeUntilFirstUserAuthentication`, lets an extension open the state on a locked
        /// device once the user has unlocked it after a restart: a state protected with
        /// `complete` cannot be opened while the device is locked, which is when pushes arrive,
        /// so every push would be presented without it. The keyring the extension reads needs
        /// the same class.
        public var fileProtection: FileProtection? = .completeUntilFirstUserAuthentication

        /// The defaults.
        public init() {}
    }

    /// A data protection class of Apple platforms (`FileProtectionType`), here so that a
    /// configuration is `Sendable` on every platform.
    public enum FileProtection: Sendable, Hashable {
        /// Readable only while the device is unlocked.
        case complete
        /// Once open, readable while the device is locked; made while it is locked.
        case completeUnlessOpen
        /// Readable once the user has unlocked the device after a restart.
        case completeUntilFirstUserAuthentication
        /// Not protected.
        case none
    }
}
