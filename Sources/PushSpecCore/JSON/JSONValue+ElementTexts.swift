extension JSONValue {
    /// Calls `body` with the text of every element of the array at `position` of this value's
    /// document, in place, inside one read of the document: a string's decoded UTF-8, a number's
    /// source (as `loc_args` are read). Nil when that is not an array or an element is of another
    /// kind.
    ///
    /// Nothing is allocated on the heap for short arrays: the element list is a temporary
    /// allocation, and so is the room strings written with escapes are decoded into. The result
    /// is an Int, not generic: a generic result made every call look up the type's metadata at
    /// run time, which cost more than the rest of the call.
    @usableFromInline package func withElementTexts(
        at position: Position, _ body: (UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>) -> Int
    ) -> Int? {
        let index = Int(position.index)
        return storage.read { document -> Int? in
            guard let array = document.entry(index), array.kind == .array else { return nil }
            let count = array.count
            return withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt8>.self, capacity: count) { texts in
                // Strings written with escapes (rare) are left empty here and decoded below.
                var escapedBytes = 0
                var elementIndex = index &+ 1
                for slot in 0..<count {
                    guard let element = document.entry(elementIndex) else { return nil }
                    switch element.kind {
                    case .number:
                        texts[slot] = document.source(of: element)
                    case .string where !element.flag:
                        texts[slot] = document.stringContent(of: element)
                    case .string:
                        texts[slot] = UnsafeBufferPointer(start: nil, count: 0)
                        escapedBytes &+= document.stringContent(of: element).count
                    default:
                        return nil
                    }
                    elementIndex = Int(element.next)
                }
                guard escapedBytes > 0 else { return body(UnsafeBufferPointer(texts)) }
                // The room for unescaping: each escaped string's content, which unescaping never
                // lengthens.
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: escapedBytes) { room in
                    var elementIndex = index &+ 1
                    var roomUsed = 0
                    for slot in 0..<count {
                        let element = document.tape[elementIndex]
                        if element.kind == .string && element.flag {
                            let free = UnsafeMutableBufferPointer(rebasing: room[roomUsed...])
                            let written = JSONStringDecoding.unescape(document.stringContent(of: element), into: free)
                            texts[slot] = UnsafeBufferPointer(rebasing: free[..<written])
                            roomUsed &+= written
                        }
                        elementIndex = Int(element.next)
                    }
                    return body(UnsafeBufferPointer(texts))
                }
            }
        }
    }
}

extension JSONValue {
    /// The texts of the elements of the array at `position` of this value's document as
    /// Strings, as `loc_args` are read: a string's decoded text, a number's source. Nil when that
    /// is not an array or an element is of another kind. One read of the document: no
    /// `JSONValue` made (and the document retained) for the array or any element.
    package func elementTexts(at position: Position) -> [String]? {
        let index = Int(position.index)
        return storage.read { document -> [String]? in
            guard let array = document.entry(index), array.kind == .array else { return nil }
            var texts: [String] = []
            texts.reserveCapacity(array.count)
            var elementIndex = index &+ 1
            for _ in 0..<array.count {
                guard let element = document.entry(elementIndex) else { return nil }
                switch element.kind {
                case .string: texts.append(JSONStringDecoding.string(document.stringContent(of: element), escaped: element.flag))
                case .number: texts.append(String(decoding: document.source(of: element), as: UTF8.self))
                default: return nil
                }
                elementIndex = Int(element.next)
            }
            return texts
        }
    }

    /// Whether the value at `position` of this value's document is an array of strings and
    /// numbers only (what ``withElementTexts(at:_:)`` reads).
    package func isArrayOfTexts(at position: Position) -> Bool {
        let index = Int(position.index)
        return storage.read { document in
            guard let array = document.entry(index), array.kind == .array else { return false }
            var elementIndex = index &+ 1
            for _ in 0..<array.count {
                guard let element = document.entry(elementIndex),
                    element.kind == .string || element.kind == .number
                else { return false }
                elementIndex = Int(element.next)
            }
            return true
        }
    }
}
