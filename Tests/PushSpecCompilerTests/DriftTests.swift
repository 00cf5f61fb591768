import Foundation
import PushSpecCompiler
import Testing

/// The checked-in `Generated/` is what the generator makes of the checked-in `Spec/`.
@Suite struct DriftTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func generatedMatchesSpec() throws {
        let output = SpecCompiler().compile([try SpecDirectory(contentsOf: root.appending(path: "Spec"))])
        #expect(!output.hasErrors, "\(output.diagnostics)")
        // Notes only: each translation's coverage, which is complete.
        #expect(output.diagnostics.allSatisfy { $0.severity == .note }, "the spec has warnings: \(output.diagnostics)")
        #expect(output.diagnostics.map(\.message) == ["'de' translates 253 of 253 forms (100%)", "'ru' translates 253 of 253 forms (100%)"])
        let changes = GeneratedFileWriter(outputDirectory: root.appending(path: "Generated")).changes(for: output.files)
        #expect(changes.isEmpty, "regenerate with `swift run pushspec-gen --spec Spec --output Generated`: \(changes)")
    }

    @Test func theTelegramSpecHasEveryDocumentedPart() throws {
        let output = SpecCompiler().compile([try SpecDirectory(contentsOf: root.appending(path: "Spec"))])
        let telegram = try #require(output.model.providers.first { $0.name == "telegram" })
        #expect(telegram.notifications.count == 205)  // 160 from the doc, 2 from its older revision, 43 from the clients
        #expect(telegram.notifications.flatMap(\.forms).count == 253)
        #expect(telegram.services.map(\.key) == [
            "DC_UPDATE", "GEO_LIVE_PENDING", "MESSAGE_ANNOUNCEMENT", "MESSAGE_DELETED", "MESSAGE_MUTED",
            "READ_HISTORY", "READ_REACTION", "READ_STORIES", "SESSION_REVOKE", "STORY_DELETED",
        ])
        let documentedFields = [
            "attachb64", "updates", "call_id", "call_ah", "encryption_id", "random_id", "contact_id", "msg_id",
            "channel_id", "chat_id", "from_id", "chat_from_broadcast_id", "chat_from_group_id", "chat_from_id",
            "mention", "silent", "schedule", "edit_date", "top_msg_id", "dc", "addr", "messages", "max_id",
            "announcement", "mtpeer", "story_id",
        ]
        #expect(Set(documentedFields).isSubset(of: Set(telegram.fields.map(\.wireName))))
        #expect(telegram.enums.map(\.name) == ["TokenType"])
        #expect(telegram.enums.first?.cases.count == 13)
    }
}
