// The tape builder: one pass over the UTF-8 bytes that validates the whole input against
// RFC 8259 (and UTF-8 against Unicode's table 3-7) and writes the tape.
//
// It never recurses: open containers are chained through their tape entries' `next` field
// (each points at the enclosing open container) and restored when they close, so the depth
// is only an integer and a 100 000-deep input costs no stack. Every read is checked against
// the input's length; every write against the tape's capacity.

enum JSONParser {
    /// Parses a contiguous input; the entry point for everything that has contiguous bytes.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, limits: JSONLimits) throws(JSONParseError) -> JSONStorage {
        try checkSize(input.count, limits: limits)
        return try parse(count: input.count, tapeCapacity: tapeCapacity(for: input), limits: limits) { bytes in
            if let base = input.baseAddress { bytes.update(from: base, count: input.count) }
            return input.count
        }
    }

    /// Parses a collection without contiguous storage: copies it element by element.
    static func parse<C: Collection<UInt8>>(copying input: C, limits: JSONLimits) throws(JSONParseError) -> JSONStorage {
        let count = input.count
        try checkSize(count, limits: limits)
        return try parse(count: count, tapeCapacity: (count + 1) / 2 + 1, limits: limits) { bytes in
            var written = 0
            for byte in input {
                guard written < count else { break }
                bytes[written] = byte
                written += 1
            }
            return written  // less than count only for a collection whose count lied
        }
    }

    static func checkSize(_ count: Int, limits: JSONLimits) throws(JSONParseError) {
        if count == 0 { throw JSONParseError(reason: .empty, offset: 0) }
        let limit = min(max(0, limits.maxBytes), JSONStorage.hardMaxBytes)
        if count > limit { throw JSONParseError(reason: .tooLarge, offset: limit) }
    }

    /// Allocates a block for `count` bytes, lets `fill` copy the input into it, and parses.
    ///
    /// When the tape overflows the first capacity (see ``tapeCapacity(for:)``: an invalid input
    /// such as 1000 `[`, or a large input denser than the optimistic estimate), the parse is
    /// repeated in a block sized by the bound that holds for any input, one entry more than the
    /// `[ { , :` bytes (every entry but the root follows one of them), so that a valid input
    /// parses and an invalid one reports its own fault.
    private static func parse(
        count: Int, tapeCapacity: Int, limits: JSONLimits,
        fill: (UnsafeMutablePointer<UInt8>) -> Int
    ) throws(JSONParseError) -> JSONStorage {
        let storage = JSONStorage.allocate(byteCount: count, tapeCapacity: tapeCapacity)
        let complete = try storage.withMutableRegions { (header, bytes, tape) throws(JSONParseError) in
            header.pointee.byteCount = min(count, fill(bytes))
            return try run(header: header, bytes: bytes, tape: tape, limits: limits)
        }
        if complete { return storage }

        let retry: JSONStorage = storage.read { document in
            let source = document.slice(0, document.byteCount)
            let retry = JSONStorage.allocate(byteCount: source.count, tapeCapacity: separatorCount(source) + 2)
            retry.withMutableRegions { (_, bytes, _) in
                if let base = source.baseAddress { bytes.update(from: base, count: source.count) }
            }
            return retry
        }
        try retry.withMutableRegions { (header, bytes, tape) throws(JSONParseError) in
            guard try run(header: header, bytes: bytes, tape: tape, limits: limits) else {
                throw JSONParseError(reason: .tooLarge, offset: 0)  // unreachable: the bound holds for any input
            }
        }
        return retry
    }

    /// The number of `[ { , :` bytes (inside strings too, which only overestimates).
    static func separatorCount(_ input: UnsafeBufferPointer<UInt8>) -> Int {
        var separators = 0
        for byte in input {
            // `| 0x20` maps `[` (0x5B) and only it, besides `{` itself, to `{` (0x7B).
            let isSeparator = byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") || byte | 0x20 == UInt8(ascii: "{")
            separators &+= isSeparator ? 1 : 0
        }
        return separators
    }

    /// The first tape capacity: an optimistic n / 8 + 16 entries (push payloads are mostly long
    /// strings: the densest of the benchmark corpus needs n / 7), and a parse that overflows it
    /// is retried with the exact count of separators.
    ///
    /// Enough for any input would be (n + 1) / 2 + 1: for a typical 200-byte push a block of
    /// 1.8 KB, which glibc's malloc serves from its slower bins; the optimistic block (0.9 KB)
    /// comes from its thread cache.
    static func tapeCapacity(for input: UnsafeBufferPointer<UInt8>) -> Int {
        input.count / 8 + 16
    }

    /// Parses the bytes into the tape. Returns false, without an error, when the tape was too
    /// small (possible only for an invalid input); throws the input's fault otherwise.
    static func run(
        header: UnsafeMutablePointer<JSONStorageHeader>,
        bytes: UnsafeMutablePointer<UInt8>,
        tape: UnsafeMutablePointer<JSONTapeEntry>,
        limits: JSONLimits
    ) throws(JSONParseError) -> Bool {
        var state = TapeBuilder(
            p: UnsafePointer(bytes), n: header.pointee.byteCount,
            tape: tape, tapeCapacity: header.pointee.tapeCapacity, maxDepth: limits.maxDepth)
        do {
            try state.document()
        } catch {
            if state.tapeOverflowed { return false }
            throw error
        }
        header.pointee.tapeCount = state.tapeCount
        return true
    }
}

