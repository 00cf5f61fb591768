/// A value read from a spec file, with where it was written.
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    package let value: Value
    package let location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
