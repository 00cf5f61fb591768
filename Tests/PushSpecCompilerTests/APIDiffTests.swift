import Foundation
import PushSpecCompiler
import PushSpecGenTools
import Testing

/// The API diff on a table of spec edits: each edit's changes (severity and exact words) and the
/// version bump they require.
@Suite struct APIDiffTests {
    /// One edit of ``APIDiffSpecs/base``.
    struct Edit: CustomTestStringConvertible, Sendable {
        /// What the edit does.
        let name: String
        /// Replacements: in the file at `path`, `old` (which must occur) becomes `new`.
        let replacements: [(path: String, old: String, new: String)]
        /// Files the edit deletes.
        let removing: [String]
        /// Replacements made to both specs before the edit: the base the edit starts from.
        let common: [(path: String, old: String, new: String)]
        /// Whether the edited spec is the old one and the base the new one (an addition written as
        /// the removal it undoes).
        let reversed: Bool
        /// `severity loc_key: what`, in the diff's order.
        let expected: [String]
        let bump: SemanticVersionBump

        init(
            _ name: String, _ replacements: [(path: String, old: String, new: String)], removing: [String] = [],
            common: [(path: String, old: String, new: String)] = [], reversed: Bool = false, expected: [String],
            bump: SemanticVersionBump
        ) {
            self.name = name
            self.replacements = replacements
            self.removing = removing
            self.common = common
            self.reversed = reversed
            self.expected = expected
            self.bump = bump
        }

        var testDescription: String { name }
    }

    static let notifications = "telegram/notifications.yaml"
    static let fields = "telegram/fields.yaml"
    static let russian = "telegram/locales/ru.yaml"
    static let payloads = "zulip/payloads.yaml"
    static let tl = "telegram/tl/push.tl"
    static let photoSize = "photoSize#4305cd73 type:string w:int h:int = PhotoSize;"
    static let photo = "photo#ead5cd97 flags:# id:long sizes:Vector<PhotoSize> = Photo;"

    /// The base spec's MESSAGE_GAME_SCORE.
    static let gameScoreType = """
          - key: MESSAGE_GAME_SCORE
            doc: A user scored in a game.
            peer: private
            group: messages
            args:
              - {name: author, type: text, doc: User name}
              - {name: game, type: text, doc: Game name}
              - {name: score, type: integer, doc: Score}
            template: "{1} scored {3} in game {2}"

        """

    /// A channel form for PINNED_TEXT, to put before its private form.
    static let channelVariant = """
              - name: channel
                peer: channel
                args:
                  - {name: channel, type: text, doc: Channel name}
                  - {name: body, type: text, doc: Message body}
                template: "{1} pinned \\"{2}\\""

        """

