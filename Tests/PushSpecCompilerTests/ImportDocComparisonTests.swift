import PushSpecCompiler
import PushSpecGenTools
import Testing

/// How rows compare with a spec's types, and how a new key's entry is drafted.
@Suite struct ImportDocComparisonTests {
    /// A small spec: a type with an older and a current form, a legacy type, a type from the
    /// clients, and a type the doc no longer lists.
    static let notifications: [NotificationType] = {
        let yaml = """
            notifications:
              - key: MESSAGE_CONTACT
                doc: A contact.
                peer: private
                group: messages
                variants:
                  - name: older
                    args: [{name: author, type: text, doc: Message author}]
                    template: "{1} shared a contact with you"
                  - name: current
                    args:
                      - {name: author, type: text, doc: User name}
                      - {name: contact, type: text, doc: Contact name}
                    template: "{1} shared a contact {2} with you"
              - key: CONTACT_PHOTO
                doc: A photo.
                peer: private
                group: none
                legacy: true
                args: [{name: author, type: text, doc: Contact name}]
                template: "{1} updated profile photo"
              - key: MESSAGE_TODO
                doc: A checklist.
                peer: private
                group: messages
                source: Telegram-Android
                args: [{name: author, type: text, doc: User name}]
                template: "{1} sent you a checklist"
              - key: MESSAGE_DROPPED
                doc: Dropped.
                peer: private
                group: messages
                args: [{name: author, type: text, doc: User name}]
                template: "{1} did something"

            """
        let spec = SpecDirectory(providers: [.init(name: "telegram", files: [SpecFile(displayPath: "t.yaml", text: yaml)])])
        return SpecCompiler().compile([spec]).model.providers.first?.notifications ?? []
    }()

    func row(_ template: String, _ arguments: [String], line: Int = 1) -> DocTableRow {
        DocTableRow(locKey: "MESSAGE_CONTACT", template: template, arguments: arguments, line: line)
    }

    @Test func aRowMatchesByAnyForm() {
        let comparison = DocComparison(notifications: Self.notifications)
        let rows = [
            row("{1} shared a contact with you", ["Message author"]),
            row("{1} shared a contact {2} with you", ["User name", "Contact name"]),
        ]
        #expect(comparison.findings(for: rows).map(\.locKey) == ["MESSAGE_DROPPED"])
    }

    @Test func eachFieldThatDiffers() {
        let findings = DocComparison(notifications: Self.notifications).findings(
            for: [
                row("{1} shared {2}", ["User name", "Contact name"], line: 1),
                row("{1} shared a contact {2} with you", ["User name", "Contact"], line: 2),
                row("{1} shared {2} of {3}", ["User name", "Contact name", "Chat name"], line: 3),
            ],
            unreadableKeys: ["MESSAGE_DROPPED"])
        #expect(findings == [
            DocFinding(
                kind: .changed, locKey: "MESSAGE_CONTACT", field: .template, doc: "{1} shared {2}",
                spec: "{1} shared a contact {2} with you", line: 1),
            DocFinding(
                kind: .changed, locKey: "MESSAGE_CONTACT", field: .arguments, doc: "1. User name; 2. Contact",
                spec: "1. User name; 2. Contact name", line: 2),
            DocFinding(
                kind: .changed, locKey: "MESSAGE_CONTACT", field: .template, doc: "{1} shared {2} of {3}",
                spec: "{1} shared a contact {2} with you", line: 3),
            DocFinding(kind: .changed, locKey: "MESSAGE_CONTACT", field: .argumentCount, doc: "3", spec: "1, 2", line: 3),
        ])
    }

    @Test func newKeysComeFirstInDocOrderWithOneEntryAndGoneKeysSortedLast() throws {
        let rows = [
            DocTableRow(locKey: "PINNED_HOLOGRAM", template: "{1} pinned a hologram", arguments: ["User name"], line: 4),
            DocTableRow(
                locKey: "PINNED_HOLOGRAM", template: "{1} pinned a hologram in the group {2}",
                arguments: ["User name", "Group name"], line: 5),
        ]
        let findings = DocComparison(notifications: Self.notifications).findings(for: rows)
        #expect(findings.map(\.kind) == [.new, .new, .gone, .gone])
        #expect(findings.map(\.locKey) == ["PINNED_HOLOGRAM", "PINNED_HOLOGRAM", "MESSAGE_CONTACT", "MESSAGE_DROPPED"])
        #expect(findings[1].entry == nil)
        let entry = try #require(findings[0].entry)
        #expect(entry.family == .pinned)
        #expect(entry.yaml(indent: 0) == """
            # review: drafted by pushspec-gen import-doc from the doc's lines 4, 5;
            # check doc, peer, group and fetch, the argument names and types, and add tdlib.
            - key: PINNED_HOLOGRAM
              doc: "Documented as: {1} pinned a hologram"
              group: mentions
              variants:
                - name: private
                  peer: private
                  args:
                    - {name: author, type: text, doc: User name}
                  template: "{1} pinned a hologram"
                - name: group
                  peer: group
                  args:
                    - {name: author, type: text, doc: User name}
                    - {name: chat, type: text, doc: Group name}
                  template: "{1} pinned a hologram in the group {2}"

            """)
        #expect(DocImportReport(findings: findings, docPath: "doc.txt").summary == "2 new, 0 changed, 2 gone")
    }

    @Test func argumentsAreNamedAndTypedFromTheirDescriptions() {
        let drafts = ArgumentDraft.drafts(
            for: [
                "User name", "Group name", "Number of photos that were sent", "Number of videos", "Score",
                "Duration in months of each subscription", "Poll name", "The entity to which money was sent", "Default",
                "Sticker emoji", "Text, \"quoted\"",
            ],
            peer: .group)
        #expect(drafts.map(\.name) == [
            "author", "chat", "count", "count2", "score", "months", "poll", "entity", "defaultValue", "emoji", "text",
        ])
        #expect(drafts.map(\.type) == [.text, .text, .count, .count, .integer, .integer, .text, .text, .text, .text, .text])
        #expect(ArgumentDraft.drafts(for: ["Message author", "User"], peer: .channel).map(\.name) == ["channel", "channel2"])
    }

    @Test func familiesByLocKey() {
        let families = [
            "MESSAGES", "MESSAGE_PHOTO", "CHAT_MESSAGE_PHOTO", "CHAT_REACT_PHOTO", "CHANNEL_MESSAGE_PHOTO", "PINNED_PHOTO",
            "REACT_PHOTO", "AUTH_UNKNOWN", "STORY_NOTEXT",
        ].map { SpecFamily(locKey: $0).fileName }
        #expect(families == [
            "private-messages.yaml", "private-messages.yaml", "group-messages.yaml", "reactions.yaml",
            "channel-messages.yaml", "pinned.yaml", "reactions.yaml", "account.yaml", "account.yaml",
        ])
    }

    @Test func jsonLinesHaveTheIssuesShape() {
        let report = DocImportReport(
            findings: [
                DocFinding(kind: .changed, locKey: "K", field: .argumentCount, doc: "3", spec: "1, 2", line: 3),
                DocFinding(kind: .gone, locKey: "G", doc: nil, spec: "say \"hi\"\n", line: nil),
            ],
            docPath: "doc.txt")
        #expect(report.jsonLines == """
            {"kind":"changed","loc_key":"K","field":"argument_count","doc":"3","spec":"1, 2"}
            {"kind":"gone","loc_key":"G","field":null,"doc":null,"spec":"say \\"hi\\"\\n"}

            """)
    }
}
