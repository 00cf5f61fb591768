import PushSpecCompiler

/// An argument of a new spec entry, named and typed from the doc's description of it: a draft
/// for a person to review.
package struct ArgumentDraft: Sendable, Hashable {
    /// A lowerCamelCase Swift name, unique in its form.
    package var name: String
    package var type: ArgumentTypeModel
    /// The doc's description, as written.
    package var doc: String

    /// Drafts for a form's descriptions, in the doc's numbering, for a form in a chat of `peer`.
    ///
    /// Types: "Number of …" is a `count`; "Score" and "Duration …" are `integer`s; the rest `text`.
    /// Names: the spec's names for the doc's usual descriptions (the sender is `author`, or
    /// `channel` in a channel; "Group name" is `chat`, "Sticker emoji" `emoji`, a number `count`),
    /// else the description's first meaningful word ("Poll name" → `poll`); a name taken already
    /// gets a number (`count2`).
    package static func drafts(for descriptions: [String], peer: PeerKindModel) -> [ArgumentDraft] {
        var taken: Set<String> = []
        return descriptions.map { description in
            let base = name(for: description, peer: peer)
            var name = base
            var suffix = 2
            while taken.contains(name) {
                name = base + String(suffix)
                suffix += 1
            }
            taken.insert(name)
            return ArgumentDraft(name: name, type: type(for: description), doc: description)
        }
    }

    /// The type the description implies.
    static func type(for description: String) -> ArgumentTypeModel {
        if description.hasPrefix("Number of") { return .count }
        if description == "Score" || description.hasPrefix("Duration") { return .integer }
        return .text
    }

    /// The spec's names of the doc's usual descriptions (lowercased).
    static let knownNames: [String: String] = [
        "chat name": "chat", "group name": "chat", "secret chat name": "chat", "channel name": "channel",
        "contact name": "contact", "device name": "device", "location": "location", "message body": "body",
        "reaction": "reaction", "sticker emoji": "emoji", "game name": "game", "poll name": "poll",
        "quiz name": "quiz", "product name": "product", "product": "product", "new participant name": "member",
        "dropped participant name": "member", "invited users": "invitees", "score": "score",
    ]

    /// Descriptions of whoever sent the message or did the thing.
    static let senderDescriptions: Set<String> = ["user name", "message author", "user", "peer name"]

    /// Words that say nothing about which argument it is.
    static let fillerWords: Set<String> = [
        "a", "an", "the", "of", "to", "in", "for", "each", "which", "new", "name", "number", "telegram",
    ]

    static func name(for description: String, peer: PeerKindModel) -> String {
        let lowercased = description.lowercased()
        if senderDescriptions.contains(lowercased) { return peer == .channel ? "channel" : "author" }
        if let known = knownNames[lowercased] { return known }
        switch type(for: description) {
        case .count: return "count"
        case .integer: return lowercased.contains("month") ? "months" : "duration"
        case .text: break
        }
        let words = lowercased.split { !($0.isASCII && $0.isLetter) }.map(String.init)
        guard let word = words.first(where: { !fillerWords.contains($0) }) else { return "argument" }
        return SwiftNaming.isLowerCamelIdentifier(word) ? word : word + "Value"
    }
}
