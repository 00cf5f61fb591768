import Foundation

/// Why a notification state file cannot be used for an input: the input changed nothing, and a
/// push is still presented, on its own (``NotificationStore/presentation(of:statePath:configuration:account:now:locale:)``).
///
/// Each ``Kind`` is something that happens to a file shared by an app and its extension: a crash
/// or a restore damages it, an older build meets a state a newer one migrated, the other process
/// holds the lock, the disk fills, the directory is gone or the device is locked.
public struct NotificationStateFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, in the terms of what an app does about it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The file is damaged, is not SQLite, or is another SQLite database: it is left as it
        /// is, and ``NotificationStore/recover(path:configuration:)`` moves it aside for a new one.
        case corrupt
        /// The file is a state of a newer schema (written by a newer build of the app): it is left
        /// as it is until this build is updated.
        case newerSchema
        /// Another process held the file's lock for longer than
        /// ``NotificationStore/Configuration/busyTimeout``, or the store is suspended.
        case busy
        /// The disk is full: the input was rolled back.
        case full
        /// Any other failure to open, read or write the file: a missing file or directory, a file
        /// that cannot be opened (on Apple platforms, a file protected with `complete` while the
        /// device is locked), an I/O error.
        case io
    }

    /// What went wrong.
    public var kind: Kind
    /// What SQLite or the system said (never a key or a payload).
    public var message: String
    /// SQLite's extended result code (as `sqlite3_extended_errcode` gives it), nil when the
    /// failure was not SQLite's.
    public var resultCode: Int32?

    /// A failure of `kind`, with what was said and SQLite's code.
    public init(_ kind: Kind, _ message: String, resultCode: Int32? = nil) {
        self.kind = kind
        self.message = message
        self.resultCode = resultCode
    }

    /// A short stable code, as the command line prints it: `state_corrupt`, `state_newer`,
    /// `state_busy`, `state_full` or `state_io`.
    public var code: String {
        switch kind {
        case .corrupt: "state_corrupt"
        case .newerSchema: "state_newer"
        case .busy: "state_busy"
        case .full: "state_full"
        case .io: "state_io"
        }
    }

    public var description: String {
        switch kind {
        case .corrupt: "the notification state is corrupt: \(message)"
        case .newerSchema: "the notification state is of a newer schema: \(message)"
        case .busy: "the notification state is busy: \(message)"
        case .full: "the notification state cannot grow: \(message)"
        case .io: "the notification state cannot be used: \(message)"
        }
    }
}
