import PushSpec

extension PushError {
    /// The message of this error in a command whose `--keyring` was `keyring`: an encrypted
    /// payload met with no `--keyring` at all says so, rather than that a key is missing.
    package func message(keyring: String?) -> String {
        guard keyring == nil else { return description }
        switch self {
        case .unknownKey, .unknownZulipKey:
            return "an encrypted payload, and no keyring was given: name one with --keyring FILE (\(description))"
        case .noWebPushKeys:
            return "a web push body arrived, and no keyring was given: name one with --keyring FILE holding its web push keys"
        default:
            return description
        }
    }
}
