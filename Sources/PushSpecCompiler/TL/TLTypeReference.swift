/// A type as a TL field writes it: a builtin, a declared type, or a vector of one.
package indirect enum TLTypeReference: Sendable, Hashable, CustomStringConvertible {
    /// One of TL's builtin types.
    case builtin(TLBuiltinType)
    /// A boxed type, written with its capitalized name (`PhotoSize`, `help.ConfigSimple`): the value
    /// starts with the id of one of the type's constructors.
    case boxed(String)
    /// A bare type, written `%PhotoSize`: the value of the type's only constructor, without its id.
    case bare(String)
    /// `Vector<T>` (boxed: the vector's id `0x1cb5c415`, then the count) or `vector<T>` (bare: the
    /// count alone).
    case vector(TLTypeReference, boxed: Bool)

    /// The declared type this reference names, directly or as a vector's element; nil for builtins.
    package var declaredType: String? {
        switch self {
        case .builtin: nil
        case .boxed(let name), .bare(let name): name
        case .vector(let element, _): element.declaredType
        }
    }

    /// As TL writes it: `int`, `PhotoSize`, `%PhotoSize`, `Vector<PhotoSize>`.
    package var description: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .boxed(let name): name
        case .bare(let name): "%" + name
        case .vector(let element, let boxed): (boxed ? "Vector<" : "vector<") + element.description + ">"
        }
    }
}

/// TL's builtin types, as the schema names them.
package enum TLBuiltinType: String, Sendable, Hashable, CaseIterable {
    /// 32-bit signed integer, little-endian.
    case int
    /// 64-bit signed integer, little-endian.
    case long
    /// IEEE 754 double, little-endian.
    case double
    /// Length-prefixed UTF-8 text, padded to 4 bytes.
    case string
    /// Length-prefixed bytes, padded to 4 bytes: on the wire the same as `string`.
    case bytes
    /// `boolTrue#997275b5` or `boolFalse#bc799737`.
    case bool = "Bool"
    /// 128 raw bits.
    case int128
    /// 256 raw bits.
    case int256
    /// No bytes at all: only as `flags.N?true`, the flag bit is the value.
    case `true`
}
