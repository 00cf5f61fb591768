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

extension JSONValue {
    /// The kind of the value at `position` of this value's document, read without making a value
    /// for it (and retaining the document again).
    @usableFromInline package func kind(at position: Position) -> Kind {
        value(atPosition: position) { _, entry in entry.kind }.map(Kind.init) ?? .null
    }

    /// ``lenientInt64`` of the value at `position` of this value's document, read in place.
    public func lenientInt64(at position: Position) -> Int64? {
        value(atPosition: position) { document, entry in document.lenientInt64(entry) }
    }

    @inline(__always)
    private func value<R>(atPosition position: Position, _ body: (JSONDocument, JSONTapeEntry) -> R?) -> R? {
        withEntry(at: Int(position.index), body)
    }
}

extension JSONValue.Kind {
    /// The kind a tape entry records.
    init(_ kind: JSONTapeKind) {
        switch kind {
        case .null: self = .null
        case .bool: self = .bool
        case .number: self = .number
        case .string: self = .string
        case .array: self = .array
        case .object: self = .object
        }
    }
}
