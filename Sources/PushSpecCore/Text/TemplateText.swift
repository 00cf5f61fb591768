/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); it is `@_spi(Generated)`, which
/// generated code imports, and the leading underscore keeps it out of code completion.
///
/// The text of a rendered template, built with one allocation: the template (as
/// ``FormTemplates`` writes it, from the catalog's one table of forms) and its arguments are
/// measured first and copied into the String's storage. The template is a Swift literal and the
/// arguments are Strings, so the bytes are valid UTF-8 and the result is not validated again.
@_spi(Generated) public enum _TemplateText {
    /// A template written as ``FormTemplates`` writes them (the byte N for `{N}`), with the
    /// placeholders replaced by a typed notification's `arguments` (numbers in decimal); a
    /// template that is one text placeholder is that argument itself, with nothing copied. A
    /// placeholder beyond the arguments is left out.
    public static func fill(_ template: StaticString, _ arguments: UnsafeBufferPointer<_FormArgument>) -> String {
        template.withUTF8Buffer { fill($0, arguments) }
    }

    /// ``fill(_:_:)-(StaticString,_)`` for a template's UTF-8 bytes.
    public static func fill(_ bytes: UnsafeBufferPointer<UInt8>, _ arguments: UnsafeBufferPointer<_FormArgument>) -> String {
        if bytes.count == 1, bytes[0] < 0x20 { return text(of: bytes[0], in: arguments) }
        // Measured first: each placeholder byte gives way to its argument's bytes.
        var count = bytes.count
        var placeholder = nextPlaceholder(in: bytes, from: 0)
        while placeholder < bytes.count {
            count += utf8Count(of: bytes[placeholder], in: arguments) - 1
            placeholder = nextPlaceholder(in: bytes, from: placeholder + 1)
        }
        return String.writingValidUTF8(capacity: count) { buffer in
            var written = 0
            var literalStart = 0
            var placeholder = nextPlaceholder(in: bytes, from: 0)
            while placeholder < bytes.count {
                copy(UnsafeBufferPointer(rebasing: bytes[literalStart..<placeholder]), to: buffer, at: &written)
                append(text(of: bytes[placeholder], in: arguments), to: buffer, at: &written)
                literalStart = placeholder + 1
                placeholder = nextPlaceholder(in: bytes, from: literalStart)
            }
            copy(UnsafeBufferPointer(rebasing: bytes[literalStart...]), to: buffer, at: &written)
            return written
        }
    }

    /// The argument placeholder `byte` stands for, as the template writes it; empty beyond the
    /// arguments.
    private static func text(of byte: UInt8, in arguments: UnsafeBufferPointer<_FormArgument>) -> String {
        let index = Int(byte) - 1
        return arguments.indices.contains(index) ? arguments[index].text : ""
    }

    /// The number of UTF-8 bytes of ``text(of:in:)``, read where the argument is: neither a text
    /// copied nor a number written to measure it.
    @inline(__always)
    private static func utf8Count(of byte: UInt8, in arguments: UnsafeBufferPointer<_FormArgument>) -> Int {
        let index = Int(byte) - 1
        guard arguments.indices.contains(index) else { return 0 }
        switch arguments[index] {
        case let .text(text):
            return text.utf8.count
        case let .number(number):
            var count = number < 0 ? 2 : 1
            var rest = number.magnitude
            while rest >= 10 {
                rest /= 10
                count += 1
            }
            return count
        }
    }

    /// The index of the first placeholder (a byte below 0x20) in `bytes` at or after `start`;
    /// `bytes.count` when there is none. Eight bytes are tested at a time: `word - 0x20…20`
    /// borrows into the high bit of each byte below 0x20, and `& ~word` drops the bytes that had
    /// it set already (UTF-8's non-ASCII bytes). A borrow can only mark bytes after a first true
    /// one, so the lowest marked byte is the first placeholder. ``NotificationTextBuffer`` finds
    /// placeholders with it too.
    @inline(__always)
    static func nextPlaceholder(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        let raw = UnsafeRawPointer(base)
        var index = start
        while index &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let marked = (word &- 0x2020_2020_2020_2020) & ~word & 0x8080_8080_8080_8080
            if marked != 0 { return index &+ marked.trailingZeroBitCount >> 3 }
            index &+= 8
        }
        while index < bytes.count, bytes[index] >= 0x20 { index &+= 1 }
        return index
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
