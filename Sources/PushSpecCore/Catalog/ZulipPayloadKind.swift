/// What a Zulip payload is, for what a notification shows: its schema's `kind:` in the spec (the
/// Java runtime's `CatalogPayload.Kind`). A generated payload enum's `kind` names it; `nil` there
/// is a payload PushSpec shows nothing for.
public enum ZulipPayloadKind: String, Sendable, Hashable, CaseIterable {
    /// A new message in a channel (`channel_message`).
    case channelMessage = "channel_message"
    /// A new direct message, one-to-one or to a group (`direct_message`).
    case directMessage = "direct_message"
    /// Messages whose notifications to take away (`remove`).
    case remove
    /// A test notification the user asked for (`test`).
    case test
}
