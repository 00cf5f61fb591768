/// A value read from a spec file, with where it was written.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    public let value: Value
    public let location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
