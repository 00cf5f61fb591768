/// Emits a provider's TL types (`TelegramAPI`): the namespace, then one file per TL type with its
/// enum, the struct of each constructor nested in it, and their readers and TL JSON writers.
struct TLEmitter {
    let api: TLAPIModel

    func emit() -> [FilePart] {
        [FilePart(name: "\(api.namespace)/\(api.namespace)", body: namespaceBody(), sources: [api.sourceFile])]
            + api.types.map { type in
                FilePart(
                    name: "\(api.namespace)/\(api.namespace)+\(type.swiftName)", body: typeBody(type),
                    sources: [api.sourceFile])
            }
    }

    private func namespaceBody() -> String {
        var writer = CodeWriter()
        writer.doc(
            [
                "The TL objects of the API schema `\(api.sourceFile)`: an enum for each TL type, and nested in it a",
                "struct for each of its constructors, each with a reader of TL's binary serialization",
                "(`init(_from:)`, bounded, see `_TLReader`) and a writer of TL JSON (`_writeTLJSON(to:)`).",
            ] + (api.source.map { ["", "Declarations from \($0)."] } ?? [])
        )
        writer.block("public enum \(api.namespace) {") { writer in
            if let layer = api.layer {
                writer.doc("The API layer the declarations are from.")
                writer.line("public static let layer = \(layer)")
            }
        }
        return writer.text
    }

    private func typeBody(_ type: TLTypeModel) -> String {
        var writer = CodeWriter()
        writer.block("extension \(api.namespace) {") { writer in
            var doc = [
                "The TL type `\(type.name)`: a value of one of its \(type.constructors.count) constructor"
                    + (type.constructors.count == 1 ? "." : "s.")
            ]
            if type.isPartial {
                doc += [
                    "", "The schema declares only some of its constructors (`@partial`): a value of another is a",
                    "`TLDecodingError.unknownConstructor` error.",
                ]
            }
            writer.doc(doc)
            let indirect = type.isRecursive ? "indirect " : ""
            writer.block("public \(indirect)enum \(type.swiftName): _TLBoxedType {") { writer in
                for constructor in type.constructors {
                    writer.doc("`\(constructor.declaration)`")
                    writer.line("case \(constructor.caseName)(\(constructor.swiftName))")
                }
                writer.line()
                writeReader(of: type, into: &writer)
                writer.line()
                writer.doc("Whether `id` is the id of one of the constructors of `\(type.name)` the schema declares.")
                writer.block("public static func hasConstructor(_ id: UInt32) -> Bool {") { writer in
                    writer.line("switch id {")
                    writer.line("case " + type.constructors.map { Self.hex($0.id) }.joined(separator: ", ") + ": true")
                    writer.line("default: false")
                    writer.line("}")
                }
                writer.line()
                writer.doc("Writes the value as TL JSON: the object of its constructor.")
                writer.block("public func _writeTLJSON(to writer: inout _TLJSONWriter) {") { writer in
                    writer.line("switch self {")
                    for constructor in type.constructors {
                        writer.line("case .\(constructor.caseName)(let value): value._writeTLJSON(to: &writer)")
                    }
                    writer.line("}")
                }
                for constructor in type.constructors {
                    writer.line()
                    writeStruct(constructor, into: &writer)
                }
            }
        }
        return writer.text
    }

    private func writeReader(of type: TLTypeModel, into writer: inout CodeWriter) {
        writer.doc("Reads a boxed value: a constructor's id, then its fields.")
        writer.block("public init(_from reader: inout _TLReader) throws(TLDecodingError) {") { writer in
            writer.line("let id = try reader.enter()")
            writer.line("switch id {")
            for constructor in type.constructors {
                writer.line("case \(Self.hex(constructor.id)): self = .\(constructor.caseName)(try \(constructor.swiftName)(_from: &reader))")
            }
            writer.line("default: throw reader.unknownConstructor(id, of: \(SwiftSyntax.stringLiteral(type.name)))")
            writer.line("}")
            writer.line("reader.leave()")
        }
    }

