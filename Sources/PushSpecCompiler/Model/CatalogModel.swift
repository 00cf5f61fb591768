import Foundation
import PushSpecPlurals

/// Stage 2's output: a validated spec, with every name derived and every reference resolved.
/// Emitters read only this.
public struct CatalogModel: Sendable, Hashable {
    /// The providers to emit, sorted by name.
    public var providers: [ProviderModel]
    /// CLDR's plural rules, when the spec has them.
    public var pluralRules: PluralRulesModel?

    public init(providers: [ProviderModel], pluralRules: PluralRulesModel? = nil) {
        self.providers = providers
        self.pluralRules = pluralRules
    }
}

/// Everything one provider's generated code is made from.
public struct ProviderModel: Sendable, Hashable {
    /// The directory name (`telegram`).
    public var name: String
    /// The prefix of every generated type (`Telegram`).
    public var typePrefix: String
    /// The spec files it came from, for the headers.
    public var sourceFiles: [String]
    /// Notification types, sorted by loc_key.
    public var notifications: [NotificationType]
    /// Service notifications, sorted by key.
    public var services: [ServiceType]
    /// Payload fields, in declaration order.
    public var fields: [PayloadField]
    /// Enumerations, sorted by name.
    public var enums: [EnumType]
    /// Payload schemas, in declaration order (the order their `match` is tried in).
    public var payloads: [PayloadSchema]
    /// Translations of the notification forms, sorted by locale.
    public var translations: [TranslationModel] = []
    /// The TL types of its schema (`tl/*.tl`), when it has one.
    public var api: TLAPIModel? = nil

    package init(
        name: String, typePrefix: String, sourceFiles: [String], notifications: [NotificationType],
        services: [ServiceType], fields: [PayloadField], enums: [EnumType], payloads: [PayloadSchema],
        translations: [TranslationModel] = [], api: TLAPIModel? = nil
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
    }

    /// Every notification form, in spec order: a form's number (`FormTemplates.formNumber`) is its
    /// place here.
    public var forms: [NotificationForm] { notifications.flatMap(\.forms) }
}

/// The chat kind of a notification form.
public enum PeerKindModel: String, Sendable, Hashable, CaseIterable {
    case `private`, group, channel, none
}

/// The TDLib notification group kind of a notification type.
public enum GroupKindModel: String, Sendable, Hashable, CaseIterable {
    case messages, mentions, secretChat = "secret_chat", calls, none

    /// The Swift case name in `PushSpecCore.NotificationGroupKind`.
    public var swiftCase: String { self == .secretChat ? "secretChat" : rawValue }
}

/// The type of a `loc_args` element.
public enum ArgumentTypeModel: String, Sendable, Hashable, CaseIterable {
    case text, count, integer
}

/// How a payload field is written on the wire.
public enum WireTypeModel: String, Sendable, Hashable, CaseIterable {
    case id, integer, flag, idList = "id_list", address, base64url, time, string, object
}

/// One notification type (one loc_key) with its forms.
public struct NotificationType: Sendable, Hashable {
    public var key: String
    public var doc: String
    public var group: GroupKindModel
    public var needsFetch: Bool
    public var isLegacy: Bool
    /// Where the type's facts come from, when not (only) the current documentation.
    public var source: String?
    /// The forms, sorted by argument count (which is how decoding tells them apart).
    public var forms: [NotificationForm]
    /// The Swift name of the key's case in the `LocKey` enum.
    public var keyCaseName: String

    /// Whether the push's peer picks the form: the forms are for different kinds of chat.
    public var formsDependOnPeer: Bool { !formsByPeer.isEmpty }

    /// The forms the push's peer picks, when the forms are for different kinds of chat: each that
    /// is the only form for its kind. (Forms for one kind are told apart by argument count.)
    public var formsByPeer: [NotificationForm] {
        guard Set(forms.map(\.peer)).count > 1 else { return [] }
        return forms.filter { form in forms.filter { $0.peer == form.peer }.count == 1 }
    }

    /// The form for each argument count: the first form that takes that many (forms for
    /// different peers may take as many).
    public var formsByCount: [NotificationForm] {
        var seen: Set<Int> = []
        return forms.filter { seen.insert($0.arguments.count).inserted }
    }
}

