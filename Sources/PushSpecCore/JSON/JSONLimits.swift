/// Bounds that `JSONValue(parsing:limits:)` enforces before and while it reads a document.
///
/// Push payloads come from the network, so every parse is bounded: the input's size is checked
/// before a single byte is copied, and the nesting depth is counted while parsing (the parser
/// never recurses, so a deep document is refused with ``JSONParseError/Reason/tooDeep`` rather
/// than overflowing the stack).
public struct JSONLimits: Sendable, Equatable {
    /// The largest input accepted, in bytes (UTF-8 code units). Larger input fails with
    /// ``JSONParseError/Reason/tooLarge``. Default: 1 MiB.
    ///
    /// Independently of this value the parser refuses inputs of 512 MiB or more, the most its
    /// compact tape can index.
    public var maxBytes: Int = 1 << 20

    /// The deepest nesting of arrays and objects accepted: `0` admits only scalars, `1` admits
    /// `[1]` but not `[[1]]`, and so on. Deeper input fails with
    /// ``JSONParseError/Reason/tooDeep``. Default: 64.
    public var maxDepth: Int = 64

    /// Creates limits; the defaults (1 MiB, depth 64) suit push payloads.
    /// - Parameters:
    ///   - maxBytes: the largest input accepted, in bytes.
    ///   - maxDepth: the deepest nesting of arrays and objects accepted.
    public init(maxBytes: Int = 1 << 20, maxDepth: Int = 64) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
    }
}
