import PushSpec

/// The members `--presentation` adds to a line: `present` (the notifications to show),
/// `remove` (identifiers) and `remove_where` (a rule: threads and the highest message id), each
/// left out when it has nothing to say.
package enum PresentationJSON {
    /// Writes the members of `changes` into `object`.
    static func write(_ changes: PresentationChanges, into object: inout JSONObjectWriter) {
        if !changes.present.isEmpty {
            object.raw("present", "[" + changes.present.map(presentation).joined(separator: ",") + "]")
        }
        if !changes.remove.identifiers.isEmpty {
            object.raw("remove", strings(changes.remove.identifiers))
        }
        if let rule = changes.remove.rule {
            object.object("remove_where") { members in
                members.raw("threads", strings(rule.threads))
                members.integer("max_message_id", rule.maxMessageID)
            }
        }
    }

    /// The members of `changes` as text to append to an object's members (`,"present":…`), or
    /// nothing.
    package static func members(_ changes: PresentationChanges) -> String {
        var object = JSONObjectWriter()
        write(changes, into: &object)
        let text = object.finished
        return text == "{}" ? "" : "," + text.dropFirst().dropLast()
    }

    /// One presentation: `sound` is null when silent, `subtitle`, `category` and `sender` are left
    /// out when it has none.
    static func presentation(_ presentation: NotificationPresentation) -> String {
        var object = JSONObjectWriter()
        object.string("identifier", presentation.identifier)
        object.string("thread", presentation.thread)
        object.string("title", presentation.title)
        object.string("subtitle", presentation.subtitle)
        object.string("body", presentation.body)
        switch presentation.sound {
        case .default: object.string("sound", "default")
        case .none: object.raw("sound", "null")
        case let .named(name): object.string("sound", name)
        }
        object.string("interruption", presentation.interruption.rawValue)
        object.raw("relevance", presentation.relevance.description)
        object.string("category", presentation.category?.identifier)
        if !presentation.userInfo.isEmpty {
            object.object("user_info") { userInfo in
                for (key, value) in presentation.userInfo.sorted(by: { $0.key < $1.key }) {
                    userInfo.member(dynamicKey: key) { JSONObjectWriter.appendQuoted(value, to: $0) }
                }
            }
        }
        if let sender = presentation.sender {
            object.object("sender") { members in
                members.string("name", sender.name)
                members.decimalString("id", sender.id)
            }
        }
        if let attachment = presentation.attachment { object.integer("attachment_bytes", attachment.count) }
        return object.finished
    }

    private static func strings(_ values: [String]) -> String {
        "[" + values.map(JSONObjectWriter.quoted).joined(separator: ",") + "]"
    }
}