private let quote = UInt8(ascii: "\"")
private let backslash = UInt8(ascii: "\\")

/// One run of the parser over the input, writing the tape. Its state lives in locals of
/// `document()` so that it stays in registers.
struct TapeBuilder {
    let input: JSONScanner
    let tape: UnsafeMutablePointer<JSONTapeEntry>
    let tapeCapacity: Int
    let maxDepth: Int
    /// Entries written by `document()`.
    private(set) var tapeCount = 0
    /// Set when an entry did not fit in the tape; the error thrown then is not the input's.
    private(set) var tapeOverflowed = false

    init(p: UnsafePointer<UInt8>, n: Int, tape: UnsafeMutablePointer<JSONTapeEntry>, tapeCapacity: Int, maxDepth: Int) {
        self.input = JSONScanner(p: p, n: n)
        self.tape = tape
        self.tapeCapacity = tapeCapacity
        self.maxDepth = maxDepth
    }

    /// Parses the whole input as one value with optional surrounding whitespace.
    mutating func document() throws(JSONParseError) {
        var count = 0
        defer { tapeCount = count }
        do {
            try Self.document(input: input, tape: tape, capacity: tapeCapacity, maxDepth: maxDepth, count: &count)
        } catch {
            if count >= tapeCapacity && error.reason == .tooLarge { tapeOverflowed = true }
            throw error
        }
    }

    /// Appends an entry, or throws `.tooLarge` when the tape is full (then `count` equals the capacity).
    @inline(__always)
    private static func append(
        _ tape: UnsafeMutablePointer<JSONTapeEntry>, _ count: inout Int, _ capacity: Int, _ entry: JSONTapeEntry
    ) throws(JSONParseError) {
        guard count < capacity else { throw JSONParseError(reason: .tooLarge, offset: Int(entry.start)) }
        (tape + count).initialize(to: entry)
        count &+= 1
    }

