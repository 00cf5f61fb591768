import PushSpec
import PushSpecCore

extension PushError {
    /// The message of this error in a command whose `--keyring` was `keyring`, for `document`
    /// (the JSON value decoded, when there was one): an encrypted payload met with no `--keyring`
    /// at all says so and which key it needs, rather than that the (absent) keyring lacks it; a
    /// document that is a JSON array says that one payload a line is expected.
    package func message(keyring: String?, document: JSONValue? = nil) -> String {
        if self == .notAnObject, let document, let message = Self.notAnObjectMessage(document) {
            return message
        }
        guard keyring == nil else { return description }
        switch self {
        case let .unknownKey(keyID):
            return "an encrypted Telegram push, and no keyring was given: name one with --keyring FILE holding its key (auth_key_id \(keyID))"
        case let .unknownZulipKey(id):
            return "a Zulip push, and no keyring was given: name one with --keyring FILE holding its key (push_key_id \(id))"
        case .noWebPushKeys:
            return "a web push body arrived, and no keyring was given: name one with --keyring FILE holding its web push keys"
        default:
            return description
        }
    }

    /// The message for a document that is not a JSON object, when it is an array: most often a
    /// file of payloads written as one array, where the commands read one payload a line.
    package static func notAnObjectMessage(_ document: JSONValue) -> String? {
        guard document.kind == .array else { return nil }
        return "payload is a JSON array, not an object: one payload (a JSON object) per line is expected;"
            + " an array of payloads becomes that with jq -c '.[]'"
    }
}
