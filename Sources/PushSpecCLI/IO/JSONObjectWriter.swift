/// Builds one compact JSON object, member by member, in the order written, straight into UTF-8
/// bytes (the render loop writes one per payload, so this avoids String building).
package struct JSONObjectWriter {
    /// Where the object is written: the end of an output buffer, or of the object it is nested in.
    private let output: ByteBuffer
    private var isEmpty = true

    private init(appendingTo output: ByteBuffer) {
        self.output = output
        output.append(UInt8(ascii: "{"))
    }

    /// A string member (skipped when `value` is nil).
    package mutating func string(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        self.key(key)
        Self.appendQuoted(value, to: output)
    }

    /// A string member whose value is a fixed word (`telegram`, `none`: a literal with nothing to
    /// escape), copied between its quotes without the escape check ``string(_:_:)`` makes.
    mutating func word(_ key: StaticString, _ value: StaticString) {
        self.key(key)
        guard value.hasPointerRepresentation else {
            Self.appendQuoted(value.description, to: output)  // a one-scalar literal
            return
        }
        let length = value.utf8CodeUnitCount
        let source = value.utf8Start
        output.appendInPlace(maximum: length &+ 2) { target in
            target[0] = UInt8(ascii: "\"")
            ByteBuffer.copy(from: source, to: target + 1, count: length)
            target[length &+ 1] = UInt8(ascii: "\"")
            return length &+ 2
        }
    }

    /// A string member, like ``string(_:_:)``; returns where its value (quotes included) lies in
    /// the output, for a later member with the same value (``copy(_:ofValueAt:)``).
    mutating func stringValueRange(_ key: StaticString, _ value: String) -> Range<Int> {
        self.key(key)
        let start = output.count
        Self.appendQuoted(value, to: output)
        return start..<output.count
    }

    /// A member whose value is a copy of the bytes of an earlier member's value in the same
    /// output (from ``stringValueRange(_:_:)``), instead of encoding the same value twice.
    mutating func copy(_ key: StaticString, ofValueAt range: Range<Int>) {
        self.key(key)
        output.appendCopy(of: range)
    }

    /// A string member holding the decimal digits of `value` (ids too large for JavaScript's numbers).
    mutating func decimalString(_ key: StaticString, _ value: Int64) {
        self.key(key)
        output.append(UInt8(ascii: "\""))
        Self.appendDecimal(value, to: output)
        output.append(UInt8(ascii: "\""))
    }

    /// A boolean member.
    mutating func bool(_ key: StaticString, _ value: Bool) {
        self.key(key)
        if value { output.append("true" as StaticString) } else { output.append("false" as StaticString) }
    }

    /// An integer member.
    mutating func integer(_ key: StaticString, _ value: some BinaryInteger) {
        self.key(key)
        if let value = Int64(exactly: value) {
            Self.appendDecimal(value, to: output)
        } else {
            output.append(contentsOf: String(value))  // beyond Int64 (a large UInt64)
        }
    }

    /// An array-of-integers member.
    mutating func integers(_ key: StaticString, _ values: [Int64]) {
        self.key(key)
        Self.appendArray(values, to: output)
    }

    /// A member whose value is already JSON text.
    package mutating func raw(_ key: StaticString, _ json: String) {
        self.key(key)
        output.append(contentsOf: json)
    }

    /// A member whose value is already JSON text, as UTF-8.
    mutating func raw(_ key: StaticString, utf8 json: [UInt8]) {
        self.key(key)
        json.withUnsafeBufferPointer { output.append($0) }
    }

    /// A member with a runtime key (a payload field's wire name) whose value `write` appends
    /// as JSON text.
    mutating func member(dynamicKey key: String, _ write: (ByteBuffer) -> Void) {
        separate()
        Self.appendQuoted(key, to: output)
        output.append(UInt8(ascii: ":"))
        write(output)
    }

    /// A member whose value `write` appends as JSON text.
    mutating func member(_ key: StaticString, _ write: (ByteBuffer) -> Void) {
        self.key(key)
        write(output)
    }

    /// A nested object member, written in place: `build` gets a writer that continues this one's
    /// bytes.
    package mutating func object(_ key: StaticString, _ build: (inout JSONObjectWriter) -> Void) {
        self.key(key)
        Self.write(into: output, build)
    }

    /// Writes one object at the end of `bytes`.
    static func write(into bytes: ByteBuffer, _ build: (inout JSONObjectWriter) -> Void) {
        var writer = JSONObjectWriter(appendingTo: bytes)
        build(&writer)
        bytes.append(UInt8(ascii: "}"))
    }

    /// A writer of a standalone object (a keyring entry, an error); ``finished`` is its text.
    package init() {
        self.init(appendingTo: ByteBuffer(capacity: 256))
    }

    /// The standalone object's JSON text.
    package var finished: String { String(decoding: output.bytes, as: UTF8.self) + "}" }

    @inline(__always)
    private mutating func separate() {
        if !isEmpty { output.append(UInt8(ascii: ",")) }
        isEmpty = false
    }

    /// `,"key":` (no comma for the first member), in one append: a render writes about twenty a
    /// payload.
    private mutating func key(_ key: StaticString) {
        guard key.hasPointerRepresentation else {
            key.withUTF8Buffer { self.key(utf8: $0) }  // a one-scalar literal
            return
        }
        self.key(utf8: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
    }

    @inline(__always)
    private mutating func key(utf8 key: UnsafeBufferPointer<UInt8>) {
        let comma = isEmpty ? 0 : 1
        isEmpty = false
        let length = key.count
        output.appendInPlace(maximum: length &+ 4) { target in
            target[0] = UInt8(ascii: ",")  // written over by the quote when there is no comma
            let start = target + comma
            start[0] = UInt8(ascii: "\"")
            if let source = key.baseAddress { ByteBuffer.copy(from: source, to: start + 1, count: length) }
            start[length &+ 1] = UInt8(ascii: "\"")
            start[length &+ 2] = UInt8(ascii: ":")
            return comma &+ length &+ 3
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `value` as a JSON string literal: `"` `\` and control characters escaped, and
    /// U+2028 / U+2029 too, so the output is also safe to embed in JavaScript.
    static func appendQuoted(_ value: String, to bytes: ByteBuffer) {
        // A native String's bytes are read where they are; a copy (a retain and a release, some
        // eight a payload) only for one without contiguous UTF-8.
        if value.utf8.withContiguousStorageIfAvailable({ appendQuoted($0, to: bytes) }) != nil { return }
        var value = value
        value.withUTF8 { appendQuoted($0, to: bytes) }
    }

    /// A text with no byte to escape (nearly every one) is copied between its quotes, and checked
    /// there sixteen bytes at a time (``isPlain(_:count:)``). Otherwise, byte by byte, each run
    /// of bytes that need no escape is copied in one append, then the escape is written.
    private static func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: ByteBuffer) {
        guard let source = utf8.baseAddress else {
            bytes.append("\"\"" as StaticString)
            return
        }
        let length = utf8.count
        var copied = false
        // Room for sixteen spaces after the text: the check reads sixteen bytes at a time.
        bytes.appendInPlace(maximum: length &+ 1 &+ 16) { target in
            target[0] = UInt8(ascii: "\"")
            ByteBuffer.copy(from: source, to: target + 1, count: length)
            let spaces = UInt64(0x2020_2020_2020_2020)
            UnsafeMutableRawPointer(target + 1 + length).storeBytes(of: spaces, as: UInt64.self)
            UnsafeMutableRawPointer(target + 1 + length).storeBytes(of: spaces, toByteOffset: 8, as: UInt64.self)
            guard isPlain(target + 1, count: length) else { return 0 }
            target[length &+ 1] = UInt8(ascii: "\"")
            copied = true
            return length &+ 2
        }
        if copied { return }
        bytes.append(UInt8(ascii: "\""))
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let escaped: Int  // how many input bytes the escape replaces
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00..<0x20:
                escaped = 1
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                escaped = 3  // U+2028 or U+2029
            default:
                index += 1
                continue
            }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            appendEscape(of: utf8[index + escaped - 1], to: bytes)
            index += escaped
            runStart = index
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether none of the `count` bytes at `start` needs an escape: no `"`, `\\`, control
    /// character, U+2028 or U+2029. Reads sixteen bytes at a time, so up to fifteen past the end,
    /// which must be readable and plain (the caller writes spaces there). Compared as whole
    /// vectors, as the parser's `hasSpecialByte` is, so that it compiles to a few vector
    /// instructions a block. A 0xE2 (the first byte of U+2028 and U+2029, and of dashes and
    /// curly quotes, which are common) is looked at with the two bytes after it.
    @inline(__always)
    private static func isPlain(_ start: UnsafePointer<UInt8>, count: Int) -> Bool {
        let quotes = SIMD16<UInt8>(repeating: 0x22)
        let backslashes = SIMD16<UInt8>(repeating: 0x5C)
        let spaces = SIMD16<UInt8>(repeating: 0x20)
        let lineSeparatorLeads = SIMD16<UInt8>(repeating: 0xE2)
        var offset = 0
        while offset < count {
            let block = UnsafeRawPointer(start + offset).loadUnaligned(as: SIMD16<UInt8>.self)
            let escaped = (block .== quotes) .| (block .== backslashes) .| (block .< spaces)
            let leads = block .== lineSeparatorLeads
            // One test of the whole block on the way of plain text (a test of `leads` alone
            // would not compile to vector instructions); which of the two, only when one is there.
            if any(escaped .| leads) {
                if any(escaped) || !leadsArePlain(at: start + offset) { return false }
            }
            offset &+= 16
        }
        return true
    }

    /// Whether none of the 0xE2 bytes of the sixteen at `block` starts U+2028 or U+2029
    /// (E2 80 A8 / A9). The two bytes after one are readable: a 0xE2 is in the text, which the
    /// sixteen spaces follow.
    private static func leadsArePlain(at block: UnsafePointer<UInt8>) -> Bool {
        for index in 0..<16 where block[index] == 0xE2 {
            if block[index &+ 1] == 0x80 && (block[index &+ 2] & 0xFE) == 0xA8 { return false }
        }
        return true
    }

    /// The escape of `"`, `\\` or a control character `byte`, or of U+2028 / U+2029 when `byte`
    /// is the last byte of their UTF-8 form (0xA8 / 0xA9).
    private static func appendEscape(of byte: UInt8, to bytes: ByteBuffer) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(byte)
        case 0x0A: bytes.append("\\n")
        case 0x0D: bytes.append("\\r")
        case 0x09: bytes.append("\\t")
        case 0xA8, 0xA9:
            bytes.append("\\u202")
            bytes.append(byte == 0xA8 ? UInt8(ascii: "8") : UInt8(ascii: "9"))
        default:
            bytes.append("\\u00")
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    /// Appends the decimal digits of `value` (with `-` when negative), as JSON writes an integer.
    static func appendDecimal(_ value: Int64, to bytes: ByteBuffer) {
        // At most 19 digits and the sign: written backwards, two digits at a time from a table,
        // at the end of twenty bytes of the buffer itself, then moved to their start.
        let pairs = digitPairs.utf8Start
        bytes.appendInPlace(maximum: 20) { target in
            var magnitude = value.magnitude
            var start = 20
            while magnitude >= 100 {
                let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
                magnitude /= 100
                start &-= 2
                target[start] = pairs[pair]
                target[start &+ 1] = pairs[pair &+ 1]
            }
            if magnitude >= 10 {
                let pair = Int(truncatingIfNeeded: magnitude) &* 2
                start &-= 2
                target[start] = pairs[pair]
                target[start &+ 1] = pairs[pair &+ 1]
            } else {
                start &-= 1
                target[start] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
            }
            if value < 0 {
                start &-= 1
                target[start] = UInt8(ascii: "-")
            }
            let length = 20 &- start
            ByteBuffer.copy(from: target + start, to: target, count: length)  // forward: safe over the overlap
            return length
        }
    }

    /// `00` to `99`, two bytes each.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Appends a JSON array of integers.
    static func appendArray(_ values: [Int64], to bytes: ByteBuffer) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            appendDecimal(value, to: bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// A JSON string literal for `value`.
    static func quoted(_ value: String) -> String {
        let bytes = ByteBuffer(capacity: value.utf8.count + 18)  // the quotes and the check's sixteen
        appendQuoted(value, to: bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }
}
