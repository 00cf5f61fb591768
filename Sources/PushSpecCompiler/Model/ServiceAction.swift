/// A `TelegramAction` of PushSpec's runtime (PushSpecCore), as a service's `action:` names it:
/// the service's generated `actions(honoured:)` makes it from the service's values of the same
/// names.
package enum ServiceAction: String, Sendable, Hashable, CaseIterable {
    case dismissMessages, dismissMessagesUpTo, dismissReactions, dismissStoriesUpTo, dismissStories
    case addDataCenterAddress, updateLiveLocations, syncMessages, logOut

    /// A value the action takes from its service: the service's chat (`peer`) or one of its
    /// fields, by Swift name.
    package struct Parameter: Sendable, Hashable {
        package var label: String
        /// The field's wire type; nil for the chat.
        package var type: WireTypeModel?
        /// Whether the action takes it when the service has it (an optional field).
        package var isOptional = false
    }

    /// What the action takes, in the order of `TelegramAction`'s case.
    package var parameters: [Parameter] {
        let peer = Parameter(label: "peer", type: nil)
        return switch self {
        case .dismissMessages: [peer, Parameter(label: "messageIDs", type: .idList)]
        case .dismissMessagesUpTo, .dismissStoriesUpTo: [peer, Parameter(label: "maxID", type: .id)]
        case .dismissReactions:
            [peer, Parameter(label: "messageIDs", type: .idList), Parameter(label: "topicID", type: .id, isOptional: true)]
        case .dismissStories: [peer, Parameter(label: "storyIDs", type: .idList)]
        case .addDataCenterAddress: [Parameter(label: "dc", type: .integer), Parameter(label: "address", type: .address)]
        case .updateLiveLocations, .syncMessages, .logOut: []
        }
    }
}
