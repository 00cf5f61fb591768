/// One field of a TL constructor, `name:type`.
public struct TLField: Sendable, Hashable, CustomStringConvertible {
    /// What a field holds.
    public enum Kind: Sendable, Hashable {
        /// `flags:#`: a 32-bit word of flag bits the later conditional fields refer to.
        case flags
        /// `type`: always present.
        case plain(TLTypeReference)
        /// `flags.N?type`: present when bit `bit` of the `#` field named `flagsField` is set.
        /// `flags.N?true` has no bytes: the bit alone is the value.
        case conditional(flagsField: String, bit: Int, TLTypeReference)
    }

    /// The field's name, as the schema writes it (`access_hash`).
    public let name: String
    /// Its type.
    public let kind: Kind
    /// Where the field starts.
    public let location: SourceLocation
    /// Where its type (after any `flags.N?`) starts: where a diagnostic about the type points.
    public let typeLocation: SourceLocation

    public init(name: String, kind: Kind, location: SourceLocation, typeLocation: SourceLocation) {
        self.name = name
        self.kind = kind
        self.location = location
        self.typeLocation = typeLocation
    }

    /// The field's type, nil for a `#` field.
    public var type: TLTypeReference? {
        switch kind {
        case .flags: nil
        case .plain(let type), .conditional(_, _, let type): type
        }
    }

    /// Whether it is a `flags.N?true` field, which occupies no bytes and is left out of the id.
    public var isTrueFlag: Bool {
        if case .conditional(_, _, .builtin(.true)) = kind { true } else { false }
    }

    /// As TL writes it: `sizes:Vector<PhotoSize>`, `video_sizes:flags.1?Vector<VideoSize>`.
    public var description: String {
        switch kind {
        case .flags: "\(name):#"
        case .plain(let type): "\(name):\(type)"
        case .conditional(let flags, let bit, let type): "\(name):\(flags).\(bit)?\(type)"
        }
    }
}
