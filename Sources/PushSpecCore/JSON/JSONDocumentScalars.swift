// The scalar readers behind `JSONValue`'s properties, on a document entry. `_WireReader` reads
// members through them by position, without making a `JSONValue` (and retaining the document)
// for each.

extension JSONDocument {
    /// A string's decoded text; nil for other kinds.
    @inline(__always)
    func string(_ entry: JSONTapeEntry) -> String? {
        guard entry.kind == .string else { return nil }
        return JSONStringDecoding.string(stringContent(of: entry), escaped: entry.flag)
    }

    /// See ``JSONValue/lenientInt64``.
    func lenientInt64(_ entry: JSONTapeEntry) -> Int64? {
        switch entry.kind {
        case .number:
            guard !entry.flag else { return nil }
            return JSONNumber.int64(source(of: entry))
        case .string:
            let content = stringContent(of: entry)
            guard entry.flag else { return JSONNumber.int64(content, maxDigits: 19) }
            var text = JSONStringDecoding.string(content, escaped: true)
            return text.withUTF8 { JSONNumber.int64($0, maxDigits: 19) }
        default:
            return nil
        }
    }

    /// See ``JSONValue/lenientFlag``.
    func lenientFlag(_ entry: JSONTapeEntry) -> Bool? {
        switch entry.kind {
        case .bool:
            return entry.flag
        case .number:
            return Self.flag(for: source(of: entry), words: false)
        case .string:
            let content = stringContent(of: entry)
            guard entry.flag else { return Self.flag(for: content, words: true) }
            var text = JSONStringDecoding.string(content, escaped: true)
            return text.withUTF8 { Self.flag(for: $0, words: true) }
        default:
            return nil
        }
    }

    private static func flag(for text: UnsafeBufferPointer<UInt8>, words: Bool) -> Bool? {
        if text.count == 1 {
            switch text[0] {
            case UInt8(ascii: "1"): return true
            case UInt8(ascii: "0"): return false
            default: return nil
            }
        }
        guard words else { return nil }
        if text.elementsEqual("true".utf8) { return true }
        if text.elementsEqual("false".utf8) { return false }
        return nil
    }
}