    private static func document(
        input: JSONScanner, tape: UnsafeMutablePointer<JSONTapeEntry>, capacity: Int, maxDepth: Int, count: inout Int
    ) throws(JSONParseError) {
        let p = input.p
        let n = input.n
        var tapeCount = 0
        defer { count = tapeCount }
        /// Tape index of the innermost open container, -1 at top level.
        var parent = -1
        var parentIsObject = false
        var depth = 0

        @inline(__always)
        func scalar(_ kind: JSONTapeKind, _ flag: Bool, _ start: Int, _ end: Int) throws(JSONParseError) {
            try append(tape, &tapeCount, capacity, JSONTapeEntry(kind: kind, flag: flag, start: start, end: end, next: tapeCount &+ 1))
        }

        /// Reads a member's key and colon at `start`; returns where its value starts.
        @inline(__always)
        func memberKey(_ start: Int) throws(JSONParseError) -> Int {
            guard start < n, p[start] == quote else { throw input.unexpected(start) }
            let (end, escaped) = try input.scanString(start)
            try scalar(.string, escaped, start, end)
            var i = end
            if i < n && p[i] == UInt8(ascii: ":") {
                i &+= 1
            } else {
                i = input.skipWhitespace(i)
                guard i < n, p[i] == UInt8(ascii: ":") else { throw input.unexpected(i) }
                i &+= 1
            }
            return input.skipWhitespace(i)
        }

        /// Closes the innermost open container, whose closing bracket is at `i`.
        @inline(__always)
        func close(at i: Int) {
            let link = tape[parent].next
            tape[parent].end = UInt32(truncatingIfNeeded: i &+ 1)
            tape[parent].next = UInt32(truncatingIfNeeded: tapeCount)
            depth &-= 1
            if link == JSONTapeEntry.noParent {
                parent = -1
                parentIsObject = false
            } else {
                parent = Int(link)
                parentIsObject = tape[parent].kind == .object
            }
        }

        var i = input.skipWhitespace(0)
        if i >= n { throw input.fail(.empty, i) }

        value: while true {
            // A value starts at i (whitespace already skipped).
            guard i < n else { throw input.fail(.unexpectedEnd, n) }
            let c = p[i]
            switch c {
            case quote:
                let (end, escaped) = try input.scanString(i)
                try scalar(.string, escaped, i, end)
                i = end
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth &+= 1
                if depth > maxDepth { throw input.fail(.tooDeep, i) }
                let isObject = c == UInt8(ascii: "{")
                let link = parent < 0 ? Int(JSONTapeEntry.noParent) : parent
                let index = tapeCount
                try append(tape, &tapeCount, capacity, JSONTapeEntry(kind: isObject ? .object : .array, flag: false, start: i, end: i, next: link))
                parent = index
                parentIsObject = isObject
                i = input.skipWhitespace(i &+ 1)
                guard i < n else { throw input.fail(.unexpectedEnd, n) }
                if p[i] == c &+ 2 {  // `]` is `[` + 2, `}` is `{` + 2
                    close(at: i)
                    i &+= 1
                } else {
                    tape[parent].info &+= 1
                    if isObject { i = try memberKey(i) }
                    continue value
                }
            case UInt8(ascii: "t"):
                i = try input.literal(i, "true")
                try scalar(.bool, true, i &- 4, i)
            case UInt8(ascii: "f"):
                i = try input.literal(i, "false")
                try scalar(.bool, false, i &- 5, i)
            case UInt8(ascii: "n"):
                i = try input.literal(i, "null")
                try scalar(.null, false, i &- 4, i)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let (end, isInteger) = try input.scanNumber(i)
                try scalar(.number, !isInteger, i, end)
                i = end
            default:
                throw input.fail(.unexpectedByte(c), i)
            }

            // A value ended at i: a separator, a closing bracket or the end must follow.
            while true {
                i = input.skipWhitespace(i)
                if parent < 0 {
                    if i == n { return }
                    throw input.fail(.trailingContent, i)
                }
                guard i < n else { throw input.fail(.unexpectedEnd, n) }
                let c = p[i]
                if c == UInt8(ascii: ",") {
                    i = input.skipWhitespace(i &+ 1)
                    tape[parent].info &+= 1
                    if parentIsObject { i = try memberKey(i) }
                    continue value
                }
                if c == (parentIsObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    close(at: i)
                    i &+= 1
                    continue
                }
                throw input.fail(.unexpectedByte(c), i)
            }
        }
    }
}

/// The input and the checks of its tokens; every read is bounds-checked against `n`.
struct JSONScanner {
    let p: UnsafePointer<UInt8>
    let n: Int

    @inline(__always)
    func fail(_ reason: JSONParseError.Reason, _ offset: Int) -> JSONParseError {
        JSONParseError(reason: reason, offset: offset)
    }

    /// The error for "expected something at `i`": the byte found there, or the end.
    @inline(__always)
    func unexpected(_ i: Int) -> JSONParseError {
        i < n ? fail(.unexpectedByte(p[i]), i) : fail(.unexpectedEnd, n)
    }

    @inline(__always)
    func skipWhitespace(_ start: Int) -> Int {
        // Nearly always no whitespace at all: a byte above the space ends it at once.
        if start < n && p[start] > 0x20 { return start }
        var i = start
        while i < n {
            let c = p[i]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { i += 1 } else { break }
        }
        return i
    }

    /// Checks the literal at `start`; returns the offset just past it.
    @inline(__always)
    func literal(_ start: Int, _ word: StaticString) throws(JSONParseError) -> Int {
        let length = word.utf8CodeUnitCount
        let expected = word.utf8Start
        for k in 0..<length {
            let i = start + k
            guard i < n else { throw fail(.unexpectedEnd, n) }
            if p[i] != expected[k] { throw fail(.unexpectedByte(p[i]), i) }
        }
        return start + length
    }

    @inline(__always)
    func isDigit(_ i: Int) -> Bool {
        i < n && p[i] &- UInt8(ascii: "0") < 10
    }

