#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An object member's key as it stands in the document, for code that dispatches on keys
/// without making Strings (generated field readers). Valid only inside the
/// ``JSONValue/forEachMember(_:)`` call that hands it out.
public struct JSONKey {
    /// The bytes between the key's quotes, escapes not decoded.
    @usableFromInline let content: UnsafeBufferPointer<UInt8>

    /// Whether the key is written with escapes (`"msg\u005fid"`): rare, and then
    /// ``rawByteCount`` is longer than the key.
    public let isEscaped: Bool

    /// The number of bytes between the quotes; the key's UTF-8 length when it has no escapes.
    @inlinable public var rawByteCount: Int { content.count }

    init(content: UnsafeBufferPointer<UInt8>, isEscaped: Bool) {
        self.content = content
        self.isEscaped = isEscaped
    }

    /// Whether the key's decoded bytes equal the literal's.
    ///
    /// Inlinable, so that generated readers compare an unescaped key (nearly every key) in place:
    /// a literal held as a pointer (a text literal) is read without a closure, which the
    /// compiler may outline and call for every comparison.
    @inlinable @inline(__always)
    public static func == (key: JSONKey, literal: StaticString) -> Bool {
        guard literal.hasPointerRepresentation else { return literal.withUTF8Buffer { key.equals($0) } }
        return key.equals(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Whether the key's decoded bytes equal `literal`.
    ///
    /// With a literal's length known where this is inlined, the compiler expands `memcmp` into a
    /// word or two compared at once (the literal's words as constants) instead of a loop.
    @inlinable @inline(__always)
    func equals(_ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !isEscaped else { return Self.escapedKey(content, equals: literal) }
        guard content.count == literal.count else { return false }
        guard let key = content.baseAddress, let literal = literal.baseAddress else { return true }  // both empty
        return memcmp(key, literal, content.count) == 0
    }

    @usableFromInline
    static func escapedKey(_ content: UnsafeBufferPointer<UInt8>, equals literal: UnsafeBufferPointer<UInt8>) -> Bool {
        JSONStringDecoding.contentEquals(content, escaped: true, literal)
    }

    /// The key as a String.
    public var string: String {
        JSONStringDecoding.string(content, escaped: isEscaped)
    }
}
