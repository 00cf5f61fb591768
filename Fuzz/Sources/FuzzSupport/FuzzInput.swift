/// Reads a structured input off the front of the fuzzer's bytes (like libFuzzer's
/// FuzzedDataProvider): a missing byte reads as 0, so every input is valid.
public struct FuzzInput {
    public private(set) var bytes: ArraySlice<UInt8>

    public init(_ buffer: UnsafeRawBufferPointer) {
        bytes = Array(buffer)[...]
    }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes[...]
    }

    public var isEmpty: Bool { bytes.isEmpty }

    public mutating func byte() -> UInt8 {
        bytes.popFirst() ?? 0
    }

    public mutating func uint16() -> UInt16 {
        UInt16(byte()) << 8 | UInt16(byte())
    }

    public mutating func uint32() -> UInt32 {
        UInt32(uint16()) << 16 | UInt32(uint16())
    }

    /// Up to `count` bytes.
    public mutating func take(_ count: Int) -> [UInt8] {
        let taken = Array(bytes.prefix(count))
        bytes = bytes.dropFirst(count)
        return taken
    }

    /// The bytes up to the next `separator` (dropped), or all that is left.
    public mutating func take(until separator: UInt8) -> [UInt8] {
        guard let index = bytes.firstIndex(of: separator) else { return rest() }
        let taken = Array(bytes[..<index])
        bytes = bytes[(index + 1)...]
        return taken
    }

    /// Everything left.
    public mutating func rest() -> [UInt8] {
        defer { bytes = [] }
        return Array(bytes)
    }
}

extension String {
    /// The bytes as text (invalid UTF-8 repaired, as an HTTP stack hands over header values).
    public init(fuzzBytes bytes: [UInt8]) {
        self = String(decoding: bytes, as: UTF8.self)
    }
}
