import PushSpecCompiler
import PushSpecGenTools
import Testing

/// The spec's presentation facts (issue 35): a type's `interruption:` and `category:`, and the
/// provider's `categories:` with their actions and translated titles; each mistake is a
/// `file:line:column` error.
@Suite struct PresentationSpecTests {
    func compile(_ yaml: String) -> SpecCompiler.Output {
        let spec = SpecDirectory(providers: [
            .init(name: "t", files: [SpecFile(displayPath: "Spec/t/spec.yaml", text: yaml)])
        ])
        return SpecCompiler().compile([spec])
    }

    func diagnostics(_ yaml: String) -> [String] { compile(yaml).diagnostics.map(\.description) }

    /// A valid notification entry (its line 10 is free for one more key).
    func notification(group: String = "messages") -> String {
        """
        notifications:
          - key: MESSAGE_TEXT
            doc: A text message.
            peer: private
            group: \(group)
            args:
              - {name: author, type: text, doc: Author}
              - {name: body, type: text, doc: Body}
            template: "{1}: {2}"

        """
    }

    static let categories = """
        categories:
          - name: message
            groups: [messages]
            actions:
              - {name: reply, title: Reply, text_input: true}
              - {name: mark_read, title: Mark as Read}
          - name: call
            actions:
              - {name: accept, title: Accept, foreground: true}
              - {name: decline, title: Decline, destructive: true}

        """

    @Test func aBadInterruptionIsAnErrorAtItsValue() {
        #expect(diagnostics(notification() + "    interruption: urgent\n") == [
            "Spec/t/spec.yaml:10:19: error: unknown interruption 'urgent'; expected one of 'passive', 'active', 'time_sensitive'"
        ])
    }

    @Test func anUnknownCategoryIsAnErrorAtItsValue() {
        #expect(diagnostics(notification() + "    category: nope\n") == [
            "Spec/t/spec.yaml:10:15: error: unknown category 'nope' of MESSAGE_TEXT; the provider declares no categories"
        ])
        #expect(diagnostics(notification() + "    category: nope\n" + Self.categories) == [
            "Spec/t/spec.yaml:10:15: error: unknown category 'nope' of MESSAGE_TEXT; expected one of 'call', 'message'"
        ])
    }

    @Test func aTitleInALocaleWithoutATranslationIsAnError() {
        let yaml = """
            categories:
              - name: message
                actions:
                  - {name: reply, title: Reply, titles: {fr: Répondre}}

            """
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:4:46: error: no translation 'fr' for the title of action reply; the provider has no translations"
        ])
    }

    @Test func aGroupHasOneDefaultCategory() {
        let yaml = Self.categories + """
              - name: other
                groups: [messages]
                actions:
                  - {name: open, title: Open}

            """
        #expect(diagnostics(yaml) == [
            "Spec/t/spec.yaml:12:14: error: group 'messages' already has the category 'message'"
        ])
    }

    @Test func theGeneratedCodeReportsInterruptionAndCategory() throws {
        let output = compile(notification(group: "calls") + "    interruption: time_sensitive\n    category: call\n" + Self.categories)
        #expect(output.diagnostics.isEmpty)
        let locKey = try #require(output.files.first { $0.path.hasSuffix("TLocKey.swift") }).contents
        #expect(locKey.contains("case .messageText: return .timeSensitive"))
        #expect(locKey.contains("case .messageText: return .call"))
        let category = try #require(output.files.first { $0.path.hasSuffix("TNotificationCategory.swift") }).contents
        #expect(category.contains(#"public var identifier: String { "t." + rawValue }"#))
        #expect(category.contains(#"NotificationAction(identifier: "decline", title: Self.title(chain, "Decline", [:]), isDestructive: true)"#))
        // Without `category:`, a type has its group's category.
        let byGroup = compile(notification() + Self.categories)
        let byGroupKey = try #require(byGroup.files.first { $0.path.hasSuffix("TLocKey.swift") }).contents
        #expect(byGroupKey.contains("case .messageText: return .message"))
        #expect(byGroupKey.contains("public var interruption: NotificationInterruption {\n        .active\n    }"))
    }

    @Test func theAPIDiffReportsInterruptionsAndCategories() {
        let before = compile(notification()).model
        let after = compile(notification() + "    interruption: time_sensitive\n" + Self.categories).model
        let changes = APIDiff(old: before, new: after).changes.map { "\($0.severity.rawValue) \($0.locKey): \($0.what)" }
        #expect(changes == [
            "additive call: case TNotificationCategory.call added with 2 actions",
            "additive message: case TNotificationCategory.message added with 2 actions",
            "cosmetic MESSAGE_TEXT: TLocKey.messageText.interruption .active → .timeSensitive",
            "cosmetic MESSAGE_TEXT: TLocKey.messageText.category nil → .message",
        ])
        #expect(APIDiff(old: after, new: before).changes.filter { $0.severity == .breaking }.map(\.what) == [
            "case TNotificationCategory.call removed", "case TNotificationCategory.message removed",
        ])
    }
}
