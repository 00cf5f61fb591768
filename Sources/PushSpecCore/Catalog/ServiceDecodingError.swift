/// A service notification that lacks a field it needs (a `DC_UPDATE` without `addr`).
public struct ServiceDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The service's `loc_key`.
    public let locKey: String
    /// The wire name of the missing field (or the alternatives, comma-separated).
    public let missingField: String

    /// An error for the service `locKey`, which lacks `missingField`.
    public init(locKey: String, missingField: String) {
        self.locKey = locKey
        self.missingField = missingField
    }

    public var description: String { "\(locKey) needs \(missingField)" }
}
