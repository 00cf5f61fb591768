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
    /// The state file cannot be used: corrupt, of a newer schema, busy, full or failing; the
    /// failure says which. A push is still presented on its own.
    case unusable(NotificationStateFailure)

    /// A short stable code, as in `render --json` errors.
    public var code: String {
        switch self {
        case .optionOutOfRange: "option_out_of_range"
        case .invalidID: "invalid_id"
        case .invalidRequest: "invalid_request"
        case let .unusable(failure): failure.code
        }
    }

    /// The failure of an ``unusable(_:)`` state; nil for the errors of a request.
    public var stateFailure: NotificationStateFailure? {
        if case let .unusable(failure) = self { return failure }
        return nil
    }

    public var description: String {
        switch self {
        case let .optionOutOfRange(name, value, range):
            "\(name) must be \(range.lowerBound)...\(range.upperBound), not \(value)"
        case let .invalidID(name, value): "\(name) must be positive, not \(value)"
        case let .invalidRequest(reason): "invalid request: \(reason)"
        case let .unusable(failure): failure.description
        }
    }

    /// The message, so that `localizedDescription` says what went wrong.
    public var errorDescription: String? { description }
}