    static let edits: [Edit] = [
        Edit("no change", [], expected: [], bump: .none),
        Edit("a type removed",
            [(notifications, gameScoreType, "")], expected: [
                "breaking MESSAGE_GAME_SCORE: case TelegramLocKey.messageGameScore removed",
                "breaking MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore(author: String, game: String, score: Int) removed",
            ], bump: .major),
        Edit("a type added",
            [(notifications, gameScoreType, "")], reversed: true, expected: [
                "additive MESSAGE_GAME_SCORE: case TelegramLocKey.messageGameScore added",
                "additive MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore(author: String, game: String, score: Int) added",
            ], bump: .minor),
        Edit("a loc_key renamed", [(notifications, "key: MESSAGE_TEXT", "key: MESSAGE_PLAIN_TEXT")], expected: [
                "breaking MESSAGE_TEXT: case TelegramLocKey.messageText removed (looks like a rename to MESSAGE_PLAIN_TEXT)",
                "breaking MESSAGE_TEXT: case TelegramNotification.messageText(author: String, body: String) removed (looks like a rename to messagePlainText)",
                "additive MESSAGE_PLAIN_TEXT: case TelegramLocKey.messagePlainText added",
                "additive MESSAGE_PLAIN_TEXT: case TelegramNotification.messagePlainText(author: String, body: String) added",
            ], bump: .major),
        Edit("a LocKey case renamed", [(notifications, "key: MESSAGE_GAME_SCORE", "key: MESSAGE_GAME_SCORE\n    case: gameScore")], expected: [
                "breaking MESSAGE_GAME_SCORE: case TelegramLocKey.messageGameScore renamed to gameScore",
                "breaking MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore renamed to gameScore",
            ], bump: .major),
        Edit("a form added", [(notifications, """
                    template: "{1} pinned \\"{3}\\" in the group {2}"
            """, """
                    template: "{1} pinned \\"{3}\\" in the group {2}"
                  - name: channel
                    peer: channel
                    args:
                      - {name: channel, type: text, doc: Channel name}
                      - {name: body, type: text, doc: Message body}
                    template: "{1} pinned \\"{2}\\""
            """)], expected: [
                "additive PINNED_TEXT: case TelegramNotification.pinnedTextChannel(channel: String, body: String) added",
            ], bump: .minor),
        Edit("a form removed", [(notifications, """
                  - name: group
                    peer: group
                    args:
                      - {name: author, type: text, doc: User name}
                      - {name: body, type: text, doc: Message body}
                      - {name: chat, type: text, doc: Group name}
                    doc_order: [author, chat, body]
                    template: "{1} pinned \\"{3}\\" in the group {2}"
            """, "")], common: [(notifications, "      - name: private\n", channelVariant + "      - name: private\n")],
            expected: [
                "breaking PINNED_TEXT: case TelegramNotification.pinnedTextGroup(author: String, body: String, chat: String) removed",
            ], bump: .major),
        Edit("a form's case renamed", [(notifications, "      - name: group\n", "      - name: group\n        case: pinnedTextInGroup\n")], expected: [
                "breaking PINNED_TEXT: case TelegramNotification.pinnedTextGroup renamed to pinnedTextInGroup",
            ], bump: .major),
        Edit("an argument renamed", [(notifications, "{name: count, type: count, doc: Number of photos}", "{name: photoCount, type: count, doc: Number of photos}")], expected: [
                "breaking CHAT_MESSAGE_PHOTOS: case TelegramNotification.chatMessagePhotos: argument count renamed to photoCount",
            ], bump: .major),
        Edit("an argument retyped", [(notifications, "{name: game, type: text, doc: Game name}", "{name: game, type: count, doc: Game name}")], expected: [
                "breaking MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: argument game type String → Int",
            ], bump: .major),
        Edit("arguments moved", [(notifications, """
                  - {name: author, type: text, doc: User name}
                  - {name: game, type: text, doc: Game name}
                  - {name: score, type: integer, doc: Score}
                template: "{1} scored {3} in game {2}"
            """, """
                  - {name: game, type: text, doc: Game name}
                  - {name: author, type: text, doc: User name}
                  - {name: score, type: integer, doc: Score}
                template: "{2} scored {3} in game {1}"
            """)], expected: [
                "breaking MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: argument author moved from position 1 to 2",
                "breaking MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: argument game moved from position 2 to 1",
            ], bump: .major),
        Edit("an argument added", [(notifications, """
                  - {name: body, type: text, doc: Message body}
                template: "{1}: {2}"
            """, """
                  - {name: body, type: text, doc: Message body}
                  - {name: topic, type: text, doc: Topic}
                template: "{1} in {3}: {2}"
            """)], expected: [
                "breaking MESSAGE_TEXT: case TelegramNotification.messageText: argument count 2 → 3",
                "breaking MESSAGE_TEXT: case TelegramNotification.messageText: argument topic: String added at position 3",
                #"cosmetic MESSAGE_TEXT: case TelegramNotification.messageText: template "{author}: {body}" → "{author} in {topic}: {body}""#,
            ], bump: .major),
        Edit("an argument removed", [(notifications, """
                  - {name: score, type: integer, doc: Score}
                template: "{1} scored {3} in game {2}"
            """, """
                template: "{1} scored in game {2}"
            """)], expected: [
                "breaking MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: argument count 3 → 2",
                "breaking MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: argument score: Int removed from position 3",
                #"cosmetic MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: template "{author} scored {score} in game {game}" → "{author} scored in game {game}""#,
            ], bump: .major),
        Edit("an integer argument made a count", [(notifications, "{name: score, type: integer, doc: Score}", "{name: score, type: count, doc: Score}")], expected: [
                "breaking MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: argument score integer → count: a negative number no longer decodes",
            ], bump: .major),
        Edit("a count argument made an integer", [(notifications, "{name: count, type: count, doc: Number of photos}", "{name: count, type: integer, doc: Number of photos}")], expected: [
                "additive CHAT_MESSAGE_PHOTOS: case TelegramNotification.chatMessagePhotos: argument count count → integer: a negative number now decodes",
            ], bump: .minor),
        Edit("the template of a type", [(notifications, "template: \"{1} scored {3} in game {2}\"", "template: \"{1} scored {3} points in {2}\"")], expected: [
                #"cosmetic MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: template "{author} scored {score} in game {game}" → "{author} scored {score} points in {game}""#,
            ], bump: .patch),
        Edit("a plural text", [(notifications, "one: \"{1} sent a photo to the group {2}\"", "one: \"{1} sent one photo to the group {2}\"")], expected: [
                #"cosmetic CHAT_MESSAGE_PHOTOS: case TelegramNotification.chatMessagePhotos: plural texts by count: one "{author} sent a photo to the group {chat}" → by count: one "{author} sent one photo to the group {chat}""#,
            ], bump: .patch),
        Edit("plural texts added", [(notifications, "template: \"{1} scored {3} in game {2}\"", "template: {count: \"{3}\", one: \"{1} scored a point in game {2}\", other: \"{1} scored {3} in game {2}\"}")], expected: [
                #"cosmetic MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: plural texts added, by score: one "{author} scored a point in game {game}""#,
            ], bump: .patch),
        Edit("the doc, group kind, fetch and legacy flags of a type", [(notifications, """
                doc: A user scored in a game.
                peer: private
                group: messages
            """, """
                doc: A user scored points in a game.
                peer: private
                group: mentions
                fetch: true
                legacy: true
            """)], expected: [
                "cosmetic MESSAGE_GAME_SCORE: TelegramLocKey.messageGameScore: doc changed",
                "cosmetic MESSAGE_GAME_SCORE: TelegramLocKey.messageGameScore.groupKind .messages → .mentions",
                "cosmetic MESSAGE_GAME_SCORE: TelegramLocKey.messageGameScore.needsFetch false → true",
                "cosmetic MESSAGE_GAME_SCORE: TelegramLocKey.messageGameScore.isLegacy false → true",
            ], bump: .patch),
        Edit("an argument's doc and doc numbering", [
            (notifications, "{name: chat, type: text, doc: Group name}\n        doc_order", "{name: chat, type: text, doc: The group}\n        doc_order"),
            (notifications, "        doc_order: [author, chat, body]\n", ""),
            (notifications, #"template: "{1} pinned \"{3}\" in the group {2}""#, #"template: "{1} pinned \"{2}\" in the group {3}""#),
        ], expected: [
                "cosmetic PINNED_TEXT: case TelegramNotification.pinnedTextGroup: argument body numbered {3} → {2}",
                "cosmetic PINNED_TEXT: case TelegramNotification.pinnedTextGroup: argument chat doc changed",
                "cosmetic PINNED_TEXT: case TelegramNotification.pinnedTextGroup: argument chat numbered {2} → {3}",
            ], bump: .patch),
        Edit("the TDLib content and the source of a form", [(notifications, """
                template: "{1}: {2}"
                body: "{2}"
            """, """
                template: "{1}: {2}"
                body: "{2}"
                source: Telegram-Android
                tdlib: {class: pushMessageContentText, text: "{body}", is_pinned: false}
            """)], expected: [
                "cosmetic MESSAGE_TEXT: TelegramLocKey.messageText: source changed",
                "cosmetic MESSAGE_TEXT: case TelegramNotification.messageText: tdlib none → pushMessageContentText(text: {body}, is_pinned: false)",
            ], bump: .patch),
        Edit("the peer of a type with one form", [(notifications, """
                doc: A user scored in a game.
                peer: private
            """, """
                doc: A user scored in a game.
                peer: none
                title: "{1}"
            """)], expected: [
                "cosmetic MESSAGE_GAME_SCORE: case TelegramNotification.messageGameScore: peerKind .private → .none",
            ], bump: .patch),
        Edit("the peer of a form picked by the chat", [(notifications, """
                  - name: private
                    peer: private
            """, """
                  - name: private
                    peer: channel
                    title: "{1}"
            """)], expected: [
                "breaking PINNED_TEXT: case TelegramNotification.pinnedTextPrivate: peerKind .private → .channel; decoding picks this type's form by the push's chat",
            ], bump: .major),
        Edit("a custom field removed", [(fields, "  - {name: msg_id, swift: messageID, type: id, doc: Message ID}\n", "")], expected: [
                "breaking msg_id: TelegramCustomFields.messageID removed",
            ], bump: .major),
        Edit("a custom field added", [(fields, "  - {name: msg_id, swift: messageID, type: id, doc: Message ID}\n", "  - {name: msg_id, swift: messageID, type: id, doc: Message ID}\n  - {name: topic_id, swift: topicID, type: id, doc: Topic}\n")], expected: [
                "additive topic_id: TelegramCustomFields.topicID: Int64? added (`topic_id` in custom)",
            ], bump: .minor),
        Edit("a custom field retyped and renamed", [(fields, "{name: story_id, swift: storyID, type: id, doc: Story identifier}", "{name: story_id, swift: storyIDs, type: id_list, doc: Story identifier}")], expected: [
                "breaking story_id: TelegramCustomFields.storyID renamed to storyIDs",
                "breaking story_id: TelegramCustomFields.storyIDs: type Int64? → [Int64]?",
            ], bump: .major),
        Edit("a custom field's wire type, same Swift type", [(fields, "{name: story_id, swift: storyID, type: id, doc: Story identifier}", "{name: story_id, swift: storyID, type: time, doc: Story identifier}")], expected: [
                "breaking story_id: TelegramCustomFields.storyID: wire type id → time (Int64? either way): presentFields gives it as .time",
            ], bump: .major),
        Edit("a custom field's wire name", [(fields, "{name: story_id, swift: storyID, type: id, doc: Story identifier}", "{name: story, swift: storyID, type: id, doc: Story identifier}")], expected: [
                "breaking story: TelegramCustomFields.storyID: reads `story` in custom instead of `story_id` in custom",
                "breaking story: TelegramCustomFields.storyID: presentFields names it `story` instead of `story_id`",
            ], bump: .major),
        Edit("a custom field's role", [(fields, "{name: chat_id, swift: chatID, type: id, peer: chat, doc: Group identifier}", "{name: chat_id, swift: chatID, type: id, doc: Group identifier}")], expected: [
                "breaking chat_id: TelegramCustomFields.peer: reads `from_id` as .user instead of `chat_id` as .chat, else `from_id` as .user",
            ], bump: .major),
        Edit("a role added to a custom field", [(fields, "{name: chat_id, swift: chatID, type: id, peer: chat, doc: Group identifier}", "{name: chat_id, swift: chatID, type: id, doc: Group identifier}")], reversed: true, expected: [
                "additive chat_id: TelegramCustomFields.peer: also reads `chat_id` as .chat",
            ], bump: .minor),
        Edit("custom fields reordered", [(fields, "  - {name: msg_id, swift: messageID, type: id, doc: Message ID}\n", ""), (fields, "  - {name: messages,", "  - {name: msg_id, swift: messageID, type: id, doc: Message ID}\n  - {name: messages,")], expected: [
                "breaking msg_id: TelegramCustomFields.init(…): parameter messageID now comes after storyID",
            ], bump: .major),
        Edit("a custom field's storage and doc", [(fields, "type: integer, rare: true, doc: Announcement id", "type: integer, doc: The announcement's id")], expected: [
                "cosmetic announcement_id: TelegramCustomFields.announcementID: no longer stored with the rare fields",
                "cosmetic announcement_id: TelegramCustomFields.announcementID: doc changed",
            ], bump: .patch),
        Edit("a service removed", [(fields, "  - key: SESSION_REVOKE\n    doc: Log out.\n    fields: []\n", "")], expected: [
                "breaking SESSION_REVOKE: case TelegramServiceNotification.sessionRevoke removed",
            ], bump: .major),
        Edit("a service added", [(fields, "  - key: SESSION_REVOKE\n    doc: Log out.\n    fields: []\n", "")], reversed: true, expected: [
                "additive SESSION_REVOKE: case TelegramServiceNotification.sessionRevoke added",
            ], bump: .minor),
        Edit("a service's optional field made required", [(fields, "fields: [announcement]\n    optional_fields: [announcement_id]", "fields: [announcement, announcement_id]")], expected: [
                "breaking MESSAGE_ANNOUNCEMENT: case TelegramServiceNotification.messageAnnouncement: associated value announcementID type Int? → Int",
            ], bump: .major),
        Edit("a service's field added", [(fields, "fields: [messages]", "fields: [messages, msg_id]")], expected: [
                "breaking MESSAGE_DELETED: case TelegramServiceNotification.messageDeleted: associated value messageID: Int64 added at position 3",
            ], bump: .major),
        Edit("a service made encrypted only", [(fields, "    doc: Log out.\n    fields: []\n", "    doc: Log out.\n    fields: []\n    encrypted_only: true\n")], expected: [
                "breaking SESSION_REVOKE: case TelegramServiceNotification.sessionRevoke: requiresEncryption false → true: a plain-text push of it is refused",
            ], bump: .major),
        Edit("a service's action added", [(fields, "    peer: true\n    fields: [messages]\n", "    peer: true\n    fields: [messages]\n    action: dismissMessages\n")], expected: [
                "additive MESSAGE_DELETED: case TelegramServiceNotification.messageDeleted: actions(honoured:) asks dismissMessages instead of none",
            ], bump: .minor),
        Edit("a service's action removed", [(fields, "    peer: true\n    fields: [messages]\n", "    peer: true\n    fields: [messages]\n    action: dismissMessages\n")], reversed: true, expected: [
                "breaking MESSAGE_DELETED: case TelegramServiceNotification.messageDeleted: actions(honoured:) asks none instead of dismissMessages",
            ], bump: .major),
        Edit("a service's text fields removed", [(fields, "    optional_fields: [announcement_id]\n", "    optional_fields: [announcement_id]\n    text_from: [announcement]\n")], reversed: true, expected: [
                "breaking MESSAGE_ANNOUNCEMENT: case TelegramServiceNotification.messageAnnouncement: text comes from [] instead of [announcement]",
            ], bump: .major),
        Edit("an enum case removed", [(fields, "      - {value: 2, name: fcm, doc: FCM}\n", "")], expected: [
                "breaking TokenType: case TelegramTokenType.fcm = 2 removed",
            ], bump: .major),
        Edit("an enum case added", [(fields, "      - {value: 2, name: fcm, doc: FCM}\n", "")], reversed: true, expected: [
                "additive TokenType: case TelegramTokenType.fcm = 2 added",
            ], bump: .minor),
        Edit("an enum case's raw value", [(fields, "{value: 2, name: fcm, doc: FCM}", "{value: 3, name: fcm, doc: FCM}")], expected: [
                "breaking TokenType: case TelegramTokenType.fcm: raw value 2 → 3",
            ], bump: .major),
        Edit("an enum case renamed", [(fields, "{value: 2, name: fcm, doc: FCM}", "{value: 2, name: firebase, doc: FCM}")], expected: [
                "breaking TokenType: case TelegramTokenType.fcm = 2 removed (looks like a rename to firebase)",
                "additive TokenType: case TelegramTokenType.firebase = 2 added",
            ], bump: .major),
        Edit("a payload schema removed", [(payloads, """
              - name: Remove
                doc: Messages were read or deleted.
                kind: remove
                match: {type: remove}
                fields:
                  - {name: message_ids, swift: messageIDs, type: id_list, doc: The messages}

            """, "")], expected: [
                "breaking Remove: struct ZulipRemove removed",
                "breaking Remove: case ZulipPayload.remove removed",
            ], bump: .major),
        Edit("a payload schema added", [(payloads, """
              - name: Remove
                doc: Messages were read or deleted.
                kind: remove
                match: {type: remove}
                fields:
                  - {name: message_ids, swift: messageIDs, type: id_list, doc: The messages}

            """, "")], reversed: true, expected: [
                "additive Remove: struct ZulipRemove added",
                "additive Remove: case ZulipPayload.remove(ZulipRemove) added",
            ], bump: .minor),
        Edit("a payload field made required", [(payloads, "{name: mood, swift: mood, type: string, optional: true, doc: How they feel}", "{name: mood, swift: mood, type: string, doc: How they feel}")], expected: [
                "breaking ChannelMessage: ZulipChannelMessage.mood: type String? → String: a payload without `mood` no longer decodes",
            ], bump: .major),
        Edit("a payload field made optional", [(payloads, "{name: channel_name, swift: channelName, type: string, doc: The channel}", "{name: channel_name, swift: channelName, type: string, optional: true, doc: The channel}")], expected: [
                "breaking ChannelMessage: ZulipChannelMessage.channelName: type String → String?",
            ], bump: .major),
        Edit("a payload field removed", [(payloads, "      - {name: sender_id, swift: senderID, type: id, doc: Who sent it}\n", "")], expected: [
                "breaking ChannelMessage: ZulipChannelMessage.senderID removed",
            ], bump: .major),
        Edit("an optional payload field added", [(payloads, "      - {name: mood, swift: mood, type: string, optional: true, doc: How they feel}\n", "")], reversed: true, expected: [
                "additive ChannelMessage: ZulipChannelMessage.mood: String? added (`mood`)",
            ], bump: .minor),
        Edit("a required payload field added", [(payloads, "      - {name: sender_id, swift: senderID, type: id, doc: Who sent it}\n", "")], reversed: true, expected: [
                "breaking ChannelMessage: ZulipChannelMessage.senderID: Int64 added, required: a payload without `sender_id` no longer decodes",
            ], bump: .major),
        Edit("a payload schema's kind removed", [(payloads, "    kind: remove\n", "")], expected: [
                "breaking Remove: case ZulipPayload.remove: kind `remove` removed",
            ], bump: .major),
        Edit("a payload schema's kind added", [(payloads, "    kind: remove\n", "")], reversed: true, expected: [
                "additive Remove: case ZulipPayload.remove: kind `remove` added",
            ], bump: .minor),
        Edit("a payload schema's kind changed", [(payloads, "kind: remove", "kind: test")], expected: [
                "breaking Remove: case ZulipPayload.remove: kind `remove` → `test`",
            ], bump: .major),
        Edit("a payload schema's match widened", [(payloads, "match: {type: message, recipient_type: channel}", "match: [{type: message, recipient_type: channel}, {type: message, channel_id: \"*\"}]")], expected: [
                "additive ChannelMessage: case ZulipPayload.channelMessage: also selected by `channel_id` present, `type` = `message`",
            ], bump: .minor),
        Edit("a payload schema's match narrowed", [(payloads, "match: {type: message, recipient_type: channel}", "match: [{type: message, recipient_type: channel}, {type: message, channel_id: \"*\"}]")], reversed: true, expected: [
                "breaking ChannelMessage: case ZulipPayload.channelMessage: no longer selected by `channel_id` present, `type` = `message`",
            ], bump: .major),
        Edit("payload schemas that overlap, tried in another order", [(payloads, """
              - name: ChannelMessage
                doc: A message in a channel.
                match: {type: message, recipient_type: channel}
                fields:
                  - {name: channel_name, swift: channelName, type: string, doc: The channel}
                  - {name: sender_id, swift: senderID, type: id, doc: Who sent it}
                  - {name: mood, swift: mood, type: string, optional: true, doc: How they feel}

            """, ""), (payloads, "      - {name: message_ids, swift: messageIDs, type: id_list, doc: The messages}\n", """
                  - {name: message_ids, swift: messageIDs, type: id_list, doc: The messages}
              - name: ChannelMessage
                doc: A message in a channel.
                match: {type: message, recipient_type: channel}
                fields:
                  - {name: channel_name, swift: channelName, type: string, doc: The channel}
                  - {name: sender_id, swift: senderID, type: id, doc: Who sent it}
                  - {name: mood, swift: mood, type: string, optional: true, doc: How they feel}

            """)], common: [(payloads, "match: {type: remove}", "match: {type: message, recipient_type: channel, op: remove}")],
            expected: [
                "breaking Remove: ZulipPayload(json:): a payload that both remove and channelMessage match decodes as remove, was channelMessage",
            ], bump: .major),
        Edit("a locale removed", [], removing: [russian], expected: [
                "breaking locales: struct TelegramLocale removed",
                "breaking locales: enum TelegramTranslation removed",
            ], bump: .major),
        Edit("a locale added", [], removing: [russian], reversed: true, expected: [
                "additive locales: struct TelegramLocale added",
                "additive locales: enum TelegramTranslation added",
                "additive ru: case TelegramTranslation.ru added (1 of 5 forms)",
            ], bump: .minor),
        Edit("a translation's text", [(russian, "one: \"{1} отправил(а) {3} фотографию в группу {2}\"", "one: \"{1} прислал(а) {3} фотографию в группу {2}\"")], expected: [
                "cosmetic ru: case TelegramTranslation.ru: 1 form changed",
            ], bump: .patch),
        // TL: ids written from the CRC32 of each normalized declaration (Python's zlib.crc32).
        Edit("a TL constructor added", [(tl, photoSize, photoSize + "\nphotoCachedSize#3db70c28 type:string bytes:bytes = PhotoSize;")], expected: [
                "additive photoCachedSize: case TelegramAPI.PhotoSize.photoCachedSize added (photoCachedSize#3db70c28 type:string bytes:bytes = PhotoSize;)",
            ], bump: .minor),
        Edit("a TL constructor removed", [(tl, photoSize, photoSize + "\nphotoCachedSize#3db70c28 type:string bytes:bytes = PhotoSize;")], reversed: true, expected: [
                "breaking photoCachedSize: case TelegramAPI.PhotoSize.photoCachedSize and struct TelegramAPI.PhotoSize.PhotoCachedSize removed",
            ], bump: .major),
        Edit("TL optional fields added (a new layer's declaration)",
            [(tl, photo, "photo#310f2586 flags:# has_stickers:flags.0?true id:long sizes:Vector<PhotoSize> dc:flags.1?int = Photo;")], expected: [
                "breaking photo: TelegramAPI.Photo.Photo: id #ead5cd97 → #310f2586",
                "additive photo: TelegramAPI.Photo.Photo.hasStickers: Bool added (`has_stickers:flags.0?true`)",
                "additive photo: TelegramAPI.Photo.Photo.dc: Int32? added (`dc:flags.1?int`)",
            ], bump: .major),
        Edit("a TL field's type changed", [(tl, photoSize, "photoSize#ccf7d285 type:string w:long h:int = PhotoSize;")], expected: [
                "breaking photoSize: TelegramAPI.PhotoSize.PhotoSize: id #4305cd73 → #ccf7d285",
                "breaking photoSize: TelegramAPI.PhotoSize.PhotoSize.w: type Int32 → Int64",
            ], bump: .major),
        Edit("a TL root added", [(tl, "// @roots Photo", "// @roots Photo Document"), (tl, photoSize, photoSize + "\ndocumentEmpty#36f8c871 id:long = Document;")], expected: [
                "additive Document: enum TelegramAPI.Document added with 1 cases",
            ], bump: .minor),
        Edit("the TL layer", [(tl, "// @layer 1", "// @layer 2")], expected: [
                "cosmetic tl: TelegramAPI.layer 1 → 2",
            ], bump: .patch),
    ]

    /// The model of a spec, which must compile.
    func model(_ files: [String: String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> CatalogModel {
        let output = SpecCompiler().compile([APIDiffSpecs.directory(files)])
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.description))", sourceLocation: sourceLocation)
        return output.model
    }

    /// `files` with the replacements made.
    func replacing(
        _ replacements: [(path: String, old: String, new: String)], in files: [String: String],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [String: String] {
        var files = files
        for replacement in replacements {
            let text = files[replacement.path] ?? ""
            #expect(text.contains(replacement.old), "\(replacement.path) has no '\(replacement.old)'", sourceLocation: sourceLocation)
            files[replacement.path] = text.replacingOccurrences(of: replacement.old, with: replacement.new)
        }
        return files
    }

    @Test(arguments: edits) func edit(_ edit: Edit) {
        let baseFiles = replacing(edit.common, in: APIDiffSpecs.base)
        var editedFiles = replacing(edit.replacements, in: baseFiles)
        for path in edit.removing {
            #expect(editedFiles.removeValue(forKey: path) != nil, "no file \(path)")
        }
        let base = model(baseFiles)
        let edited = model(editedFiles)
        let diff = edit.reversed ? APIDiff(old: edited, new: base) : APIDiff(old: base, new: edited)
        let actual = diff.changes.map { "\($0.severity.rawValue) \($0.locKey): \($0.what)" }
        #expect(actual == edit.expected, Comment(rawValue: "\n" + actual.map { "\"\($0)\"," }.joined(separator: "\n")))
        #expect(diff.bump == edit.bump)
        #expect(diff.isBreaking == (edit.bump == .major))
    }
}