    /// Scans a number at `start`; returns its end and whether it has neither fraction nor exponent.
    func scanNumber(_ start: Int) throws(JSONParseError) -> (Int, Bool) {
        var i = start
        if p[i] == UInt8(ascii: "-") { i += 1 }
        guard isDigit(i) else { throw fail(.invalidNumber, i) }
        if p[i] == UInt8(ascii: "0") {
            i += 1
            if isDigit(i) { throw fail(.invalidNumber, i) }
        } else {
            i = skipDigits(from: i + 1)
        }
        var isInteger = true
        if i < n && p[i] == UInt8(ascii: ".") {
            isInteger = false
            i += 1
            guard isDigit(i) else { throw fail(.invalidNumber, i) }
            i = skipDigits(from: i + 1)
        }
        if i < n && p[i] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            i += 1
            if i < n && (p[i] == UInt8(ascii: "+") || p[i] == UInt8(ascii: "-")) { i += 1 }
            guard isDigit(i) else { throw fail(.invalidNumber, i) }
            i = skipDigits(from: i + 1)
        }
        return (i, isInteger)
    }

    /// The offset of the first byte from `start` on that is not a digit, or `n`: eight bytes at
    /// a time while eight remain (ids and times are 6 to 19 digits), then byte by byte.
    @inline(__always)
    func skipDigits(from start: Int) -> Int {
        var i = start
        while i &+ 8 <= n {
            let word = UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
            let nonDigits = JSONNumber.nonDigitBytes(word)
            if nonDigits != 0 { return i &+ (nonDigits.trailingZeroBitCount &>> 3) }
            i &+= 8
        }
        while isDigit(i) { i &+= 1 }
        return i
    }

    /// Scans a string whose opening quote is at `start`; returns the offset past its closing
    /// quote and whether it holds escapes.
    @inline(__always)
    func scanString(_ start: Int) throws(JSONParseError) -> (Int, Bool) {
        var i = start + 1
        var escaped = false
        while true {
            // Skip plain printable ASCII other than `"` and `\`: eight bytes at a time while
            // eight remain, landing exactly on the first other byte; byte by byte at the end.
            // After 32 plain bytes (a long string), sixteen at a time (one vector compare) up to
            // the block that holds another byte; short strings never pay for the call.
            var plainWords = 0
            while i &+ 8 <= n {
                let mask = Self.specialBytes(UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self))
                if mask != 0 {
                    i &+= mask.trailingZeroBitCount &>> 3
                    break
                }
                i &+= 8
                plainWords &+= 1
                if plainWords == 4 { i = skipPlainBlocks(from: i) }
            }
            while i < n {
                let c = p[i]
                if c &- 0x20 < 0x60 && c != quote && c != backslash { i &+= 1 } else { break }
            }
            guard i < n else { throw fail(.invalidString, start) }
            let c = p[i]
            if c == quote { return (i &+ 1, escaped) }
            if c == backslash {
                escaped = true
                i = try scanEscape(i, stringStart: start)
            } else if c < 0x20 {
                throw fail(.controlCharacterInString, i)
            } else {
                i = try scanUTF8(i)
            }
        }
    }

    /// Skips blocks of sixteen plain bytes from `i`: returns the start of the first block that
    /// holds another byte, or of the last incomplete block. Out of line: the vector registers
    /// it needs would slow the parser's main loop if it were inlined there.
    @inline(never)
    func skipPlainBlocks(from start: Int) -> Int {
        var i = start
        while i &+ 16 <= n && !Self.hasSpecialByte(UnsafeRawPointer(p + i).loadUnaligned(as: SIMD16<UInt8>.self)) {
            i &+= 16
        }
        return i
    }

    /// Whether any of the sixteen bytes is `"`, `\`, below 0x20 or above 0x7F. The comparisons
    /// are written against whole vectors (not scalars, which the compiler turns into a loop
    /// over the lanes) so that they compile to a few vector instructions: byte compares and one
    /// mask extraction (`pmovmskb` on x86-64).
    @inline(__always)
    static func hasSpecialByte(_ block: SIMD16<UInt8>) -> Bool {
        let quotes = SIMD16<UInt8>(repeating: 0x22)
        let backslashes = SIMD16<UInt8>(repeating: 0x5C)
        let spaces = SIMD16<UInt8>(repeating: 0x20)
        let printableSpan = SIMD16<UInt8>(repeating: 0x5F)
        // Below 0x20 or above 0x7F: outside 0x20...0x7F after subtracting 0x20, wrapping.
        let special = (block .== quotes) .| (block .== backslashes) .| ((block &- spaces) .> printableSpan)
        return any(special)
    }

    /// The high bit of each of the eight bytes (loaded little-endian, so the first byte is the
    /// lowest) that is `"`, `\`, below 0x20 or above 0x7F. The zero-byte tests may also flag
    /// bytes above a flagged one (borrows run upwards), never below, so the lowest flag is
    /// exactly the first such byte.
    @inline(__always)
    static func specialBytes(_ loaded: UInt64) -> UInt64 {
        let word = UInt64(littleEndian: loaded)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let isQuote = (quotes &- ones) & ~quotes
        let isBackslash = (backslashes &- ones) & ~backslashes
        let isControl = word &- ones &* 0x20
        return ((isQuote | isBackslash | isControl) & ~word | word) & highs
    }

    /// Four hex digits at `i` as a code unit, or nil.
    @inline(__always)
    func hex4(_ i: Int) -> UInt32? {
        guard i >= 0, i + 4 <= n else { return nil }
        var value: UInt32 = 0
        for k in 0..<4 {
            guard let digit = hexDigitValue(p[i + k]) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// Checks the escape whose backslash is at `i`; returns the offset past it.
    func scanEscape(_ i: Int, stringStart: Int) throws(JSONParseError) -> Int {
        guard i + 1 < n else { throw fail(.invalidString, stringStart) }
        switch p[i + 1] {
        case quote, backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return i + 2
        case UInt8(ascii: "u"):
            guard let unit = hex4(i + 2) else {
                if i + 6 > n && allHex(from: i + 2) { throw fail(.invalidString, stringStart) }
                throw fail(.invalidEscape, i)
            }
            if unit & 0xFC00 == 0xDC00 { throw fail(.loneSurrogate, i) }
            if unit & 0xFC00 != 0xD800 { return i + 6 }
            // A high surrogate: a `\u` low surrogate must follow.
            let j = i + 6
            guard j + 1 < n, p[j] == backslash, p[j + 1] == UInt8(ascii: "u") else {
                throw fail(.loneSurrogate, i)
            }
            guard let low = hex4(j + 2) else {
                if j + 6 > n && allHex(from: j + 2) { throw fail(.invalidString, stringStart) }
                throw fail(.invalidEscape, j)
            }
            guard low & 0xFC00 == 0xDC00 else { throw fail(.loneSurrogate, i) }
            return j + 6
        default:
            throw fail(.invalidEscape, i)
        }
    }

    /// Whether every byte from `i` to the end is a hex digit (a `\u` cut short by the end).
    func allHex(from i: Int) -> Bool {
        var k = i
        while k < n {
            if hexDigitValue(p[k]) == nil { return false }
            k += 1
        }
        return true
    }

    @inline(__always)
    func isContinuation(_ i: Int) -> Bool {
        i < n && p[i] & 0xC0 == 0x80
    }

    @inline(__always)
    func isInRange(_ i: Int, _ low: UInt8, _ high: UInt8) -> Bool {
        i < n && p[i] >= low && p[i] <= high
    }

    /// Checks the multi-byte UTF-8 sequence whose lead byte is at `i` (Unicode table 3-7);
    /// returns the offset past it.
    func scanUTF8(_ i: Int) throws(JSONParseError) -> Int {
        let lead = p[i]
        switch lead {
        case 0xC2...0xDF:
            if isContinuation(i + 1) { return i + 2 }
        case 0xE0...0xEF:
            let second: Bool
            switch lead {
            case 0xE0: second = isInRange(i + 1, 0xA0, 0xBF)
            case 0xED: second = isInRange(i + 1, 0x80, 0x9F)  // no encoded surrogates
            default: second = isContinuation(i + 1)
            }
            if second && isContinuation(i + 2) { return i + 3 }
        case 0xF0...0xF4:
            let second: Bool
            switch lead {
            case 0xF0: second = isInRange(i + 1, 0x90, 0xBF)
            case 0xF4: second = isInRange(i + 1, 0x80, 0x8F)  // nothing above U+10FFFF
            default: second = isContinuation(i + 1)
            }
            if second && isContinuation(i + 2) && isContinuation(i + 3) { return i + 4 }
        default:
            break
        }
        throw fail(.invalidUTF8, i)
    }
}

/// The value of an ASCII hex digit, or nil.
@inline(__always)
func hexDigitValue(_ c: UInt8) -> UInt32? {
    switch c {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c &- UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c &- UInt8(ascii: "a") &+ 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c &- UInt8(ascii: "A") &+ 10)
    default: return nil
    }
}
