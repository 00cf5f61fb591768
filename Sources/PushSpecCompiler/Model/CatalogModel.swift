import Foundation
import PushSpecPlurals

/// Stage 2's output: a validated spec, with every name derived and every reference resolved.
/// Emitters read only this.
package struct CatalogModel: Sendable, Hashable {
    /// The providers to emit, sorted by name.
    package var providers: [ProviderModel]
    /// CLDR's plural rules, when the spec has them.
    package var pluralRules: PluralRulesModel?

    package init(providers: [ProviderModel], pluralRules: PluralRulesModel? = nil) {
        self.providers = providers
        self.pluralRules = pluralRules
    }
}

/// Everything one provider's generated code is made from.
package struct ProviderModel: Sendable, Hashable {
    /// The directory name (`telegram`).
    package var name: String
    /// The prefix of every generated type (`Telegram`).
    package var typePrefix: String
    /// The spec files it came from, for the headers.
    package var sourceFiles: [String]
    /// Notification types, sorted by loc_key.
    package var notifications: [NotificationType]
    /// Service notifications, sorted by key.
    package var services: [ServiceType]
    /// Payload fields, in declaration order.
    package var fields: [PayloadField]
    /// Enumerations, sorted by name.
    package var enums: [EnumType]
    /// Payload schemas, in declaration order (the order their `match` is tried in).
    package var payloads: [PayloadSchema]
    /// Translations of the notification forms, sorted by locale.
    package var translations: [TranslationModel] = []
    /// The TL types of its schema (`tl/*.tl`), when it has one.
    package var api: TLAPIModel? = nil
    /// The categories of actions, sorted by name.
    package var categories: [CategoryModel] = []

    package init(
        name: String, typePrefix: String, sourceFiles: [String], notifications: [NotificationType],
        services: [ServiceType], fields: [PayloadField], enums: [EnumType], payloads: [PayloadSchema],
        translations: [TranslationModel] = [], api: TLAPIModel? = nil,
        categories: [CategoryModel] = []
    ) {
        self.name = name
        self.typePrefix = typePrefix
        self.sourceFiles = sourceFiles
        self.notifications = notifications
        self.services = services
        self.fields = fields
        self.enums = enums
        self.payloads = payloads
        self.translations = translations
        self.api = api
        self.categories = categories
    }

    /// Every notification form, in spec order: a form's number (`FormTemplates.formNumber`) is its
    /// place here.
    package var forms: [NotificationForm] { notifications.flatMap(\.forms) }
}

/// The chat kind of a notification form.
package enum PeerKindModel: String, Sendable, Hashable, CaseIterable {
    case `private`, group, channel, none
}

/// The TDLib notification group kind of a notification type.
package enum GroupKindModel: String, Sendable, Hashable, CaseIterable {
    case messages, mentions, secretChat = "secret_chat", calls, none

    /// The Swift case name in `PushSpecCore.NotificationGroupKind`.
    package var swiftCase: String { self == .secretChat ? "secretChat" : rawValue }
}

/// The type of a `loc_args` element.
package enum ArgumentTypeModel: String, Sendable, Hashable, CaseIterable {
    case text, count, integer
}

/// How a payload field is written on the wire.
package enum WireTypeModel: String, Sendable, Hashable, CaseIterable {
    case id, integer, flag, idList = "id_list", address, base64url, time, string, object
}

/// One notification type (one loc_key) with its forms.
package struct NotificationType: Sendable, Hashable {
    package var key: String
    package var doc: String
    package var group: GroupKindModel
    package var needsFetch: Bool
    package var isLegacy: Bool
    /// Where the type's facts come from, when not (only) the current documentation.
    package var source: String?
    /// The forms, sorted by argument count (which is how decoding tells them apart).
    package var forms: [NotificationForm]
    /// The Swift name of the key's case in the `LocKey` enum.
    package var keyCaseName: String
    /// How strongly its notifications ask for attention when not sent silently.
    package var interruption: InterruptionModel = .active
    /// The name of its category of actions: the one it names, else its group's; `nil` for none.
    package var category: String? = nil

    /// Whether the push's peer picks the form: the forms are for different kinds of chat.
    package var formsDependOnPeer: Bool { !formsByPeer.isEmpty }

    /// The forms the push's peer picks, when the forms are for different kinds of chat: each that
    /// is the only form for its kind. (Forms for one kind are told apart by argument count.)
    package var formsByPeer: [NotificationForm] {
        guard Set(forms.map(\.peer)).count > 1 else { return [] }
        return forms.filter { form in forms.filter { $0.peer == form.peer }.count == 1 }
    }

    /// The form for each argument count: the first form that takes that many (forms for
    /// different peers may take as many).
    package var formsByCount: [NotificationForm] {
        var seen: Set<Int> = []
        return forms.filter { seen.insert($0.arguments.count).inserted }
    }
}

/// One form of a notification type: one case of the generated notification enum.
package struct NotificationForm: Sendable, Hashable {
    /// The variant name, or `nil` for a type with one form.
    package var name: String?
    package var caseName: String
    package var peer: PeerKindModel
    package var arguments: [Argument]
    /// Where this form's facts come from, when not (only) the current documentation.
    package var source: String?
    /// The whole sentence. Its placeholders are `loc_args` positions; its `source` is the
    /// template as the documentation writes it (numbered by ``Argument/number``).
    package var template: Template
    package var title: Template
    /// `nil`: the body is the whole text.
    package var body: Template?
    /// The texts for other plural categories of one of its numbers, when the text depends on it;
    /// ``template`` is then the text of `other`.
    package var plural: PluralTemplate?
    /// The TDLib `PushMessageContent` the form makes, when it makes one.
    package var tdlib: TDLibContent?
}