    private func writeStruct(_ constructor: TLConstructorModel, into writer: inout CodeWriter) {
        let stored = constructor.fields.filter { !$0.isFlags }
        writer.doc("`\(constructor.declaration)`")
        writer.block("public struct \(constructor.swiftName): TLObject {") { writer in
            for field in stored {
                writer.doc("`\(field.declaration)`")
                writer.line("public let \(field.swiftName): \(api.propertyType(field))")
            }
            if !stored.isEmpty { writer.line() }
            writer.doc("A value with these fields.")
            let parameters = stored.map { field in
                let defaultValue: String
                switch field.kind {
                case .conditional(_, _, .builtin(.true)): defaultValue = " = false"
                case .conditional: defaultValue = " = nil"
                default: defaultValue = ""
                }
                return "\(field.swiftName): \(api.propertyType(field))\(defaultValue)"
            }
            writer.block("public init(\(parameters.joined(separator: ", "))) {") { writer in
                for field in stored {
                    writer.line("self.\(field.swiftName) = \(field.swiftName)")
                }
            }
            writer.line()
            writer.doc("Reads the fields that follow the constructor's id.")
            writer.block("public init(_from reader: inout _TLReader) throws(TLDecodingError) {") { writer in
                for field in constructor.fields {
                    writer.line(readStatement(field, in: constructor))
                }
            }
            writer.line()
            writer.doc("Writes the value as TL JSON: `@type`, then every field but the `#` ones.")
            writer.block("public func _writeTLJSON(to writer: inout _TLJSONWriter) {") { writer in
                writer.line("writer.beginObject(\(SwiftSyntax.stringLiteral(constructor.name)))")
                for field in stored {
                    writer.line("writer.key(\(SwiftSyntax.stringLiteral(field.name)))")
                    writeJSON(field, into: &writer)
                }
                writer.line("writer.endObject()")
            }
        }
    }

    private func readStatement(_ field: TLFieldModel, in constructor: TLConstructorModel) -> String {
        switch field.kind {
        case .flags:
            return "let \(field.swiftName) = try reader.flags()"
        case .plain(let type):
            return "self.\(field.swiftName) = try \(readExpression(type))"
        case .conditional(let flags, let bit, .builtin(.true)):
            return "self.\(field.swiftName) = \(flagTest(flags, bit, in: constructor))"
        case .conditional(let flags, let bit, let type):
            return "self.\(field.swiftName) = try \(flagTest(flags, bit, in: constructor)) ? \(readExpression(type)) : nil"
        }
    }

    private func flagTest(_ flags: String, _ bit: Int, in constructor: TLConstructorModel) -> String {
        let name = constructor.fields.first { $0.name == flags }?.swiftName ?? flags
        return "\(name) & (1 << \(bit)) != 0"
    }

    private func readExpression(_ type: TLTypeReference) -> String {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .int: "reader.int()"
            case .long: "reader.long()"
            case .double: "reader.double()"
            case .string: "reader.string()"
            case .bytes: "reader.bytesValue()"
            case .int128: "reader.raw(count: 16)"
            case .int256: "reader.raw(count: 32)"
            case .bool: "reader.bool()"
            case .true: "true"
            }
        case .boxed, .bare:
            "\(api.swiftType(type))(_from: &reader)"
        case .vector(.boxed, let boxed), .vector(.bare, let boxed):
            "reader.vector(boxed: \(boxed), of: \(api.swiftType(type.vectorElement)).self)"
        case .vector(let element, let boxed):
            "reader.vector(boxed: \(boxed)) { (reader: inout _TLReader) throws(TLDecodingError) in try \(readExpression(element)) }"
        }
    }

    private func writeJSON(_ field: TLFieldModel, into writer: inout CodeWriter) {
        switch field.kind {
        case .flags:
            return
        case .plain(let type):
            writeJSON(type, value: "self.\(field.swiftName)", depth: 0, into: &writer)
        case .conditional(_, _, .builtin(.true)):
            writer.line("writer.bool(self.\(field.swiftName))")
        case .conditional(_, _, let type):
            writer.line("if let value = self.\(field.swiftName) {")
            writer.indented { writer in writeJSON(type, value: "value", depth: 0, into: &writer) }
            writer.line("} else {")
            writer.indented { writer in writer.line("writer.null()") }
            writer.line("}")
        }
    }

    private func writeJSON(_ type: TLTypeReference, value: String, depth: Int, into writer: inout CodeWriter) {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .int: writer.line("writer.int(\(value))")
            case .long: writer.line("writer.long(\(value))")
            case .double: writer.line("writer.double(\(value))")
            case .string: writer.line("writer.string(\(value))")
            case .bytes, .int128, .int256: writer.line("writer.bytes(\(value))")
            case .bool, .true: writer.line("writer.bool(\(value))")
            }
        case .boxed, .bare:
            writer.line("\(value)._writeTLJSON(to: &writer)")
        case .vector(let element, _):
            let name = depth == 0 ? "element" : "element\(depth)"
            writer.line("writer.beginArray()")
            writer.block("for \(name) in \(value) {") { writer in
                writeJSON(element, value: name, depth: depth + 1, into: &writer)
            }
            writer.line("writer.endArray()")
        }
    }

    /// `0x1cb5c415`.
    private static func hex(_ id: UInt32) -> String {
        let digits = String(id, radix: 16)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}

extension TLTypeReference {
    /// A vector's element type (the type itself when it is not a vector).
    fileprivate var vectorElement: TLTypeReference {
        if case .vector(let element, _) = self { element } else { self }
    }
}
