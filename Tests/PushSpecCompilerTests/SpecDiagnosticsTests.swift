import PushSpecCompiler
import Testing

/// Every class of spec error, with the exact `file:line:column: severity: message` it produces.
@Suite struct SpecDiagnosticsTests {
    /// Compiles one file `Spec/t/spec.yaml` holding `yaml` and returns the printed diagnostics.
    func diagnostics(_ yaml: String) -> [String] {
        let spec = SpecDirectory(providers: [
            .init(name: "t", files: [SpecFile(displayPath: "Spec/t/spec.yaml", text: yaml)])
        ])
        return SpecCompiler().compile([spec]).diagnostics.map(\.description)
    }

    /// A valid notification entry, indented for a `notifications:` list, with a replaceable part.
    func notification(key: String = "MESSAGE_TEXT", args: String? = nil, template: String = "\"{1}: {2}\"") -> String {
        """
        notifications:
          - key: \(key)
            doc: A text message.
            peer: private
            group: messages
            args:
        \(args ?? "      - {name: author, type: text, doc: Author}\n      - {name: body, type: text, doc: Body}")
            template: \(template)

        """
    }

    @Test func aValidSpecHasNoDiagnostics() {
        #expect(diagnostics(notification()) == [])
    }

    @Test func unknownKeys() {
        #expect(diagnostics("notifications: []\nnotificatons: []\n") == [
            "Spec/t/spec.yaml:2:1: error: unknown key 'notificatons' in a spec file; expected one of 'notifications', 'services', 'custom_fields', 'enums', 'payloads', 'categories'"
        ])
        #expect(diagnostics(notification() + "    colour: blue\n") == [
            "Spec/t/spec.yaml:10:5: error: unknown key 'colour' in notification; expected one of 'key', 'doc', 'group', 'interruption', 'category', 'fetch', 'legacy', 'override', 'case', 'source', 'variants', 'args', 'doc_order', 'template', 'title', 'body', 'peer', 'tdlib'"
        ])
    }

    @Test func placeholderBeyondTheArguments() {
        #expect(diagnostics(notification(template: "\"{1}: {2} {4}\"")) == [
            "Spec/t/spec.yaml:9:15: error: template of MESSAGE_TEXT uses {4} but there are only 2 arguments"
        ])
    }

    @Test func argumentNoTemplateUsesIsAWarning() {
        #expect(diagnostics(notification(template: "\"{1} wrote\"")) == [
            "Spec/t/spec.yaml:8:9: warning: argument {2} 'body' of MESSAGE_TEXT is not used by its template"
        ])
    }

    @Test func duplicateLocKeys() {
        let yaml = notification() + notification().replacingOccurrences(of: "notifications:\n", with: "")
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:10:10: error: duplicate loc_key 'MESSAGE_TEXT'",
            "Spec/t/spec.yaml:2:10: note: first defined here",
        ])
    }

    @Test func variantsThatCannotBeToldApart() {
        let yaml = """
            notifications:
              - key: PINNED_TEXT
                doc: Pinned.
                group: mentions
                variants:
                  - name: private
                    peer: private
                    args: [{name: author, type: text, doc: User}]
                    template: "{1} pinned"
                  - name: group
                    peer: private
                    args: [{name: author, type: text, doc: Group}]
                    template: "{1} pinned"

            """
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:10:9: error: variants 'private' and 'group' of PINNED_TEXT both take 1 arguments for peer 'private'; decoding tells variants apart by peer and argument count",
            "Spec/t/spec.yaml:6:9: note: 'private' is here",
        ])
        // For different peers the same count is fine: the push's chat picks the form.
        let forTwoPeers = yaml.replacingOccurrences(
            of: "peer: private\n        args: [{name: author, type: text, doc: Group}]",
            with: "peer: group\n        args: [{name: chat, type: text, doc: Group}]")
        #expect(forTwoPeers != yaml)
        #expect(diagnostics(forTwoPeers).isEmpty)
    }

    @Test func docOrderMustNameEachArgumentOnce() {
        let order = { (names: String) in
            self.notification(template: "\"{1}: {2}\"\n    doc_order: [\(names)]")
        }
        #expect(diagnostics(order("body, author")).isEmpty)
        #expect(diagnostics(order("body, writer")) == [
            "Spec/t/spec.yaml:10:23: error: doc_order of MESSAGE_TEXT names 'writer', which is not one of its arguments"
        ])
        #expect(diagnostics(order("body, body")) == [
            "Spec/t/spec.yaml:10:23: error: doc_order of MESSAGE_TEXT names 'body' twice",
            "Spec/t/spec.yaml:10:17: note: first defined here",
        ])
        #expect(diagnostics(order("body")) == [
            "Spec/t/spec.yaml:2:5: error: doc_order of MESSAGE_TEXT names 1 of its 2 arguments; name each once"
        ])
    }

    @Test func aBarSeparatesTitleFromBodyOnceAndOnlyInTheTemplate() {
        #expect(diagnostics(notification(template: "\"{1}|{2}\"")).isEmpty)
        #expect(diagnostics(notification(template: "\"{1}|{2}|\"")) == [
            "Spec/t/spec.yaml:9:15: error: template of MESSAGE_TEXT has more than one '|' (which separates the title from the body)"
        ])
        #expect(diagnostics(notification(template: "\"{1}|{2}\"\n    title: \"{1}\"")) == [
            "Spec/t/spec.yaml:9:15: error: template of MESSAGE_TEXT gives its title before '|'; write either that or 'title:' and 'body:'"
        ])
        #expect(diagnostics(notification(template: "\"{1}: {2}\"\n    body: \"{2}|\"")) == [
            "Spec/t/spec.yaml:10:11: error: template of body of MESSAGE_TEXT holds '|', which only a notification's 'template' may use (title|body)"
        ])
    }

    @Test func tdlibContentIsCheckedAgainstTDLibsClasses() {
        let with = { (content: String) in self.notification(template: "\"{1}: {2}\"\n    tdlib: \(content)") }
        #expect(diagnostics(with("{class: pushMessageContentText, text: \"{body}\", is_pinned: false}")).isEmpty)
        #expect(diagnostics(with("{class: pushMessageContentTexts, text: \"{body}\", is_pinned: false}")) == [
            "Spec/t/spec.yaml:10:20: error: 'pushMessageContentTexts' of MESSAGE_TEXT is not one of TDLib's PushMessageContent classes"
        ])
        #expect(diagnostics(with("{class: pushMessageContentText, text: \"{body}\"}")) == [
            "Spec/t/spec.yaml:10:12: error: 'tdlib' of MESSAGE_TEXT does not give 'is_pinned' of pushMessageContentText"
        ])
        #expect(diagnostics(with("{class: pushMessageContentText, text: \"{writer}\", is_pinned: false}")) == [
            "Spec/t/spec.yaml:10:50: error: 'text' of MESSAGE_TEXT names '{writer}', which is not one of its arguments"
        ])
        #expect(diagnostics(with("{class: pushMessageContentMediaAlbum, total_count: \"{body}\", has_photos: true, has_videos: false, has_audios: false, has_documents: false}")) == [
            "Spec/t/spec.yaml:10:63: error: 'total_count' is a int32, but argument 'body' of MESSAGE_TEXT is text"
        ])
        #expect(diagnostics(with("{class: pushMessageContentText, text: \"{body}\", is_pinned: 0}")) == [
            "Spec/t/spec.yaml:10:71: error: 'is_pinned' of MESSAGE_TEXT must be a Bool"
        ])
    }

    @Test func senderFieldsAreIDsAndJSONNamesAreUnique() {
        let fields = { (entries: String) in
            self.diagnostics("custom_fields:\n" + entries)
        }
        #expect(fields("  - {name: chat_from_id, swift: chatFromID, type: flag, sender: user, doc: Sender}\n") == [
            "Spec/t/spec.yaml:2:65: error: field 'chat_from_id' names a sender, so its type must be 'id'"
        ])
        // The same wire name at the two placements is fine when one has a `json:` name.
        let twice = """
              - {name: announcement, swift: text, type: string, at: payload, doc: Text}
              - {name: announcement, swift: announcementID, type: integer, doc: Id}

            """
        #expect(fields(twice) == [
            "Spec/t/spec.yaml:3:12: error: two fields are named 'announcement' in presentFields; give one a 'json:' name",
            "Spec/t/spec.yaml:2:12: note: first defined here",
        ])
        #expect(fields(twice.replacingOccurrences(of: "type: integer,", with: "type: integer, json: announcement_id,")).isEmpty)
        #expect(fields(twice.replacingOccurrences(of: "at: payload, ", with: "")) == [
            "Spec/t/spec.yaml:3:12: error: duplicate custom field 'announcement'",
            "Spec/t/spec.yaml:2:12: note: first defined here",
        ])
    }

    @Test func locKeyOutsideTheAlphabet() {
        #expect(diagnostics(notification(key: "message-text")) == [
            "Spec/t/spec.yaml:2:10: error: loc_key 'message-text' must match /[A-Z_0-9]+/"
        ])
    }

    @Test func unknownTypes() {
        let args = "      - {name: author, type: text, doc: Author}\n      - {name: body, type: txet, doc: Body}"
        #expect(diagnostics(notification(args: args)) == [
            "Spec/t/spec.yaml:8:28: error: unknown argument type 'txet'; expected one of 'text', 'count', 'integer'"
        ])
        #expect(diagnostics("custom_fields:\n  - {name: msg_id, swift: messageID, type: int64, doc: Id}\n") == [
            "Spec/t/spec.yaml:2:44: error: unknown wire type 'int64'; expected one of 'id', 'integer', 'flag', 'id_list', 'address', 'base64url', 'time', 'string', 'object'"
        ])
    }

    @Test func swiftNamesThatAreKeywordsOrCollide() {
        let keyword = "      - {name: author, type: text, doc: Author}\n      - {name: default, type: text, doc: Body}"
        #expect(diagnostics(notification(args: keyword)) == [
            "Spec/t/spec.yaml:8:16: error: argument name 'default' is a Swift keyword"
        ])
        let twice = "      - {name: author, type: text, doc: Author}\n      - {name: author, type: text, doc: Body}"
        #expect(diagnostics(notification(args: twice)) == [
            "Spec/t/spec.yaml:8:16: error: duplicate argument name 'author' in MESSAGE_TEXT",
            "Spec/t/spec.yaml:7:16: note: first defined here",
        ])
        let collision = notification() + """
              - key: MESSAGE__TEXT
                doc: Another.
                peer: private
                group: messages
                args: [{name: author, type: text, doc: Author}]
                template: "{1}"

            """
        #expect(diagnostics(collision) == [
            "Spec/t/spec.yaml:10:5: error: duplicate notification case name 'messageText'",
            "Spec/t/spec.yaml:2:5: note: first defined here",
        ])
        let fields = """
            custom_fields:
              - {name: msg_id, swift: messageID, type: id, doc: Id}
              - {name: message_id, swift: messageID, type: id, doc: Id}
              - {name: other, swift: problems, type: id, doc: Id}

            """
        #expect(diagnostics(fields) == [
            "Spec/t/spec.yaml:3:31: error: duplicate swift name 'messageID'",
            "Spec/t/spec.yaml:2:27: note: first used here",
            "Spec/t/spec.yaml:4:26: error: swift name 'problems' is reserved",
        ])
    }

    @Test func missingTitleSource() {
        let yaml = """
            notifications:
              - key: AUTH_UNKNOWN
                doc: New login.
                peer: none
                group: none
                args: [{name: device, type: text, doc: Device name}]
                template: "New login from {1}"

            """
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:2:5: error: AUTH_UNKNOWN has peer 'none' to title the notification with; write 'title:'"
        ])
    }

    @Test func servicesReferToDeclaredFields() {
        let yaml = """
            services:
              - key: DC_UPDATE
                doc: Moved.
                fields: [dc]

            """
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:4:14: error: service DC_UPDATE uses field 'dc', which no custom_fields entry declares"
        ])
    }

    /// A service's action is one of the runtime's, made from values the service has, of their
    /// types; its text comes from its string fields.
    @Test func servicesNameTheRuntimesActionsAndTheirTextFields() {
        let yaml = """
            custom_fields:
              - {name: channel_id, swift: channelID, type: id, peer: channel, doc: Channel}
              - {name: messages, swift: messageIDs, type: id_list, doc: Messages}
              - {name: max_id, swift: maxID, type: integer, doc: Up to}
              - {name: dc, swift: dc, type: integer, doc: Data center}
            services:
              - key: GONE
                doc: Gone.
                fields: [messages]
                action: dismissMessages
              - key: READ
                doc: Read.
                peer: true
                fields: [max_id]
                action: dismissMessagesUpTo
              - key: SHOUT
                doc: Shout.
                fields: [dc]
                action: shout
                text_from: [dc]

            """
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:10:13: error: service GONE: action 'dismissMessages' takes its chat (peer: true), in its fields",
            "Spec/t/spec.yaml:15:13: error: service READ: action 'dismissMessagesUpTo' takes a field 'maxID' of type id, in its fields",
            "Spec/t/spec.yaml:19:13: error: service SHOUT names action 'shout', which is not one of the runtime's: "
                + "dismissMessages, dismissMessagesUpTo, dismissReactions, dismissStoriesUpTo, dismissStories, "
                + "addDataCenterAddress, updateLiveLocations, syncMessages, logOut",
            "Spec/t/spec.yaml:20:17: error: service SHOUT shows its text from 'dc', which is not one of its string fields",
        ])
    }

    @Test func invalidYAMLPointsAtTheProblem() {
        #expect(diagnostics("notifications:\n  - key: A\n    template: {1} sent\n").first?.hasPrefix(
            "Spec/t/spec.yaml:3:") == true)
    }

    /// A key written twice is an error wherever YAML would type the two apart (`true` and `"true"`
    /// are a boolean and a string to YAML's implicit types, one key `true` to the spec's readers).
    @Test func aKeyWrittenTwiceInOneMappingIsAnError() {
        #expect(diagnostics(notification() + "    doc: Again.\n") == [
            "Spec/t/spec.yaml:3:5: error: duplicate key 'doc' in mapping"
        ])
        #expect(diagnostics(notification() + "    tdlib: {class: pushMessageContentText, true: 1, \"true\": 2}\n") == [
            "Spec/t/spec.yaml:10:44: error: duplicate key 'true' in mapping"
        ])
    }

    @Test func everyProblemIsReportedInOneRun() {
        let yaml = notification(key: "bad-key", template: "\"{1} {2} {3}\"") + "    colour: blue\n"
        #expect(diagnostics(yaml).count == 3)
    }

    @Test func overlaysMustSayOverride() {
        let base = SpecDirectory(providers: [.init(name: "t", files: [.init(displayPath: "Base/t/a.yaml", text: notification())])])
        let overlay = SpecDirectory(providers: [.init(name: "t", files: [.init(displayPath: "Mine/t/b.yaml", text: notification())])])
        #expect(SpecCompiler().compile([base, overlay]).diagnostics.map(\.description) == [
            "Mine/t/b.yaml:2:10: error: MESSAGE_TEXT is already defined; add 'override: true' to replace it",
            "Base/t/a.yaml:2:10: note: defined here",
        ])
        let replacing = notification().replacingOccurrences(of: "    doc: A text message.", with: "    doc: Mine.\n    override: true")
        let replaced = SpecCompiler().compile([
            base, SpecDirectory(providers: [.init(name: "t", files: [.init(displayPath: "Mine/t/b.yaml", text: replacing)])]),
        ])
        #expect(replaced.diagnostics.isEmpty)
        #expect(replaced.model.providers.first?.notifications.first?.doc == "Mine.")
    }

    @Test func anOverrideDropsTheEarlierTranslationsOfItsKey() throws {
        let russian = SpecFile(displayPath: "Base/t/locales/ru.yaml", text: "locale: ru\nnotifications:\n  MESSAGE_TEXT: \"{1}: {2}\"\n")
        let plurals = try String(
            contentsOf: ReferenceFiles.fixtures.appending(path: "ReferenceSpec/Spec/cldr/plurals.json"), encoding: .utf8)
        let base = SpecDirectory(
            providers: [.init(name: "t", files: [.init(displayPath: "Base/t/a.yaml", text: notification())], locales: [russian])],
            pluralRules: SpecFile(displayPath: "Base/cldr/plurals.json", text: plurals))
        let baseOnly = SpecCompiler().compile([base])
        #expect(baseOnly.model.providers.first?.translations.first?.forms.count == 1)
        let replacing = notification(template: "\"{1} says: {2}\"")
            .replacingOccurrences(of: "    doc: A text message.", with: "    doc: Mine.\n    override: true")
        let replaced = SpecCompiler().compile([
            base, SpecDirectory(providers: [.init(name: "t", files: [.init(displayPath: "Mine/t/b.yaml", text: replacing)])]),
        ])
        #expect(replaced.diagnostics.filter { $0.severity != .note }.isEmpty)
        // The Russian of the replaced English is gone: the override renders in English in Russian.
        #expect(replaced.model.providers.first?.translations.first?.forms.isEmpty == true)
    }

    @Test func aLaterLayersTranslationIntoTheSameLanguageExtendsTheEarlierOne() throws {
        let plurals = try String(
            contentsOf: ReferenceFiles.fixtures.appending(path: "ReferenceSpec/Spec/cldr/plurals.json"), encoding: .utf8)
        let base = SpecDirectory(
            providers: [
                .init(
                    name: "t", files: [.init(displayPath: "Base/t/a.yaml", text: notification())],
                    locales: [SpecFile(displayPath: "Base/t/locales/ru.yaml", text: "locale: ru\nnotifications:\n  MESSAGE_TEXT: \"{1}: {2}\"\n")])
            ],
            pluralRules: SpecFile(displayPath: "Base/cldr/plurals.json", text: plurals))
        let added = notification(key: "MESSAGE_NOTE", template: "\"{1} left a note: {2}\"")
        let app = SpecDirectory(providers: [
            .init(
                name: "t", files: [.init(displayPath: "Mine/t/b.yaml", text: added)],
                locales: [SpecFile(displayPath: "Mine/t/locales/ru.yaml", text: "locale: ru\nnotifications:\n  MESSAGE_NOTE: \"{1} оставил(а) заметку: {2}\"\n")])
        ])
        let output = SpecCompiler().compile([base, app])
        #expect(output.diagnostics.filter { $0.severity != .note }.isEmpty, "\(output.diagnostics)")
        let russian = try #require(output.model.providers.first?.translations.first)
        #expect(output.model.providers.first?.translations.count == 1)
        #expect(Set(russian.forms.keys) == ["messageText", "messageNote"])
    }

    @Test func payloadSchemasMustBeToldApart() {
        let yaml = """
            payloads:
              - name: Ping
                doc: A ping.
                match: {type: ping}
                fields: [{name: at, swift: at, type: time, doc: When}]
              - name: Pong
                doc: Also a ping.
                match: {type: ping}
                fields: []
              - name: Silent
                doc: Nothing to tell it apart.
                fields: [{name: at, swift: at, type: tiem, doc: When}]

            """
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:6:11: error: duplicate payload match 'type=ping'",
            "Spec/t/spec.yaml:2:11: note: first defined here",
            "Spec/t/spec.yaml:10:5: error: payload Silent is missing required key 'match'",
            "Spec/t/spec.yaml:12:42: error: unknown wire type 'tiem'; expected one of 'id', 'integer', 'flag', 'id_list', 'address', 'base64url', 'time', 'string', 'object'",
        ])
    }

    /// What the Zulip runtime reads of a schema: a known kind, a category the provider declares, the
    /// fields its kind needs, and a field of a name the runtime reads with the type it reads.
    @Test func aPayloadsKindCategoryAndRuntimeFieldsAreChecked() {
        let yaml = """
            categories:
              - name: message
                actions: [{name: reply, title: Reply}]
            payloads:
              - name: Note
                doc: A note.
                kind: note
                match: {type: note}
                fields: []
              - name: Channel
                doc: A channel message without its topic.
                kind: channel_message
                category: messages
                match: {type: channel}
                fields: [{name: message_id, swift: messageID, type: id, doc: The id}]
              - name: Gone
                doc: A removal of nothing.
                kind: remove
                match: {type: remove}
                fields: [{name: user_id, swift: userID, type: string, doc: The user}]
              - name: Direct
                doc: A direct message.
                kind: direct_message
                category: message
                match: {type: direct}
                fields: [{name: message_ids, swift: messageIDs, type: id_list, doc: The ids}]

            """
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:7:11: error: unknown payload kind 'note'; expected one of 'channel_message', 'direct_message', 'remove', 'test'",
            "Spec/t/spec.yaml:12:11: error: payload Channel of kind 'channel_message' needs a required field 'topic' (by Swift name)",
            "Spec/t/spec.yaml:13:15: error: unknown category 'messages' of payload Channel; expected one of 'message'",
            "Spec/t/spec.yaml:18:11: error: payload Gone of kind 'remove' needs a field 'messageID' or 'messageIDs' (by Swift name)",
            "Spec/t/spec.yaml:20:51: error: field 'user_id' of payload Gone must be of type 'id': the Zulip runtime reads 'userID' as one",
        ])
    }

    /// Notifications and payload schemas each make the provider's `<Prefix>Catalog` in Java; Swift
    /// takes both.
    @Test func inJavaAProviderHasNotificationsOrPayloadsNotBoth() {
        let yaml = notification() + """
            payloads:
              - name: Ping
                doc: A ping.
                match: {type: ping}
                fields: []

            """
        #expect(diagnostics(yaml).isEmpty)
        let spec = SpecDirectory(providers: [.init(name: "t", files: [SpecFile(displayPath: "Spec/t/spec.yaml", text: yaml)])])
        var java = SpecCompiler()
        java.language = .java(package: "org.example")
        #expect(java.compile([spec]).diagnostics.map(\.description) == [
            "Spec/t/spec.yaml:11:5: error: in Java, a provider has notifications or payloads, not both: each makes its TCatalog"
        ])
    }
}
