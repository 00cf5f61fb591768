/// For generated code, not for apps: `pushspec-gen`'s output uses it, and it is public only
/// because an app's generated code lives in the app's module. It may change with any
/// generated-code version (`PushSpecGeneratedCodeVersion…`); it is `@_spi(Generated)`, which
/// generated code imports, and the leading underscore keeps it out of code completion.
///
/// Reads typed `loc_args` elements for generated decoders.
///
/// Generated code checks the argument count first (`switch reader.count`), so every index it asks
/// for exists; the reader still never traps on a short array, it answers an empty string instead.
@_spi(Generated) public struct _LocArgsReader: Sendable {
    /// The `loc_key` being decoded, for errors.
    public let locKey: String
    /// The raw arguments.
    public let locArgs: [String]

    /// A reader of one push's arguments.
    public init(locKey: String, locArgs: [String]) {
        self.locKey = locKey
        self.locArgs = locArgs
    }

    /// The number of arguments.
    @inlinable public var count: Int { locArgs.count }

    /// The text argument at `position`.
    @inlinable public func text(_ position: Int) -> String {
        position < locArgs.count ? locArgs[position] : ""
    }

    /// The integer argument at `position`, named `name` in errors.
    ///
    /// Accepts an integer in its canonical decimal form only (an optional `-`, then ASCII digits
    /// without leading zeros, and no `-0`) that fits in `Int`: then writing the value back gives
    /// the argument exactly, so `locArgs` of a decoded notification round-trips.
    @inlinable public func integer(_ position: Int, name: String) throws(LocArgsDecodingError) -> Int {
        let argument = text(position)
        guard let value = Self.parseInteger(argument) else {
            throw LocArgsDecodingError(
                reason: .notAnInteger(position: position, argument: name), locKey: locKey, locArgs: locArgs)
        }
        return value
    }

    /// The count argument at `position`: an integer that is not negative.
    @inlinable public func nonNegativeInteger(_ position: Int, name: String) throws(LocArgsDecodingError) -> Int {
        let value = try integer(position, name: name)
        guard value >= 0 else {
            throw LocArgsDecodingError(
                reason: .notAnInteger(position: position, argument: name), locKey: locKey, locArgs: locArgs)
        }
        return value
    }

    /// The error for an argument count no form accepts.
    public func wrongArgumentCount(expected: [Int]) -> LocArgsDecodingError {
        LocArgsDecodingError(
            reason: .wrongArgumentCount(expected: expected, actual: locArgs.count), locKey: locKey, locArgs: locArgs)
    }

    @usableFromInline static func parseInteger(_ text: String) -> Int? {
        var text = text
        return text.withUTF8(parseInteger)
    }

    static func parseInteger(_ utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = utf8.first == UInt8(ascii: "-")
        let digits = UnsafeBufferPointer(rebasing: utf8[(negative ? 1 : 0)...])
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        // Canonical: "0" alone, else no leading zero; and zero is never negative.
        if digits[0] == UInt8(ascii: "0"), digits.count > 1 || negative { return nil }
        var magnitude: UInt64 = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            magnitude = magnitude * 10 + UInt64(byte - UInt8(ascii: "0"))
        }
        if negative {
            return magnitude <= UInt64(Int.max) + 1 ? Int(truncatingIfNeeded: 0 &- magnitude) : nil
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }
}
