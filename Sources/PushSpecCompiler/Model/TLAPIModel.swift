/// A provider's TL schema, translated for the emitter: the types the roots reach, each with its
/// Swift names. Made by ``TLAPITranslator`` from a ``TLSchema``; `TLEmitter` reads only this.
package struct TLAPIModel: Sendable, Hashable {
    /// The caseless enum every generated TL type is nested in (`TelegramAPI`).
    package var namespace: String
    /// The API layer (`@layer`).
    package var layer: Int?
    /// Where the declarations were copied from (`@source`).
    package var source: String?
    /// The schema file, as the generated headers name it.
    package var sourceFile: String
    /// The types the roots reach, roots first.
    package var types: [TLTypeModel]

    package init(namespace: String, layer: Int?, source: String?, sourceFile: String, types: [TLTypeModel]) {
        self.namespace = namespace
        self.layer = layer
        self.source = source
        self.sourceFile = sourceFile
        self.types = types
    }

    /// Every constructor, type by type.
    package var constructors: [TLConstructorModel] { types.flatMap(\.constructors) }
}

/// One TL type: a Swift enum with a case per constructor.
package struct TLTypeModel: Sendable, Hashable {
    /// The name in the schema (`PhotoSize`).
    package var name: String
    /// The enum's name in the namespace (`PhotoSize`; `storage.FileType` → `StorageFileType`).
    package var swiftName: String
    /// Whether the schema declares only some of its constructors (`@partial`).
    package var isPartial: Bool
    /// Whether a value can hold another of its own type other than through a vector, so that
    /// the enum must be `indirect`.
    package var isRecursive: Bool
    /// Its constructors, in the schema's order.
    package var constructors: [TLConstructorModel]
}

/// One constructor: a struct nested in its type's enum, and the enum's case holding it.
package struct TLConstructorModel: Sendable, Hashable {
    /// The name in the schema (`photoStrippedSize`).
    package var name: String
    /// Its id.
    package var id: UInt32
    /// The declaration as TL writes it, for the doc comment.
    package var declaration: String
    /// The struct's name (`PhotoStrippedSize`).
    package var swiftName: String
    /// The enum case's name (`photoStrippedSize`).
    package var caseName: String
    /// Its fields, `#` ones included, in the schema's order.
    package var fields: [TLFieldModel]
}

/// One field of a constructor.
package struct TLFieldModel: Sendable, Hashable {
    /// The name in the schema (`access_hash`).
    package var name: String
    /// The Swift property's name (`accessHash`; a reserved word in backticks, `self` → `isSelf`).
    package var swiftName: String
    /// What it holds.
    package var kind: TLField.Kind
    /// As TL writes it (`video_sizes:flags.1?Vector<VideoSize>`).
    package var declaration: String

    /// Whether it is a `#` field, read for the flag bits and not stored.
    package var isFlags: Bool {
        if case .flags = kind { true } else { false }
    }
}
