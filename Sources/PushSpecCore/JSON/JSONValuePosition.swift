extension JSONValue {
    /// Where a value stands in its document: four bytes that keep nothing alive.
    ///
    /// A ``JSONValue`` holds a reference to its document, so a struct of many values copies and
    /// releases that reference once per value. Keep one value of the document and the positions
    /// of the others instead, and make them values again with ``value(at:)`` when they are read.
    public struct Position: Sendable, Hashable {
        let index: UInt32
    }

    /// This value's place in its document.
    public var position: Position {
        Position(index: UInt32(truncatingIfNeeded: index))
    }

    /// The value at `position` of this value's document.
    ///
    /// `position` must come from a value of the same document. One from another document names
    /// some value of this one (or, past its end, reads as `null`): wrong, but never a fault.
    public func value(at position: Position) -> JSONValue {
        JSONValue(storage: storage, index: Int(position.index))
    }
}
