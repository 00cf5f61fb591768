/// What the spec says about one notification type: its forms, their arguments and templates.
///
/// Generated catalogs expose one descriptor per loc_key, for tools that list or document the
/// catalog (`pushspec list`) without switching over every case.
public struct NotificationTypeDescriptor: Sendable, Hashable {
    /// One form of a notification type; most types have one, `PINNED_*` types have two.
    public struct Form: Sendable, Hashable {
        /// One `loc_args` element.
        public struct Argument: Sendable, Hashable {
            /// The Swift label of the argument.
            public let name: String
            /// Its type.
            public let type: ArgumentType
            /// What the argument holds, in the words of the service's documentation.
            public let doc: String
            /// The number the documentation's template gives it, when that is not its place in
            /// `loc_args` (the clients send some arguments in another order than the doc numbers them).
            public let documentedNumber: Int?

            /// For generated code, not for apps: an argument; `number` is its ``documentedNumber``,
            /// nil when that is its place.
            @_spi(Generated) public init(_name name: String, type: ArgumentType, doc: String, number: Int? = nil) {
                self.name = name
                self.type = type
                self.doc = doc
                self.documentedNumber = number
            }
        }

        /// The form's name (`private`, `group`), or `nil` for a type with a single form.
        public let name: String?
        /// The Swift case that holds this form.
        public let caseName: String
        /// The chat kind of this form.
        public let peerKind: PeerKind
        /// The arguments, in `loc_args` order.
        public let arguments: [Argument]
        /// The template with `{1}`-style placeholders, as the documentation writes it: `{N}` is
        /// the argument whose ``documentedNumbers`` entry is N. A `|` separates title and body.
        public let template: String
        /// Where the form's facts come from, when not (only) the current documentation: the
        /// clients that send or read it so.
        public let source: String?
        /// The TDLib `PushMessageContent` the form makes; `nil` where TDLib makes none.
        public let tdlib: TDLibContentDescriptor?

        /// For generated code, not for apps: a form, as a generated catalog describes it.
        @_spi(Generated) public init(
            _name name: String?, caseName: String, peerKind: PeerKind, arguments: [Argument], template: String,
            source: String? = nil, tdlib: TDLibContentDescriptor? = nil
        ) {
            self.name = name
            self.caseName = caseName
            self.peerKind = peerKind
            self.arguments = arguments
            self.template = template
            self.source = source
            self.tdlib = tdlib
        }

        /// The number ``template`` gives each argument, in `loc_args` order: `[1, 2, 3]` for most
        /// forms, `[1, 3, 2]` where the clients send the second and third the other way round.
        public var documentedNumbers: [Int] {
            arguments.enumerated().map { index, argument in argument.documentedNumber ?? index + 1 }
        }
    }

    /// The wire `loc_key`.
    public let locKey: String
    /// A one-line description.
    public let doc: String
    /// The notification group kind.
    public let groupKind: NotificationGroupKind
    /// Whether a client must fetch from the server to show this notification.
    public let needsFetch: Bool
    /// Whether the type appears only in older revisions of the service's documentation.
    public let isLegacy: Bool
    /// The forms, told apart by their argument count.
    public let forms: [Form]
    /// Where the type's facts come from, when not (only) the current documentation: `nil` for a
    /// type the documentation lists, else the clients that handle it (`pushspec list` shows it).
    public let source: String?

    /// For generated code, not for apps: a type's description, as a generated catalog writes it.
    @_spi(Generated) public init(
        _locKey locKey: String, doc: String, groupKind: NotificationGroupKind, needsFetch: Bool, isLegacy: Bool,
        source: String? = nil, forms: [Form]
    ) {
        self.locKey = locKey
        self.doc = doc
        self.groupKind = groupKind
        self.needsFetch = needsFetch
        self.isLegacy = isLegacy
        self.source = source
        self.forms = forms
    }
}
