/// A provider's TL schema, translated for the emitter: the types the roots reach, each with its
/// Swift names. Made by ``TLAPITranslator`` from a ``TLSchema``; `TLEmitter` reads only this.
public struct TLAPIModel: Sendable, Hashable {
    /// The caseless enum every generated TL type is nested in (`TelegramAPI`).
    public var namespace: String
    /// The API layer (`@layer`).
    public var layer: Int?
    /// Where the declarations were copied from (`@source`).
    public var source: String?
    /// The schema file, as the generated headers name it.
    public var sourceFile: String
    /// The types the roots reach, roots first.
    public var types: [TLTypeModel]

    public init(namespace: String, layer: Int?, source: String?, sourceFile: String, types: [TLTypeModel]) {
        self.namespace = namespace
        self.layer = layer
        self.source = source
        self.sourceFile = sourceFile
        self.types = types
    }

    /// Every constructor, type by type.
    public var constructors: [TLConstructorModel] { types.flatMap(\.constructors) }
}

/// One TL type: a Swift enum with a case per constructor.
public struct TLTypeModel: Sendable, Hashable {
    /// The name in the schema (`PhotoSize`).
    public var name: String
    /// The enum's name in the namespace (`PhotoSize`; `storage.FileType` → `StorageFileType`).
    public var swiftName: String
    /// Whether the schema declares only some of its constructors (`@partial`).
    public var isPartial: Bool
    /// Whether a value can hold another of its own type other than through a vector, so that
    /// the enum must be `indirect`.
    public var isRecursive: Bool
    /// Its constructors, in the schema's order.
    public var constructors: [TLConstructorModel]
}

/// One constructor: a struct nested in its type's enum, and the enum's case holding it.
public struct TLConstructorModel: Sendable, Hashable {
    /// The name in the schema (`photoStrippedSize`).
    public var name: String
    /// Its id.
    public var id: UInt32
    /// The declaration as TL writes it, for the doc comment.
    public var declaration: String
    /// The struct's name (`PhotoStrippedSize`).
    public var swiftName: String
    /// The enum case's name (`photoStrippedSize`).
    public var caseName: String
    /// Its fields, `#` ones included, in the schema's order.
    public var fields: [TLFieldModel]
}

/// One field of a constructor.
public struct TLFieldModel: Sendable, Hashable {
    /// The name in the schema (`access_hash`).
    public var name: String
    /// The Swift property's name (`accessHash`; a reserved word in backticks, `self` → `isSelf`).
    public var swiftName: String
    /// What it holds.
    public var kind: TLField.Kind
    /// As TL writes it (`video_sizes:flags.1?Vector<VideoSize>`).
    public var declaration: String

    /// Whether it is a `#` field, read for the flag bits and not stored.
    public var isFlags: Bool {
        if case .flags = kind { true } else { false }
    }
}
