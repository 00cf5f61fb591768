/// Stage 2 for a TL schema: the closure of its roots, with Swift names, as a ``TLAPIModel``.
struct TLAPITranslator {
    /// The namespace enum's name (`TelegramAPI`).
    let namespace: String

    func translate(_ schema: TLSchema, sourceFile: String) -> TLAPIModel {
        let closure = schema.closure(roots: schema.roots)
        let partial = Set(schema.partialTypes.map(\.type))
        let recursive = Self.recursiveTypes(in: closure)
        let types = closure.types.map { type in
            TLTypeModel(
                name: type, swiftName: Self.typeName(type), isPartial: partial.contains(type),
                isRecursive: recursive.contains(type),
                constructors: closure.constructors.filter { $0.result.declaredType == type }.map(Self.constructor)
            )
        }
        return TLAPIModel(
            namespace: namespace, layer: schema.layer, source: schema.source, sourceFile: sourceFile, types: types)
    }

    private static func constructor(_ combinator: TLCombinator) -> TLConstructorModel {
        TLConstructorModel(
            name: combinator.name, id: combinator.id ?? combinator.computedID, declaration: combinator.description,
            swiftName: typeName(combinator.name), caseName: caseName(combinator.name),
            fields: combinator.fields.map { field in
                TLFieldModel(
                    name: field.name, swiftName: propertyName(field.name), kind: field.kind,
                    declaration: field.description)
            }
        )
    }

    /// The types that can contain a value of their own type other than through a vector (which
    /// is already an indirection).
    private static func recursiveTypes(in closure: TLClosure) -> Set<String> {
        var edges: [String: Set<String>] = [:]
        for constructor in closure.constructors {
            guard let type = constructor.result.declaredType else { continue }
            for field in constructor.fields {
                switch field.type {
                case .boxed(let name)?, .bare(let name)?: edges[type, default: []].insert(name)
                default: break
                }
            }
        }
        return Set(closure.types.filter { type in
            var stack = Array(edges[type] ?? [])
            var seen: Set<String> = []
            while let next = stack.popLast() {
                if next == type { return true }
                if seen.insert(next).inserted { stack += edges[next] ?? [] }
            }
            return false
        })
    }

    /// `PhotoSize` → `PhotoSize`; `photoStrippedSize` → `PhotoStrippedSize`; `help.configSimple` →
    /// `HelpConfigSimple`. `Type`, `Protocol` and `Self`, which name metatypes after a dot, take
    /// `Type` after them (`ProtocolType`).
    static func typeName(_ name: String) -> String {
        let joined = name.split(separator: ".").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return ["Type", "Protocol", "Self"].contains(joined) ? joined + "Type" : joined
    }

    /// `photoStrippedSize` → `photoStrippedSize`; `help.configSimple` → `helpConfigSimple`.
    static func caseName(_ name: String) -> String {
        let type = typeName(name)
        let camel = type.prefix(1).lowercased() + type.dropFirst()
        return SwiftNaming.reservedWords.contains(camel) ? "`\(camel)`" : camel
    }

    /// `access_hash` → `accessHash`, `dc_id` → `dcID`, `user_ids` → `userIDs`; a reserved word in
    /// backticks (`` `protocol` ``), but `self`, which a member access cannot name, → `isSelf`.
    static func propertyName(_ name: String) -> String {
        if name == "self" { return "isSelf" }
        let words = name.split(separator: "_")
        guard let first = words.first else { return name }
        let camel = String(first) + words.dropFirst().map { word in
            switch word {
            case "id": "ID"
            case "ids": "IDs"
            case "url": "URL"
            default: word.prefix(1).uppercased() + word.dropFirst()
            }
        }.joined()
        return SwiftNaming.reservedWords.contains(camel) ? "`\(camel)`" : camel
    }
}
