import Foundation
import PushSpecCompiler

/// A small spec, written in the tests, that has one of each thing the generated API is made of,
/// and the edits the API diff tests make to it.
enum APIDiffSpecs {
    /// The spec's files by path inside the spec directory.
    static let base: [String: String] = [
        "telegram/notifications.yaml": """
            notifications:
              - key: MESSAGE_TEXT
                doc: A private text message.
                peer: private
                group: messages
                args:
                  - {name: author, type: text, doc: Message author}
                  - {name: body, type: text, doc: Message body}
                template: "{1}: {2}"
                body: "{2}"
              - key: CHAT_MESSAGE_PHOTOS
                doc: A group member sent several photos.
                peer: group
                group: messages
                args:
                  - {name: author, type: text, doc: User name}
                  - {name: chat, type: text, doc: Group name}
                  - {name: count, type: count, doc: Number of photos}
                template:
                  count: "{3}"
                  one: "{1} sent a photo to the group {2}"
                  other: "{1} sent {3} photos to the group {2}"
              - key: MESSAGE_GAME_SCORE
                doc: A user scored in a game.
                peer: private
                group: messages
                args:
                  - {name: author, type: text, doc: User name}
                  - {name: game, type: text, doc: Game name}
                  - {name: score, type: integer, doc: Score}
                template: "{1} scored {3} in game {2}"
              - key: PINNED_TEXT
                doc: A text message was pinned.
                group: mentions
                variants:
                  - name: private
                    peer: private
                    args:
                      - {name: author, type: text, doc: User name}
                      - {name: body, type: text, doc: Message body}
                    template: "{1} pinned \\"{2}\\""
                  - name: group
                    peer: group
                    args:
                      - {name: author, type: text, doc: User name}
                      - {name: body, type: text, doc: Message body}
                      - {name: chat, type: text, doc: Group name}
                    doc_order: [author, chat, body]
                    template: "{1} pinned \\"{3}\\" in the group {2}"

            """,
        "telegram/fields.yaml": """
            custom_fields:
              - {name: msg_id, swift: messageID, type: id, doc: Message ID}
              - {name: chat_id, swift: chatID, type: id, peer: chat, doc: Group identifier}
              - {name: from_id, swift: fromID, type: id, peer: user, doc: Author identifier}
              - {name: story_id, swift: storyID, type: id, doc: Story identifier}
              - {name: messages, swift: messageIDs, type: id_list, doc: Message ids}
              - {name: announcement, swift: announcement, type: string, at: payload, doc: Announcement text}
              - {name: announcement_id, swift: announcementID, type: integer, rare: true, doc: Announcement id}

            services:
              - key: MESSAGE_DELETED
                doc: Messages were deleted.
                peer: true
                fields: [messages]
              - key: MESSAGE_ANNOUNCEMENT
                doc: An announcement to show.
                fields: [announcement]
                optional_fields: [announcement_id]
              - key: SESSION_REVOKE
                doc: Log out.
                fields: []

            enums:
              - name: TokenType
                doc: Device token types.
                cases:
                  - {value: 1, name: apns, doc: APNS}
                  - {value: 2, name: fcm, doc: FCM}

            """,
        "telegram/locales/ru.yaml": """
            locale: ru
            notifications:
              CHAT_MESSAGE_PHOTOS:
                count: "{3}"
                one: "{1} отправил(а) {3} фотографию в группу {2}"
                few: "{1} отправил(а) {3} фотографии в группу {2}"
                many: "{1} отправил(а) {3} фотографий в группу {2}"
                other: "{1} отправил(а) {3} фотографии в группу {2}"

            """,
        "telegram/tl/push.tl": """
            // @layer 1
            // @roots Photo
            ---types---
            photoEmpty#2331b22d id:long = Photo;
            photo#ead5cd97 flags:# id:long sizes:Vector<PhotoSize> = Photo;
            photoSize#4305cd73 type:string w:int h:int = PhotoSize;

            """,
        "zulip/payloads.yaml": """
            payloads:
              - name: ChannelMessage
                doc: A message in a channel.
                match: {type: message, recipient_type: channel}
                fields:
                  - {name: channel_name, swift: channelName, type: string, doc: The channel}
                  - {name: sender_id, swift: senderID, type: id, doc: Who sent it}
                  - {name: mood, swift: mood, type: string, optional: true, doc: How they feel}
              - name: Remove
                doc: Messages were read or deleted.
                kind: remove
                match: {type: remove}
                fields:
                  - {name: message_ids, swift: messageIDs, type: id_list, doc: The messages}

            """,
    ]

    /// CLDR's rules for `en` and `ru` (the reference spec's excerpt of `plurals.json`).
    static let plurals: String = {
        let url = ReferenceFiles.fixtures.appending(path: "ReferenceSpec/Spec/cldr/plurals.json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The spec made of `files` (paths inside the spec directory), with the plural rules.
    static func directory(_ files: [String: String]) -> SpecDirectory {
        let byProvider = Dictionary(grouping: files.keys.sorted()) { String($0.prefix { $0 != "/" }) }
        let providers = byProvider.keys.sorted().map { name in
            let paths = byProvider[name] ?? []
            let file = { (path: String) in SpecFile(displayPath: "Spec/\(path)", text: files[path] ?? "") }
            return SpecDirectory.Provider(
                name: name, files: paths.filter { !$0.contains("/locales/") && !$0.hasSuffix(".tl") }.map(file),
                locales: paths.filter { $0.contains("/locales/") }.map(file), tlSchemas: paths.filter { $0.hasSuffix(".tl") }.map(file))
        }
        return SpecDirectory(providers: providers, pluralRules: SpecFile(displayPath: "Spec/cldr/plurals.json", text: plurals))
    }

    /// Writes `files` and the plural rules under `root` as a spec directory.
    static func write(_ files: [String: String], to root: URL) throws {
        for (path, text) in files.merging(["cldr/plurals.json": plurals], uniquingKeysWith: { first, _ in first }) {
            let url = root.appending(path: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
