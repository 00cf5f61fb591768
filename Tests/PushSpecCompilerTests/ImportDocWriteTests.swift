import Foundation
@testable import PushSpecCompiler
@testable import PushSpecGenTools
import Testing

/// `import-doc --write` on a copy of `Spec/`: exactly the new entries, appended to their families'
/// files as text, and a spec that still compiles.
@Suite struct ImportDocWriteTests {
    static let families = SpecFamily.allCases.map(\.fileName)

    @Test func writingAddsExactlyTheNewEntriesAndTheSpecStillCompiles() throws {
        let spec = try ImportDocProcess.copyOfSpec()
        defer { try? FileManager.default.removeItem(at: spec.deletingLastPathComponent()) }
        let doc = "\(ImportDocProcess.fixtures)/new-keys.txt"
        let before = try Self.texts(in: spec)
        let result = try ImportDocProcess.run(["--spec", spec.path, "--json", "--write", doc])
        #expect(result.status == 1)
        #expect(result.errors.split(separator: "\n").map { $0.replacingOccurrences(of: spec.path, with: "Spec") } == [
            "wrote MESSAGE_HOLOGRAM to Spec/telegram/private-messages.yaml",
            "wrote CHAT_MESSAGE_HOLOGRAMS to Spec/telegram/group-messages.yaml",
            "wrote CHANNEL_MESSAGE_HOLOGRAM to Spec/telegram/channel-messages.yaml",
            "wrote PINNED_HOLOGRAM to Spec/telegram/pinned.yaml",
            "wrote REACT_HOLOGRAM, CHAT_REACT_HOLOGRAM to Spec/telegram/reactions.yaml",
            "wrote HOLOGRAM_GIFT, HOLOGRAM_STORY to Spec/telegram/account.yaml",
        ])
        // Every file keeps its text and gains the entries at its end (the list is the file's
        // last key); the other files are as they were.
        let after = try Self.texts(in: spec)
        var appended = ""
        for (name, text) in after.sorted(by: { $0.key < $1.key }) {
            let original = before[name] ?? ""
            #expect(text.hasPrefix(original), "\(name) changed before its end")
            if text != original { appended += "== \(name)\n" + text.dropFirst(original.count) + "\n" }
        }
        try ReferenceFiles.expect(appended, matches: ReferenceFiles.fixtures.appending(path: "ImportDoc/new-keys.appended.txt"))

        let output = SpecCompiler().compile([try SpecDirectory(contentsOf: spec)])
        #expect(output.diagnostics.filter { $0.severity != .note }.map(\.description) == [])
        let telegram = try #require(output.model.providers.first { $0.name == "telegram" })
        let added = telegram.notifications.filter { $0.key.contains("HOLOGRAM") }
        #expect(added.map(\.key) == [
            "CHANNEL_MESSAGE_HOLOGRAM", "CHAT_MESSAGE_HOLOGRAMS", "CHAT_REACT_HOLOGRAM", "HOLOGRAM_GIFT", "HOLOGRAM_STORY",
            "MESSAGE_HOLOGRAM", "PINNED_HOLOGRAM", "REACT_HOLOGRAM",
        ])
        let holograms = try #require(added.first { $0.key == "CHAT_MESSAGE_HOLOGRAMS" }?.forms.first)
        #expect(holograms.arguments.map(\.name) == ["author", "chat", "count"])
        #expect(holograms.arguments.map(\.type) == [.text, .text, .count])
        #expect(added.first { $0.key == "PINNED_HOLOGRAM" }?.forms.map(\.peer) == [.private, .group])

        // The same doc again: nothing is new any more, and nothing more is written.
        let again = try ImportDocProcess.run(["--spec", spec.path, "--json", "--write", doc])
        #expect(again.status == 1)
        #expect(again.errors == "")
        #expect(!again.output.contains(#""kind":"new""#))
        #expect(!again.output.contains(#""kind":"changed""#))
        #expect(try Self.texts(in: spec) == after)
    }

    /// The family files' texts by name.
    static func texts(in spec: URL) throws -> [String: String] {
        var texts: [String: String] = [:]
        for name in families {
            texts[name] = try String(contentsOf: spec.appending(path: "telegram/\(name)"), encoding: .utf8)
        }
        return texts
    }

    static let entry = NewNotificationEntry(rows: [
        DocTableRow(locKey: "MESSAGE_NEW", template: "{1} did it", arguments: ["User name"], line: 9)
    ])

    @Test func entriesGoAfterTheListsLastEntryBeforeWhatFollowsIt() throws {
        let entry = try #require(Self.entry)
        let text = """
            # header
            notifications:
                - key: A
                  doc: a   # indented four: the entries follow
                # a comment inside the list

            # about the services
            services: []

            """
        let appended = try NotificationListAppender(path: "f.yaml").appending([entry], to: text)
        #expect(appended == """
            # header
            notifications:
                - key: A
                  doc: a   # indented four: the entries follow
                # a comment inside the list

                # review: drafted by pushspec-gen import-doc from the doc's line 9;
                # check doc, peer, group and fetch, the argument names and types, and add tdlib.
                - key: MESSAGE_NEW
                  doc: "Documented as: {1} did it"
                  peer: private
                  group: messages
                  args:
                    - {name: author, type: text, doc: User name}
                  template: "{1} did it"

            # about the services
            services: []

            """)
    }

    @Test func anEmptyOrMissingListGetsTheEntriesAndAFlowListIsRefused() throws {
        let entry = try #require(Self.entry)
        let appender = NotificationListAppender(path: "f.yaml")
        #expect(try appender.appending([entry], to: "notifications: []\n").hasPrefix("notifications:\n\n  # review:"))
        #expect(try appender.appending([entry], to: "services: []\n").hasPrefix("services: []\n\nnotifications:\n\n  # review:"))
        #expect(throws: DocImportError.cannotAppend(
            file: "f.yaml", line: 2, reason: "'notifications:' is not followed by a block list of entries")
        ) {
            try appender.appending([entry], to: "# x\nnotifications: [{key: A}]\n")
        }
    }
}
