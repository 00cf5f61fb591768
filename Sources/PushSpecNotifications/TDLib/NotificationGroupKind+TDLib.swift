import PushSpecCore

extension NotificationGroupKind: TDLibEncodable {
    /// The kinds a notification group has, in TDLib's order: every kind but ``none``, the kind of a
    /// type that no group shows.
    static let groupKinds: [NotificationGroupKind] = [.messages, .mentions, .secretChat, .calls]

    /// The kind of TDLib's name of a group type (`notificationGroupTypeMessages`), as the state
    /// stores it; nil for another name.
    init?(tdlibGroupType name: String) {
        guard let kind = Self.groupKinds.first(where: { $0.tdlibGroupType == name }) else { return nil }
        self = kind
    }

    /// TDLib's name of a group of this kind, as TDLib's JSON and the state write it. No group is of
    /// kind ``none`` (a push of such a type makes none): it has a name TDLib does not know, never
    /// written.
    var tdlibGroupType: String {
        switch self {
        case .messages: "notificationGroupTypeMessages"
        case .mentions: "notificationGroupTypeMentions"
        case .secretChat: "notificationGroupTypeSecretChat"
        case .calls: "notificationGroupTypeCalls"
        case .none: "notificationGroupTypeNone"
        }
    }

    /// TDLib's `NotificationGroupKind` object of a group of this kind.
    public var tdlib: TDLibValue { .object(type: tdlibGroupType, members: []) }

    /// Whether a user's dismissal lowers a group's total count: TDLib keeps the count of message
    /// groups (it follows the chat's unread messages) and lowers that of the others.
    var dismissalLowersTotalCount: Bool { self == .secretChat || self == .calls }
}
