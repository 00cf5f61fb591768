extension TLAPIModel {
    /// The property's Swift type: optional for a conditional field, `Bool` for a `true` flag.
    package func propertyType(_ field: TLFieldModel) -> String {
        switch field.kind {
        case .flags: "UInt32"
        case .plain(let type): swiftType(type)
        case .conditional(_, _, .builtin(.true)): "Bool"
        case .conditional(_, _, let type): swiftType(type) + "?"
        }
    }

    /// A field type's Swift spelling, fully qualified (`TelegramAPI.PhotoSize`, `[Int32]`).
    package func swiftType(_ type: TLTypeReference) -> String {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .int: "Int32"
            case .long: "Int64"
            case .double: "Double"
            case .string: "String"
            case .bytes, .int128, .int256: "[UInt8]"
            case .bool, .true: "Bool"
            }
        case .boxed(let name): "\(namespace).\(TLAPITranslator.typeName(name))"
        case .bare(let name): bareStructName(name)
        case .vector(let element, _): "[\(swiftType(element))]"
        }
    }

    /// The struct of a bare type's only constructor.
    private func bareStructName(_ type: String) -> String {
        let constructor = types.first { $0.name == type }?.constructors.first
        return "\(namespace).\(TLAPITranslator.typeName(type)).\(constructor?.swiftName ?? TLAPITranslator.typeName(type))"
    }
}