/// The TDLib `PushMessageContent` a form makes: its class and its fields (object fields as `object`).
package struct TDLibContent: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        /// The text argument at this place in `loc_args` (0-based), for a string field.
        case textArgument(Int)
        /// The `count` or `integer` argument at this place, for a number field.
        case numberArgument(Int)
        case string(String)
        case integer(Int64)
        case bool(Bool)
        /// An object field (`photo`), of this TL type (`photo`): null unless an attachment fills it.
        case object(type: String)
    }

    package var className: String
    /// In the order the class declares them.
    package var fields: [(name: String, value: Value)]

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.className == rhs.className && lhs.fields.map(\.name) == rhs.fields.map(\.name)
            && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(className)
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }
}

/// One `loc_args` element of a form.
package struct Argument: Sendable, Hashable {
    package var name: String
    package var type: ArgumentTypeModel
    package var doc: String
    /// The number the documentation's templates give it: its 1-based place in `loc_args`, unless
    /// the spec's `doc_order` numbers the arguments otherwise.
    package var number: Int
}

/// A service notification.
package struct ServiceType: Sendable, Hashable {
    package var key: String
    package var caseName: String
    package var doc: String
    /// Whether the service names its chat (from the fields marked `peer`).
    package var hasPeer: Bool
    /// The fields it needs, all required.
    package var fields: [PayloadField]
    /// The fields it takes when present.
    package var optionalFields: [PayloadField]
    package var encryptedOnly: Bool
    package var source: String?
    /// What the service asks the app to do, as the runtime names it; nil for none.
    package var action: ServiceAction? = nil
    /// The fields of the text it shows, the first present (one of them must be).
    package var textFields: [PayloadField] = []

    /// Whether decoding must check that one of the text fields is there: none of them is a
    /// required field, which decoding checks already.
    package var checksTextFields: Bool {
        !textFields.isEmpty && textFields.allSatisfy { !fields.contains($0) }
    }
}

/// A field of the notification payload.
package struct PayloadField: Sendable, Hashable {
    /// Where a payload field sits.
    package enum Placement: String, Sendable, Hashable, CaseIterable {
        /// Inside the `custom` object.
        case custom
        /// Beside `loc_key`, at the top of the notification object.
        case payload
    }

    package var wireName: String
    /// The name `presentFields` gives it: the wire name, unless a field at the other placement
    /// has that name too.
    package var jsonName: String
    package var swiftName: String
    package var type: WireTypeModel
    package var placement: Placement
    /// The chat kind this id names, for `channel_id` / `chat_id` / `from_id`.
    package var peer: PeerRole?
    /// The kind of sender this id names; the sender is the first such field present, in
    /// declaration order.
    package var sender: PeerRole?
    /// Whether it is seldom present: the generated fields type keeps the rare fields together,
    /// in one optional slot that a push without any of them leaves empty (cheap to copy and free).
    package var isRare: Bool
    package var doc: String
    package var source: String?

    /// The chat an id field names.
    package enum PeerRole: String, Sendable, Hashable, CaseIterable {
        case user, chat, channel
    }
}

/// An enumeration with integer raw values.
package struct EnumType: Sendable, Hashable {
    package var name: String
    package var doc: String
    package var cases: [Case]

    package struct Case: Sendable, Hashable {
        package var value: Int
        package var name: String
        package var doc: String
    }
}

/// A JSON payload told apart by the values of some of its fields (Zulip's `type` and
/// `recipient_type`), with typed fields.
package struct PayloadSchema: Sendable, Hashable {
    /// The Swift type name without the provider prefix (`ChannelMessage`).
    package var name: String
    /// The case of the provider's payload enum (`channelMessage`).
    package var caseName: String
    package var doc: String
    /// The field values that select this schema: alternatives, each a set of field values, tried
    /// in order.
    package var match: [[Match]]
    package var fields: [Field]
    package var source: String?
    /// What the Zulip runtime shows for it (`kind:`); `nil` for a schema it shows nothing for.
    package var kind: Kind? = nil
    /// The category of actions its notification offers (`category:`), one the provider declares.
    package var category: String? = nil

    /// What a payload is, for what a notification shows (the Java runtime's `CatalogPayload.Kind`).
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case channelMessage = "channel_message", directMessage = "direct_message", remove, test
    }

    /// The fields the Zulip runtime reads by their Swift name, with the wire type it reads them as
    /// (the methods of the Java runtime's `CatalogPayload`): a schema's field of one of these names
    /// must have that type.
    package static let runtimeFields: [(swiftName: String, type: WireTypeModel)] = [
        ("realmURL", .string), ("realmURI", .string), ("server", .string), ("realmName", .string), ("userID", .id),
        ("messageID", .id), ("messageIDs", .idList), ("channelID", .id), ("channelName", .string), ("topic", .string),
        ("content", .string), ("senderID", .id), ("senderFullName", .string), ("senderEmail", .string),
        ("participantIDs", .idList), ("recipientUserIDs", .idList), ("mentionedUserGroupID", .id),
    ]

    package struct Match: Sendable, Hashable {
        package var field: String
        /// The value the field must have as a string; ``present`` for any value.
        package var value: String

        /// The `match` value that stands for any value: the field must only be present.
        package static let present = "*"
    }

    package struct Field: Sendable, Hashable {
        package var wireName: String
        package var swiftName: String
        package var type: WireTypeModel
        package var isOptional: Bool
        package var doc: String
        package var source: String?
    }
}