/// One form of a notification type: one case of the generated notification enum.
public struct NotificationForm: Sendable, Hashable {
    /// The variant name, or `nil` for a type with one form.
    public var name: String?
    public var caseName: String
    public var peer: PeerKindModel
    public var arguments: [Argument]
    /// Where this form's facts come from, when not (only) the current documentation.
    public var source: String?
    /// The whole sentence. Its placeholders are `loc_args` positions; its `source` is the
    /// template as the documentation writes it (numbered by ``Argument/number``).
    public var template: Template
    public var title: Template
    /// `nil`: the body is the whole text.
    public var body: Template?
    /// The texts for other plural categories of one of its numbers, when the text depends on it;
    /// ``template`` is then the text of `other`.
    public var plural: PluralTemplate?
    /// The TDLib `PushMessageContent` the form makes, when it makes one.
    public var tdlib: TDLibContent?
}

/// The TDLib `PushMessageContent` a form makes: its class and its fields (object fields as `object`).
public struct TDLibContent: Sendable, Hashable {
    public enum Value: Sendable, Hashable {
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

    public var className: String
    /// In the order the class declares them.
    public var fields: [(name: String, value: Value)]

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.className == rhs.className && lhs.fields.map(\.name) == rhs.fields.map(\.name)
            && lhs.fields.map(\.value) == rhs.fields.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(className)
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }
}

/// One `loc_args` element of a form.
public struct Argument: Sendable, Hashable {
    public var name: String
    public var type: ArgumentTypeModel
    public var doc: String
    /// The number the documentation's templates give it: its 1-based place in `loc_args`, unless
    /// the spec's `doc_order` numbers the arguments otherwise.
    public var number: Int
}

/// A service notification.
public struct ServiceType: Sendable, Hashable {
    public var key: String
    public var caseName: String
    public var doc: String
    /// Whether the service names its chat (from the fields marked `peer`).
    public var hasPeer: Bool
    /// The fields it needs, all required.
    public var fields: [PayloadField]
    /// The fields it takes when present.
    public var optionalFields: [PayloadField]
    public var encryptedOnly: Bool
    public var source: String?
}

/// A field of the notification payload.
public struct PayloadField: Sendable, Hashable {
    /// Where a payload field sits.
    public enum Placement: String, Sendable, Hashable, CaseIterable {
        /// Inside the `custom` object.
        case custom
        /// Beside `loc_key`, at the top of the notification object.
        case payload
    }

    public var wireName: String
    /// The name `presentFields` gives it: the wire name, unless a field at the other placement
    /// has that name too.
    public var jsonName: String
    public var swiftName: String
    public var type: WireTypeModel
    public var placement: Placement
    /// The chat kind this id names, for `channel_id` / `chat_id` / `from_id`.
    public var peer: PeerRole?
    /// The kind of sender this id names; the sender is the first such field present, in
    /// declaration order.
    public var sender: PeerRole?
    /// Whether it is seldom present: the generated fields type keeps the rare fields together,
    /// in one optional slot that a push without any of them leaves empty (cheap to copy and free).
    public var isRare: Bool
    public var doc: String
    public var source: String?

    /// The chat an id field names.
    public enum PeerRole: String, Sendable, Hashable, CaseIterable {
        case user, chat, channel
    }
}

/// An enumeration with integer raw values.
public struct EnumType: Sendable, Hashable {
    public var name: String
    public var doc: String
    public var cases: [Case]

    public struct Case: Sendable, Hashable {
        public var value: Int
        public var name: String
        public var doc: String
    }
}

/// A JSON payload told apart by the values of some of its fields (Zulip's `type` and
/// `recipient_type`), with typed fields.
public struct PayloadSchema: Sendable, Hashable {
    /// The Swift type name without the provider prefix (`ChannelMessage`).
    public var name: String
    /// The case of the provider's payload enum (`channelMessage`).
    public var caseName: String
    public var doc: String
    /// The field values that select this schema: alternatives, each a set of field values, tried
    /// in order.
    public var match: [[Match]]
    public var fields: [Field]
    public var source: String?

    public struct Match: Sendable, Hashable {
        public var field: String
        /// The value the field must have as a string; ``present`` for any value.
        public var value: String

        /// The `match` value that stands for any value: the field must only be present.
        public static let present = "*"
    }

    public struct Field: Sendable, Hashable {
        public var wireName: String
        public var swiftName: String
        public var type: WireTypeModel
        public var isOptional: Bool
        public var doc: String
        public var source: String?
    }
}
