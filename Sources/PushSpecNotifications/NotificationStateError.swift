/// What a notification state refuses, with nothing changed.
public enum NotificationStateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An option outside TDLib's range.
    case optionOutOfRange(name: String, value: Int, range: ClosedRange<Int>)
    /// A request naming a notification group the state does not have.
    case unknownGroup(Int32)
    /// A request that is not one the state knows, or that lacks a field it needs.
    case invalidRequest(String)
    /// The state file is not a PushSpec notification state, or one of a newer schema.
    case notAState(String)
    /// The database failed (its message; never a key or a payload).
    case database(String)

    /// A short stable code, as in `render --json` errors.
    public var code: String {
        switch self {
        case .optionOutOfRange: "option_out_of_range"
        case .unknownGroup: "unknown_group"
        case .invalidRequest: "invalid_request"
        case .notAState: "not_a_state"
        case .database: "database"
        }
    }

    public var description: String {
        switch self {
        case let .optionOutOfRange(name, value, range):
            "\(name) must be \(range.lowerBound)...\(range.upperBound), not \(value)"
        case let .unknownGroup(id): "no notification group \(id)"
        case let .invalidRequest(reason): "invalid request: \(reason)"
        case let .notAState(reason): "not a PushSpec notification state: \(reason)"
        case let .database(message): "database error: \(message)"
        }
    }
}
