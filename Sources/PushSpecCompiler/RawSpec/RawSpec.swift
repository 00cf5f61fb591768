/// A spec as written: every value still a located string, nothing checked beyond the shape of the
/// YAML (which keys exist, which are mappings or lists). The validator turns it into a
/// ``CatalogModel``.
package struct RawSpec: Sendable, Hashable {
    /// One layer per spec directory, in the order given; later layers extend earlier ones.
    package var layers: [RawLayer]

    package init(layers: [RawLayer]) {
        self.layers = layers
    }
}

/// What one spec directory declares.
package struct RawLayer: Sendable, Hashable {
    package var providers: [RawProvider]

    package init(providers: [RawProvider]) {
        self.providers = providers
    }
}

/// What one provider directory of one layer declares.
package struct RawProvider: Sendable, Hashable {
    package var name: String
    package var files: [String]
    package var notifications: [RawNotification] = []
    package var services: [RawService] = []
    package var customFields: [RawCustomField] = []
    package var enums: [RawEnum] = []
    package var payloads: [RawPayload] = []
    package var translations: [RawTranslation] = []
    package var categories: [RawCategory] = []

    package init(name: String, files: [String]) {
        self.name = name
        self.files = files
    }
}

/// A notification type entry.
package struct RawNotification: Sendable, Hashable {
    package var location: SourceLocation
    package var key: Located<String>
    package var doc: Located<String>?
    package var group: Located<String>?
    /// `interruption:`, when the type asks for another level than `active`.
    package var interruption: Located<String>? = nil
    /// `category:`, when the type's actions are not its group's default category.
    package var category: Located<String>? = nil
    package var fetch: Bool
    package var legacy: Bool
    package var override: Bool
    package var caseName: Located<String>?
    /// Where the type's facts come from, when not (only) the current documentation.
    package var source: Located<String>?
    /// The single form written at the top level, or `nil` when `variants` are given.
    package var form: RawForm?
    package var variants: [RawForm]
    /// The `peer` written beside `variants`, for the variants that do not name their own.
    package var sharedPeer: Located<String>?
}

/// A form of a notification: its arguments and templates (the top level of an entry, or a variant).
package struct RawForm: Sendable, Hashable {
    package var location: SourceLocation
    package var name: Located<String>?
    package var peer: Located<String>?
    package var args: [RawArgument]
    /// The order the documentation numbers the arguments in, by name, when it differs from the
    /// wire order of `args`; the templates use the documentation's numbers.
    package var docOrder: [Located<String>]
    /// Where this form's facts come from, when not (only) the current documentation.
    package var source: Located<String>?
    /// A variant's own Swift case name, when not the type's followed by the variant's name.
    package var caseName: Located<String>?
    /// The TDLib `PushMessageContent` the form makes, when it makes one.
    package var tdlib: RawTDLibContent?
    package var template: RawTemplate?
    package var title: Located<String>?
    package var body: Located<String>?
}

/// A form's `tdlib:` entry: `{class: pushMessageContent…, field: value, …}`.
package struct RawTDLibContent: Sendable, Hashable {
    /// A value as written: a plain `true`/`false` or integer, or a (quoted) string, which names an
    /// argument when it is `{name}`.
    package enum Value: Sendable, Hashable {
        case bool(Bool)
        case integer(Int64)
        case string(String)
        case argument(String)
    }

    package struct Field: Sendable, Hashable {
        package var name: Located<String>
        package var value: Located<Value>
    }

    package var location: SourceLocation
    package var className: Located<String>
    package var fields: [Field]
}

/// One `loc_args` element.
package struct RawArgument: Sendable, Hashable {
    package var location: SourceLocation
    package var name: Located<String>
    package var type: Located<String>
    package var doc: Located<String>?
    /// `shown: false`: kept in the typed value, but no template shows it (its meaning is unknown).
    package var isShown: Bool
}

/// A service notification entry.
package struct RawService: Sendable, Hashable {
    package var location: SourceLocation
    package var key: Located<String>
    package var doc: Located<String>?
    package var fields: [Located<String>]
    /// Fields the service takes when present.
    package var optionalFields: [Located<String>]
    package var peer: Bool
    package var encryptedOnly: Bool
    package var source: Located<String>?
    /// `action:`, the runtime's `TelegramAction` the service asks for.
    package var action: Located<String>? = nil
    /// `text_from:`, the fields of the text the service shows, the first present.
    package var textFrom: [Located<String>] = []
}

/// A payload field entry.
package struct RawCustomField: Sendable, Hashable {
    package var location: SourceLocation
    package var name: Located<String>
    package var swift: Located<String>
    package var type: Located<String>
    package var at: Located<String>?
    package var peer: Located<String>?
    /// The sender role of an id field: the sender is the first such field present.
    package var sender: Located<String>?
    /// The name `render --json` and `presentFields` give it, when not its wire name.
    package var json: Located<String>?
    /// `rare: true`: seldom present, so stored apart from the common fields.
    package var isRare: Bool
    package var doc: Located<String>?
    package var source: Located<String>?
}

/// An enumeration entry.
package struct RawEnum: Sendable, Hashable {
    package var location: SourceLocation
    package var name: Located<String>
    package var doc: Located<String>?
    package var cases: [RawEnumCase]
}

/// One case of an enumeration.
package struct RawEnumCase: Sendable, Hashable {
    package var location: SourceLocation
    package var value: Located<Int>
    package var name: Located<String>
    package var doc: Located<String>?
}

/// A payload schema entry: a JSON object told apart by the values of some of its fields.
package struct RawPayload: Sendable, Hashable {
    package var location: SourceLocation
    package var name: Located<String>
    package var doc: Located<String>?
    /// The field values that select this schema, in the order written: one set, or several
    /// alternatives tried in order.
    package var match: [[RawMatch]]
    package var fields: [RawPayloadField]
    package var source: Located<String>?
    /// `kind:`: what the Zulip runtime shows for it.
    package var kind: Located<String>? = nil
    /// `category:`: the category of actions its notification offers.
    package var category: Located<String>? = nil
}

/// One `field: value` of a payload schema's `match`.
package struct RawMatch: Sendable, Hashable {
    package var field: Located<String>
    package var value: Located<String>
}

/// A field of a payload schema.
package struct RawPayloadField: Sendable, Hashable {
    package var location: SourceLocation
    package var name: Located<String>
    package var swift: Located<String>
    package var type: Located<String>
    package var optional: Bool
    package var doc: Located<String>?
    package var source: Located<String>?
}
