/// One field of a TL constructor, `name:type`.
package struct TLField: Sendable, Hashable, CustomStringConvertible {
    /// What a field holds.
    package enum Kind: Sendable, Hashable {
        /// `flags:#`: a 32-bit word of flag bits the later conditional fields refer to.
        case flags
        /// `type`: always present.
        case plain(TLTypeReference)
        /// `flags.N?type`: present when bit `bit` of the `#` field named `flagsField` is set.
        /// `flags.N?true` has no bytes: the bit alone is the value.
        case conditional(flagsField: String, bit: Int, TLTypeReference)
    }

    /// The field's name, as the schema writes it (`access_hash`).
    package let name: String
    /// Its type.
    package let kind: Kind
    /// Where the field starts.
    package let location: SourceLocation
    /// Where its type (after any `flags.N?`) starts: where a diagnostic about the type points.
    package let typeLocation: SourceLocation

    package init(name: String, kind: Kind, location: SourceLocation, typeLocation: SourceLocation) {
        self.name = name
        self.kind = kind
        self.location = location
        self.typeLocation = typeLocation
    }

    /// The field's type, nil for a `#` field.
    package var type: TLTypeReference? {
        switch kind {
        case .flags: nil
        case .plain(let type), .conditional(_, _, let type): type
        }
    }

    /// Whether it is a `flags.N?true` field, which occupies no bytes and is left out of the id.
    package var isTrueFlag: Bool {
        if case .conditional(_, _, .builtin(.true)) = kind { true } else { false }
    }

    /// As TL writes it: `sizes:Vector<PhotoSize>`, `video_sizes:flags.1?Vector<VideoSize>`.
    package var description: String {
        switch kind {
        case .flags: "\(name):#"
        case .plain(let type): "\(name):\(type)"
        case .conditional(let flags, let bit, let type): "\(name):\(flags).\(bit)?\(type)"
        }
    }
}
