/// A spec as written: every value still a located string, nothing checked beyond the shape of the
/// YAML (which keys exist, which are mappings or lists). The validator turns it into a
/// ``CatalogModel``.
public struct RawSpec: Sendable, Hashable {
    /// One layer per spec directory, in the order given; later layers extend earlier ones.
    public var layers: [RawLayer]

    public init(layers: [RawLayer]) {
        self.layers = layers
    }
}

/// What one spec directory declares.
public struct RawLayer: Sendable, Hashable {
    public var providers: [RawProvider]

    public init(providers: [RawProvider]) {
        self.providers = providers
    }
}

/// What one provider directory of one layer declares.
public struct RawProvider: Sendable, Hashable {
    public var name: String
    public var files: [String]
    public var notifications: [RawNotification] = []
    public var services: [RawService] = []
    public var customFields: [RawCustomField] = []
    public var enums: [RawEnum] = []
    public var payloads: [RawPayload] = []
    public var translations: [RawTranslation] = []
    public var categories: [RawCategory] = []

    public init(name: String, files: [String]) {
        self.name = name
        self.files = files
    }
}

/// A notification type entry.
public struct RawNotification: Sendable, Hashable {
    public var location: SourceLocation
    public var key: Located<String>
    public var doc: Located<String>?
    public var group: Located<String>?
    /// `interruption:`, when the type asks for another level than `active`.
    public var interruption: Located<String>? = nil
    /// `category:`, when the type's actions are not its group's default category.
    public var category: Located<String>? = nil
    public var fetch: Bool
    public var legacy: Bool
    public var override: Bool
    public var caseName: Located<String>?
    /// Where the type's facts come from, when not (only) the current documentation.
    public var source: Located<String>?
    /// The single form written at the top level, or `nil` when `variants` are given.
    public var form: RawForm?
    public var variants: [RawForm]
    /// The `peer` written beside `variants`, for the variants that do not name their own.
    public var sharedPeer: Located<String>?
}

/// A form of a notification: its arguments and templates (the top level of an entry, or a variant).
public struct RawForm: Sendable, Hashable {
    public var location: SourceLocation
    public var name: Located<String>?
    public var peer: Located<String>?
    public var args: [RawArgument]
    /// The order the documentation numbers the arguments in, by name, when it differs from the
    /// wire order of `args`; the templates use the documentation's numbers.
    public var docOrder: [Located<String>]
    /// Where this form's facts come from, when not (only) the current documentation.
    public var source: Located<String>?
    /// A variant's own Swift case name, when not the type's followed by the variant's name.
    public var caseName: Located<String>?
    /// The TDLib `PushMessageContent` the form makes, when it makes one.
    public var tdlib: RawTDLibContent?
    public var template: RawTemplate?
    public var title: Located<String>?
    public var body: Located<String>?
}

/// A form's `tdlib:` entry: `{class: pushMessageContent…, field: value, …}`.
public struct RawTDLibContent: Sendable, Hashable {
    /// A value as written: a plain `true`/`false` or integer, or a (quoted) string, which names an
    /// argument when it is `{name}`.
    public enum Value: Sendable, Hashable {
        case bool(Bool)
        case integer(Int64)
        case string(String)
        case argument(String)
    }

    public struct Field: Sendable, Hashable {
        public var name: Located<String>
        public var value: Located<Value>
    }

    public var location: SourceLocation
    public var className: Located<String>
    public var fields: [Field]
}

/// One `loc_args` element.
public struct RawArgument: Sendable, Hashable {
    public var location: SourceLocation
    public var name: Located<String>
    public var type: Located<String>
    public var doc: Located<String>?
    /// `shown: false`: kept in the typed value, but no template shows it (its meaning is unknown).
    public var isShown: Bool
}

/// A service notification entry.
public struct RawService: Sendable, Hashable {
    public var location: SourceLocation
    public var key: Located<String>
    public var doc: Located<String>?
    public var fields: [Located<String>]
    /// Fields the service takes when present.
    public var optionalFields: [Located<String>]
    public var peer: Bool
    public var encryptedOnly: Bool
    public var source: Located<String>?
}

/// A payload field entry.
public struct RawCustomField: Sendable, Hashable {
    public var location: SourceLocation
    public var name: Located<String>
    public var swift: Located<String>
    public var type: Located<String>
    public var at: Located<String>?
    public var peer: Located<String>?
    /// The sender role of an id field: the sender is the first such field present.
    public var sender: Located<String>?
    /// The name `render --json` and `presentFields` give it, when not its wire name.
    public var json: Located<String>?
    /// `rare: true`: seldom present, so stored apart from the common fields.
    public var isRare: Bool
    public var doc: Located<String>?
    public var source: Located<String>?
}

/// An enumeration entry.
public struct RawEnum: Sendable, Hashable {
    public var location: SourceLocation
    public var name: Located<String>
    public var doc: Located<String>?
    public var cases: [RawEnumCase]
}

/// One case of an enumeration.
public struct RawEnumCase: Sendable, Hashable {
    public var location: SourceLocation
    public var value: Located<Int>
    public var name: Located<String>
    public var doc: Located<String>?
}

/// A payload schema entry: a JSON object told apart by the values of some of its fields.
public struct RawPayload: Sendable, Hashable {
    public var location: SourceLocation
    public var name: Located<String>
    public var doc: Located<String>?
    /// The field values that select this schema, in the order written: one set, or several
    /// alternatives tried in order.
    public var match: [[RawMatch]]
    public var fields: [RawPayloadField]
    public var source: Located<String>?
}

/// One `field: value` of a payload schema's `match`.
public struct RawMatch: Sendable, Hashable {
    public var field: Located<String>
    public var value: Located<String>
}

/// A field of a payload schema.
public struct RawPayloadField: Sendable, Hashable {
    public var location: SourceLocation
    public var name: Located<String>
    public var swift: Located<String>
    public var type: Located<String>
    public var optional: Bool
    public var doc: Located<String>?
    public var source: Located<String>?
}
