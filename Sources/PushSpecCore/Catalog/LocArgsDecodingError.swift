/// Why a known `loc_key`'s arguments could not be decoded into a typed notification.
///
/// The error keeps the raw key and arguments, so a caller can still show or log the notification.
public struct LocArgsDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong.
    public enum Reason: Sendable, Hashable {
        /// `loc_args` had a number of elements no form of the type accepts.
        case wrongArgumentCount(expected: [Int], actual: Int)
        /// The element at `position` (0-based) must be an integer, and was not.
        case notAnInteger(position: Int, argument: String)
    }

    /// What was wrong.
    public let reason: Reason
    /// The `loc_key` as received.
    public let locKey: String
    /// The `loc_args` as received.
    public let locArgs: [String]

    /// An error for a push's `loc_key` and `loc_args`, kept as received.
    public init(reason: Reason, locKey: String, locArgs: [String]) {
        self.reason = reason
        self.locKey = locKey
        self.locArgs = locArgs
    }

    public var description: String {
        switch reason {
        case let .wrongArgumentCount(expected, actual):
            let accepted = expected.map(String.init).joined(separator: " or ")
            return "\(locKey) takes \(accepted) arguments, got \(actual)"
        case let .notAnInteger(position, argument):
            return "\(locKey) argument \(position + 1) (\(argument)) must be an integer"
        }
    }
}
