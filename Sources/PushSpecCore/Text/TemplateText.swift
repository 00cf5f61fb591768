/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); the leading underscore keeps it
/// out of documentation and code completion.
///
/// The text of a rendered template, built with one allocation: the template (as
/// ``FormTemplates`` writes it, from the catalog's one table of forms) and its arguments are
/// measured first and copied into the String's storage. The template is a Swift literal and the
/// arguments are Strings, so the bytes are valid UTF-8 and the result is not validated again.
public enum _TemplateText {
    /// A template written as ``FormTemplates`` writes them (the byte N for `{N}`), with the
    /// placeholders replaced by a typed notification's `arguments` (numbers in decimal); a
    /// template that is one text placeholder is that argument itself, with nothing copied. A
    /// placeholder beyond the arguments is left out.
    public static func fill(_ template: StaticString, _ arguments: [_FormArgument]) -> String {
        template.withUTF8Buffer { fill($0, arguments) }
    }

    /// ``fill(_:_:)-(StaticString,_)`` for a template's UTF-8 bytes.
    public static func fill(_ bytes: UnsafeBufferPointer<UInt8>, _ arguments: [_FormArgument]) -> String {
        func argument(_ byte: UInt8) -> String {
            let index = Int(byte) - 1
            return arguments.indices.contains(index) ? arguments[index].text : ""
        }
        if bytes.count == 1, bytes[0] < 0x20 { return argument(bytes[0]) }
        var count = 0
        for byte in bytes { count += byte < 0x20 ? argument(byte).utf8.count : 1 }
        return String.writingValidUTF8(capacity: count) { buffer in
            var written = 0
            var literalStart = 0
            for (index, byte) in bytes.enumerated() where byte < 0x20 {
                copy(UnsafeBufferPointer(rebasing: bytes[literalStart..<index]), to: buffer, at: &written)
                append(argument(byte), to: buffer, at: &written)
                literalStart = index + 1
            }
            copy(UnsafeBufferPointer(rebasing: bytes[literalStart...]), to: buffer, at: &written)
            return written
        }
    }

    /// Copies bytes of a template into `buffer` at `offset`, which it moves past them.
    @inline(__always)
    private static func copy(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        guard let source = bytes.baseAddress, let target = buffer.baseAddress, !bytes.isEmpty else { return }
        precondition(bytes.count <= buffer.count - offset, "a template longer than measured")
        (target + offset).update(from: source, count: bytes.count)
        offset += bytes.count
    }

    /// Copies `piece`'s UTF-8 into `buffer` at `offset` and moves `offset` past it; an empty
    /// piece costs one test.
    @inline(__always)
    private static func append(_ piece: String, to buffer: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int) {
        guard !piece.isEmpty else { return }
        let start = offset
        // The buffer was measured from these same pieces: a piece that did not fit would be cut
        // anywhere, even inside a character.
        let copied = piece.utf8.withContiguousStorageIfAvailable { utf8 in
            precondition(utf8.count <= buffer.count - start, "a piece longer than measured")
            if let source = utf8.baseAddress, let target = buffer.baseAddress {
                (target + start).update(from: source, count: utf8.count)
            }
            return utf8.count
        }
        if let copied {
            offset += copied
            return
        }
        for byte in piece.utf8 {  // a string without contiguous UTF-8
            precondition(offset < buffer.count, "a piece longer than measured")
            buffer[offset] = byte
            offset += 1
        }
    }
}
