/// One TL declaration, `name#id field:type … = Result;`: a constructor of a type (in
/// `---types---`) or a function (in `---functions---`).
package struct TLCombinator: Sendable, Hashable, CustomStringConvertible {
    /// Which section of the schema it was declared in.
    package enum Kind: String, Sendable, Hashable {
        /// `---types---` (the section a schema starts in): a constructor of its result type.
        case constructor
        /// `---functions---`: a method whose answer is of its result type.
        case function
    }

    /// The name, with any namespace (`photo`, `help.configSimple`).
    package let name: String
    /// The id written after `#`; nil when the declaration writes none.
    package let id: UInt32?
    /// The fields, in order.
    package let fields: [TLField]
    /// What it constructs or returns.
    package let result: TLTypeReference
    /// Its section.
    package let kind: Kind
    /// Where the declaration starts.
    package let location: SourceLocation
    /// Where its `#id` is written (the name's location when it has none).
    package let idLocation: SourceLocation

    package init(
        name: String, id: UInt32?, fields: [TLField], result: TLTypeReference, kind: Kind,
        location: SourceLocation, idLocation: SourceLocation
    ) {
        self.name = name
        self.id = id
        self.fields = fields
        self.result = result
        self.kind = kind
        self.location = location
        self.idLocation = idLocation
    }

    /// The text whose CRC32 is the id, by the rule Telethon's generator uses
    /// (`TLObject.infer_id`): the declaration without its id and without its
    /// `flags.N?true` fields, one space between words, a top-level `bytes` written `string`, and
    /// `Vector<T>` written `Vector T`:
    /// `photoStrippedSize type:string bytes:string = PhotoSize`.
    package var normalizedDeclaration: String {
        let words = [name] + fields.filter { !$0.isTrueFlag }.map { field in
            switch field.kind {
            case .flags: "\(field.name):#"
            case .plain(let type): "\(field.name):\(Self.idText(type, topLevel: true))"
            case .conditional(let flags, let bit, let type):
                "\(field.name):\(flags).\(bit)?\(Self.idText(type, topLevel: true))"
            }
        }
        return words.joined(separator: " ") + " = " + Self.idText(result, topLevel: false)
    }

    /// The CRC32 of `normalizedDeclaration`: what `id` must be.
    package var computedID: UInt32 { CRC32.checksum(normalizedDeclaration.utf8) }

    /// A type as the normalized declaration writes it.
    private static func idText(_ type: TLTypeReference, topLevel: Bool) -> String {
        switch type {
        case .builtin(.bytes) where topLevel: "string"
        case .vector(let element, let boxed): (boxed ? "Vector " : "vector ") + idText(element, topLevel: false)
        default: type.description
        }
    }

    /// As TL writes it: `photoStrippedSize#e0b0bc2e type:string bytes:bytes = PhotoSize;`.
    package var description: String {
        let head = id.map { name + "#" + String($0, radix: 16) } ?? name
        return ([head] + fields.map(\.description)).joined(separator: " ") + " = \(result);"
    }
}
