/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); the leading underscore keeps it
/// out of documentation and code completion.
///
/// The text of a rendered template, built with one allocation (two above about a kilobyte, for
/// the temporary buffer): generated renderers pass the template's pieces (its literal text and
/// its arguments, in order) instead of interpolating.
///
/// An interpolation grows its buffer as it goes (two allocations whenever the arguments are
/// longer than it guessed) and compiles to much more code per template; here the pieces are
/// measured first and joined in a temporary buffer, by a call that costs each template a few
/// instructions of code. The pieces are Strings, so the joined bytes are valid UTF-8 and the
/// result is not validated again.
public enum _TemplateText {
    /// The pieces joined, in order (the ones not given are empty). At most 8: the generator
    /// interpolates a template with more.
    public static func join(
        _ p1: String, _ p2: String, _ p3: String = "", _ p4: String = "",
        _ p5: String = "", _ p6: String = "", _ p7: String = "", _ p8: String = ""
    ) -> String {
        let count = p1.utf8.count + p2.utf8.count + p3.utf8.count + p4.utf8.count
            + p5.utf8.count + p6.utf8.count + p7.utf8.count + p8.utf8.count
        return String.writingValidUTF8(capacity: count) { buffer in
            var written = 0
            append(p1, to: buffer, at: &written)
            append(p2, to: buffer, at: &written)
            append(p3, to: buffer, at: &written)
            append(p4, to: buffer, at: &written)
            append(p5, to: buffer, at: &written)
            append(p6, to: buffer, at: &written)
            append(p7, to: buffer, at: &written)
            append(p8, to: buffer, at: &written)
            return written
        }
    }

    /// A template written as ``FormTemplates`` writes them (the byte N for `{N}`), with the
    /// placeholders replaced by `arguments`; a template that is one placeholder is that argument
    /// itself, with nothing copied. A placeholder beyond the arguments is left out.
    public static func fill(_ template: StaticString, _ arguments: [String]) -> String {
        template.withUTF8Buffer { fill($0, arguments) }
    }

    /// ``fill(_:_:)-(StaticString,_)`` for a template's UTF-8 bytes.
    public static func fill(_ bytes: UnsafeBufferPointer<UInt8>, _ arguments: [String]) -> String {
        do {
            func argument(_ byte: UInt8) -> String {
                let index = Int(byte) - 1
                return index >= 0 && index < arguments.count ? arguments[index] : ""
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
    /// piece (a template's unused slot) costs one test.
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
