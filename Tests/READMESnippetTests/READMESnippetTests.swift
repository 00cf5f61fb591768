import Foundation
import PushSpec
import Testing

/// The Swift snippets of the README and of PushSpec's DocC articles are the code of
/// READMESnippets.swift, which compiles: a snippet cannot drift from the API.
@Suite struct READMESnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documents whose snippets are compiled.
    static let documents = [
        "README.md",
    ] + ["GettingStarted", "DecodingAPush", "ReadingAPushWhereItStands", "Attachments", "Locales", "WebPushAndUnifiedPush", "Zulip", "NotificationState", "RegeneratingAfterASpecChange", "InANotificationServiceExtension", "PresentingNotifications"]
        .map { "Sources/PushSpec/PushSpec.docc/\($0).md" }

    /// The ```swift blocks of the documents, without their import lines.
    static func readmeSnippets() throws -> [String] {
        try documents.flatMap { path in try snippets(in: String(contentsOf: root.appending(path: path), encoding: .utf8)) }
    }

    static func snippets(in document: String) -> [String] {
        document.components(separatedBy: "```swift\n").dropFirst().compactMap { part in
            part.components(separatedBy: "```").first.map { block in
                block.split(separator: "\n", omittingEmptySubsequences: false)
                    .filter { !$0.hasPrefix("import ") }
                    .drop { $0.isEmpty }
                    .joined(separator: "\n")
                    .trimmingCharacters(in: .newlines)
            }
        }
    }

    @Test func everySnippetIsCompiledVerbatim() throws {
        let source = try String(contentsOf: Self.root.appending(path: "Tests/READMESnippetTests/READMESnippets.swift"), encoding: .utf8)
        // The snippets' lines, as they stand in the functions (eight spaces in).
        let compiled = source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }
            .joined(separator: "\n")
        let snippets = try Self.readmeSnippets()
        #expect(snippets.count == 28)
        for snippet in snippets {
            #expect(compiled.contains(snippet), "README snippet not in READMESnippets.swift:\n\(snippet)")
        }
    }

    @Test func theSnippetsWithTheirOwnPayloadsRun() throws {
        try theTypedAPI()
        try articleGettingStarted()
        try articleLocales()
    }
}
