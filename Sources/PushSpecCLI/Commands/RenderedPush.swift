import PushSpec
import PushSpecCatalog
import PushSpecCore

/// How `render` prints a decoded push: a line for people, an object for programs.
package enum RenderedPush {
    /// What makes a decoded push a failure: arguments or fields that did not fit.
    struct Problem {
        let code: String
        let message: String
        /// The input line of the push (its first, for a document over several lines).
        var line: Int?
    }

    static func problem(of push: DecodedPush) -> Problem? {
        switch push {
        case let .telegram(telegram):
            switch telegram.content {
            case let .invalidArguments(error):
                let code =
                    switch error.reason {
                    case .wrongArgumentCount: "wrong_argument_count"
                    case .notAnInteger: "argument_not_an_integer"
                    }
                return Problem(code: code, message: error.description)
            case let .invalidService(error):
                return Problem(code: "missing_field", message: error.description)
            default:
                return nil
            }
        case .zulip, .wakeUp:
            return nil
        }
    }

    // MARK: For people

    static func line(_ push: DecodedPush, locale: TelegramLocale) -> String {
        switch push {
        case let .telegram(telegram): line(telegram, locale: locale)
        case let .zulip(zulip): line(zulip)
        case let .wakeUp(version): "wake-up (version \(version)): connect and fetch"
        }
    }

    static func line(_ push: ZulipPush) -> String {
        if case .unknown = push.payload { return "(a Zulip payload no schema knows)" }
        let removed = push.messageIDsToRemove
        if !removed.isEmpty { return "remove notifications of messages \(removed.map(String.init).joined(separator: ", "))" }
        return push.text ?? "(nothing to show)"
    }

    static func line(_ push: TelegramPush, locale: TelegramLocale) -> String {
        switch push.content {
        case let .notification(.unknown(locKey, locArgs)):
            return "\(locKey) (not in the spec): \(push.text ?? locArgs.joined(separator: " | "))"
        case let .notification(notification) where locale.translations.isEmpty:
            return notification.text ?? notification.locKey
        case let .notification(notification):
            return notification.rendered(locale: locale)?.text ?? notification.locKey
        case .service(.messageAnnouncement):
            return push.rendered.map { "\($0.title): \($0.body)" } ?? ""
        case let .service(service):
            return "\(service.locKey): \(describe(service))"
        case let .refused(service, reason):
            return "\(service.locKey) refused: \(reason)"
        case .empty:
            return "(no content: connect and fetch)"
        case let .invalidArguments(error):
            return "error: \(error)"
        case let .invalidService(error):
            return "error: \(error)"
        }
    }

    static func describe(_ service: TelegramServiceNotification) -> String {
        switch service {
        case let .dcUpdate(dc, address):
            "data center \(dc) is at \(address)" + (dc == 1 ? "; refresh the configuration (help.getConfig)" : "")
        case let .messageDeleted(peer, ids): "dismiss messages \(list(ids)) in \(describe(peer))"
        case let .readHistory(peer, maxID): "dismiss messages up to \(maxID) in \(describe(peer))"
        case let .readReaction(peer, ids, _): "dismiss the reactions to messages \(list(ids)) in \(describe(peer))"
        case let .readStories(peer, maxID): "dismiss stories up to \(maxID) in \(describe(peer))"
        case let .storyDeleted(peer, ids): "dismiss stories \(list(ids)) in \(describe(peer))"
        case .geoLivePending: "update the live locations being shared"
        case .sessionRevoke: "log out and remove this session's data"
        case .messageMuted: "update the badge or fetch messages"
        case let .messageAnnouncement(message, announcement, _): message ?? announcement ?? ""
        }
    }

    static func list(_ ids: [Int64]) -> String {
        ids.map(String.init).joined(separator: ", ")
    }

    static func describe(_ peer: Peer) -> String {
        switch peer {
        case let .user(id): "the chat with user \(id)"
        case let .chat(id): "group \(id)"
        case let .channel(id): "channel \(id)"
        }
    }

    // MARK: For programs

    /// Appends the JSON object of `push` to `bytes` (an output buffer).
    /// With `presentation`, its members follow (`--presentation`).
    static func writeJSON(
        _ push: DecodedPush, problem: Problem?, locale: TelegramLocale, presentation: PresentationChanges? = nil,
        to bytes: ByteBuffer
    ) {
        JSONObjectWriter.write(into: bytes) { object in
            switch push {
            case let .telegram(telegram): write(telegram, problem: problem, locale: locale, into: &object)
            case let .zulip(zulip): write(zulip, into: &object)
            case let .wakeUp(version): writeWakeUp(version: version, into: &object)
            }
            if let presentation { PresentationJSON.write(presentation, into: &object) }
        }
    }

    /// The `provider` member. A wake-up (simple push) comes from a Telegram web push
    /// subscription (token type 4, or UnifiedPush): Zulip does not use web push.
    static func provider(_ push: DecodedPush) -> String {
        switch push {
        case .telegram, .wakeUp: "telegram"
        case .zulip: "zulip"
        }
    }

    /// `{"error": {"code": …, "message": …}}` for a payload that failed before anything was known.
    package static func errorJSON(code: String, message: String) -> String {
        var object = JSONObjectWriter()
        object.object("error") { error in
            error.string("code", code)
            error.string("message", message)
        }
        return object.finished
    }

    /// A wake-up is a service: something for the app to do (connect and fetch), nothing to show.
    static func writeWakeUp(version: String, into object: inout JSONObjectWriter) {
        object.word("provider", "telegram")
        object.word("receiver_id", "0")
        object.bool("encrypted", false)
        object.word("kind", "service")
        object.word("fetch", "required")
        object.word("fetch_reason", name(of: .wakeUp))
        object.object("actions") { actions in
            actions.object("wake_up") { wakeUp in wakeUp.string("version", version) }
        }
    }

    static func write(_ push: ZulipPush, into object: inout JSONObjectWriter) {
        object.word("provider", "zulip")
        object.decimalString("receiver_id", push.userID ?? 0)
        object.bool("encrypted", push.isEncrypted)
        object.word("kind", kind(push.payload))
        object.string("type", type(push))
        object.string("title", push.title)
        object.string("body", push.body)
        object.string("text", push.text)
        if let recipients = push.recipientUserIDs { object.integers("recipient_user_ids", recipients) }
        object.object("custom") { custom in
            for field in push.payload.presentFields {
                custom.member(dynamicKey: field.name) { write(field.value, to: $0) }
            }
        }
        let removed = push.messageIDsToRemove
        if !removed.isEmpty {
            object.object("actions") { actions in
                actions.object("dismiss") { dismiss in dismiss.integers("message_ids", removed) }
            }
        }
    }

    static func write(_ push: TelegramPush, problem: Problem?, locale: TelegramLocale, into object: inout JSONObjectWriter) {
        object.word("provider", "telegram")
        object.decimalString("receiver_id", push.receiverID)
        object.bool("encrypted", push.isEncrypted)
        object.word("kind", kind(push.content))
        object.string("loc_key", push.locKey)
        if !locale.translations.isEmpty, let rendered = push.rendered(locale: locale) {
            object.string("title", rendered.title)
            object.string("body", rendered.body)
            object.string("text", rendered.text)
        } else if case let .notification(notification) = push.content, let rendered = notification.rendered {
            // The form's templates filled in once. (The notification is read in place: through
            // `push.notification`, a copy of it would be made and destroyed.)
            object.string("title", rendered.title)
            let body = object.stringValueRange("body", rendered.body)
            if rendered.body == rendered.text {
                // Most types: the body is the whole sentence (the same String). Escaped once, copied.
                object.copy("text", ofValueAt: body)
            } else {
                object.string("text", rendered.text)
            }
        } else {
            object.string("title", push.title)
            object.string("body", push.body)
            object.string("text", push.text)
        }
        switch push.fetch {
        case .notRequired:
            object.word("fetch", "none")
        case let .required(reason):
            object.word("fetch", "required")
            object.word("fetch_reason", name(of: reason))
        }
        if let date = push.date { object.integer("date", date) }
        if let sender = push.sender { object.object("sender") { write(sender, into: &$0) } }
        if let collapseKey = push.collapseKey { object.string("collapse_key", collapseKey) }
        object.object("custom") { custom in
            push.fields._forEachPresentField { name, value in
                custom.member(name) { write(value, to: $0) }
            }
        }
        tlObjects(push, into: &object)
        actions(push, into: &object)
        if let problem {
            object.object("error") { error in
                error.string("code", problem.code)
                error.string("message", problem.message)
            }
            if let line = problem.line { object.integer("line", line) }
        }
    }

    /// The TL objects of `attachb64` and `updates` as TL JSON (`attachment`, with
    /// `attachment_thumbnail` for a stripped size; `updates`), or why they could not be read
    /// (`attachment_error`, `updates_error`).
    static func tlObjects(_ push: TelegramPush, into object: inout JSONObjectWriter) {
        // Nearly every push has neither, and no problem with either: the getters, which decode
        // or look for the field's problem, are not called then.
        let fields = push.fields
        guard fields.attachment != nil || fields.updates != nil || !fields.problems.isEmpty else { return }
        tlObject(push.attachment, "attachment", error: "attachment_error", into: &object) { attachment, object in
            if let thumbnail = attachment.strippedThumbnail {
                object.string("attachment_thumbnail", Base64.encodeStandard(thumbnail.jpeg))
            }
        }
        tlObject(push.updates, "updates", error: "updates_error", into: &object)
    }

    private static func tlObject<Object: TLObject>(
        _ result: Result<Object, TLDecodingError>?, _ key: StaticString, error errorKey: StaticString,
        into object: inout JSONObjectWriter, then more: (Object, inout JSONObjectWriter) -> Void = { _, _ in }
    ) {
        switch result {
        case .success(let value)?:
            var writer = _TLJSONWriter()
            value._writeTLJSON(to: &writer)
            object.raw(key, utf8: writer.utf8)
            more(value, &object)
        case .failure(let error)?:
            object.object(errorKey) { member in
                member.string("code", error.code)
                member.string("message", error.description)
            }
        case nil:
            break
        }
    }

    /// A removal is a service (notifications to dismiss, nothing to show); a payload of no kind
    /// is unknown.
    static func kind(_ payload: ZulipPayload) -> StaticString {
        switch payload.kind {
        case nil: "unknown"
        case .remove: "service"
        case .channelMessage, .directMessage, .test: "notification"
        }
    }

    /// The Zulip `type` (`message`, `remove`, `test`), also for the legacy forms, which carry
    /// `event` or nothing.
    static func type(_ push: ZulipPush) -> String? {
        switch push.payload.kind {
        case .channelMessage, .directMessage: "message"
        case .remove: "remove"
        case .test: "test"
        case nil: push.json["type"]?.stringValue ?? push.json["event"]?.stringValue
        }
    }

    /// `unknown`, `notification` (an announcement too: it is shown), `service`, or `empty` for a
    /// push without content.
    static func kind(_ content: TelegramPush.Content) -> StaticString {
        switch content {
        case .notification(.unknown): "unknown"
        case .notification, .invalidArguments, .service(.messageAnnouncement): "notification"
        case .service, .refused, .invalidService: "service"
        case .empty: "empty"
        }
    }

    /// `fetch_reason`: the reason's raw value, as a literal (``JSONObjectWriter/word(_:_:)``).
    static func name(of reason: FetchRequirement.Reason) -> StaticString {
        switch reason {
        case .noContent: "no_content"
        case .needsServer: "needs_server"
        case .unknownType: "unknown_type"
        case .invalidContent: "invalid_content"
        case .wakeUp: "wake_up"
        }
    }

    /// The `actions` member, when the payload asks for any: one member per action.
    static func actions(_ push: TelegramPush, into object: inout JSONObjectWriter) {
        let actions = push.actions
        guard !actions.isEmpty else { return }
        let refusal: String? = if case let .refused(_, reason) = push.content { reason } else { nil }
        object.object("actions") { members in
            for action in actions { write(action, refusal: refusal, into: &members) }
        }
    }

    static func write(_ action: TelegramAction, refusal: String?, into actions: inout JSONObjectWriter) {
        switch action {
        case let .dismissMessages(peer, ids):
            dismissal("dismiss", in: peer, into: &actions) { $0.integers("message_ids", ids) }
        case let .dismissMessagesUpTo(peer, maxID):
            dismissal("dismiss_up_to", in: peer, into: &actions) { $0.integer("max_id", maxID) }
        case let .dismissReactions(peer, ids, topicID):
            dismissal("dismiss_reactions", in: peer, into: &actions) { dismiss in
                dismiss.integers("message_ids", ids)
                if let topicID { dismiss.integer("topic_id", topicID) }
            }
        case let .dismissStoriesUpTo(peer, maxID):
            dismissal("dismiss_stories_up_to", in: peer, into: &actions) { $0.integer("max_id", maxID) }
        case let .dismissStories(peer, ids):
            dismissal("dismiss_stories", in: peer, into: &actions) { $0.integers("story_ids", ids) }
        case let .addDataCenterAddress(dc, address):
            actions.object("dc_update") { update in
                update.integer("dc", dc)
                update.string("host", address.host)
                update.integer("port", address.port)
            }
        case .refreshConfiguration:
            actions.object("get_config") { _ in }
        case .updateLiveLocations:
            actions.object("update_live_locations") { _ in }
        case .syncMessages:
            actions.object("sync_messages") { _ in }
        case let .logOut(honoured):
            actions.object("session_revoke") { revoke in
                revoke.bool("honoured", honoured)
                if !honoured { revoke.string("reason", refusal) }
            }
        }
    }

    /// `NAME: {"peer": {…}, …}`: notifications to remove in a chat, `what` writing which.
    static func dismissal(
        _ name: StaticString, in peer: Peer, into actions: inout JSONObjectWriter, _ what: (inout JSONObjectWriter) -> Void
    ) {
        actions.object(name) { dismiss in
            dismiss.object("peer") { write(peer, into: &$0) }
            what(&dismiss)
        }
    }

    /// `{"user_id": …}`, `{"chat_id": …}` or `{"channel_id": …}`.
    static func write(_ peer: Peer, into object: inout JSONObjectWriter) {
        switch peer {
        case let .user(id): object.integer("user_id", id)
        case let .chat(id): object.integer("chat_id", id)
        case let .channel(id): object.integer("channel_id", id)
        }
    }

    /// Appends a typed field's value as JSON: numbers as numbers, flags as booleans.
    static func write(_ value: WireValue, to bytes: ByteBuffer) {
        switch value {
        case let .id(id): JSONObjectWriter.appendDecimal(id, to: bytes)
        case let .integer(number): JSONObjectWriter.appendDecimal(Int64(number), to: bytes)
        case let .time(time): JSONObjectWriter.appendDecimal(time, to: bytes)
        case let .flag(flag): bytes.append(flag ? "true" as StaticString : "false")
        case let .idList(ids): JSONObjectWriter.appendArray(ids, to: bytes)
        case let .address(address): JSONObjectWriter.appendQuoted(address.description, to: bytes)
        case let .base64url(data): JSONObjectWriter.appendQuoted(Base64.encodeURL(data), to: bytes)
        case let .string(text): JSONObjectWriter.appendQuoted(text, to: bytes)
        case let .object(raw):
            // As the input wrote it: a pretty-printed object's line breaks (whitespace between
            // its tokens, never inside a string) become spaces, so that the result stays one line.
            let start = bytes.count
            bytes.append(contentsOf: raw.text)
            bytes.replaceLineBreaks(from: start)
        }
    }
}
