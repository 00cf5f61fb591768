import Foundation

/// What a notification state refuses, with nothing changed.
public enum NotificationStateError: Error, Sendable, Hashable, CustomStringConvertible, LocalizedError {
    /// An option outside TDLib's range.
    case optionOutOfRange(name: String, value: Int, range: ClosedRange<Int>)
    /// A request naming a notification group or notification by an id that cannot be one (≤ 0),
    /// as TDLib refuses it ("Notification group identifier is invalid"). A valid id of a group
    /// that is gone is no error.
    case invalidID(name: String, value: Int32)
    /// A request that is not one the state knows, or that lacks a field it needs.
    case invalidRequest(String)
    /// The state file is not a PushSpec notification state, or one of a newer schema.
    case notAState(String)
    /// The database failed: its message (never a key or a payload) and SQLite's result code
    /// (extended, as `sqlite3_extended_errcode` gives it), nil when the failure was not SQLite's.
    case database(String, resultCode: Int32?)

    /// A short stable code, as in `render --json` errors.
    public var code: String {
        switch self {
        case .optionOutOfRange: "option_out_of_range"
        case .invalidID: "invalid_id"
        case .invalidRequest: "invalid_request"
        case .notAState: "not_a_state"
        case .database: "database"
        }
    }

    /// SQLite's result code of a ``database(_:resultCode:)`` error (`SQLITE_BUSY` is 5,
    /// `SQLITE_CORRUPT` 11, `SQLITE_FULL` 13, …); nil for the others.
    public var resultCode: Int32? {
        if case let .database(_, resultCode) = self { return resultCode }
        return nil
    }

    public var description: String {
        switch self {
        case let .optionOutOfRange(name, value, range):
            "\(name) must be \(range.lowerBound)...\(range.upperBound), not \(value)"
        case let .invalidID(name, value): "\(name) must be positive, not \(value)"
        case let .invalidRequest(reason): "invalid request: \(reason)"
        case let .notAState(reason): "not a PushSpec notification state: \(reason)"
        case let .database(message, _): "database error: \(message)"
        }
    }

    /// The message, so that `localizedDescription` says what went wrong.
    public var errorDescription: String? { description }
}
