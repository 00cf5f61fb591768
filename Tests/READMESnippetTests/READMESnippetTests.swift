import Foundation
import PushSpec
import Testing

/// The Swift snippets of the README and of the DocC articles are the code of
/// READMESnippets.swift, which compiles: a snippet cannot drift from the API.
@Suite struct READMESnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documents whose snippets are compiled.
    static let documents = [
        "README.md",
    ] + ["GettingStarted", "DecodingAPush", "ReadingAPushWhereItStands", "Attachments", "Locales", "WebPushAndUnifiedPush", "Zulip", "RegeneratingAfterASpecChange", "AnAppsOwnSpec", "PresentingNotifications"]
        .map { "Sources/PushSpec/PushSpec.docc/\($0).md" }
        // Each article sits in the catalog of the module whose symbols it documents.
        + ["TheNotificationState", "InANotificationServiceExtension"]
        .map { "Sources/PushSpecNotifications/PushSpecNotifications.docc/\($0).md" }

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
        #expect(snippets.count == 24)
        for snippet in snippets {
            #expect(compiled.contains(snippet), "README snippet not in READMESnippets.swift:\n\(snippet)")
        }
    }

    /// The `print` lines of the documents' snippets whose comment is not what they print: a
    /// case the snippet's payload does not reach, and a pointer to the view's way of doing it.
    static let commentsThatAreNotOutput = [
        "nothing is lost",
        "the view: view.render(into: &buffer, locale: russian)",
    ]

    /// A snippet line's trailing comment (after `  // `), if it has one.
    static func trailingComment(_ line: String) -> String? {
        line.range(of: "  // ").map { String(line[$0.upperBound...]).trimmingCharacters(in: .whitespaces) }
    }

    /// The lines of a function of READMESnippets.swift, as its snippet writes them (eight
    /// spaces in there).
    static func lines(ofFunction name: String, in source: String) throws -> [String] {
        let start = try #require(source.range(of: "\nfunc \(name)("), "no function \(name) in READMESnippets.swift")
        let body = source[start.upperBound...]
        let end = try #require(body.range(of: "\n}\n"))
        return body[..<end.lowerBound].split(separator: "\n").map { String($0.dropFirst(8)) }
    }

    /// The snippets that run on their own payloads, in turn (and the languages snippet on a
    /// payload it cannot render, so that what it prints is CLDR's rule alone): what they print,
    /// line by line, is exactly the comments of their `print` lines in the documents, in order
    /// (but for the lines ``commentsThatAreNotOutput`` names). And every `print` line of the
    /// documents whose comment shows output is one of these.
    @Test func theSnippetsPrintWhatTheirCommentsShow() throws {
        let recorder = SnippetPrintRecorder()
        try SnippetOutput.$recorder.withValue(recorder) {
            try theTypedAPI()
            try articleGettingStarted()
            try articleLocales()
            try languages(payload: Array(#"{"loc_key":"NOT_IN_THE_SPEC","loc_args":[]}"#.utf8))
        }
        let source = try String(contentsOf: Self.root.appending(path: "Tests/READMESnippetTests/READMESnippets.swift"), encoding: .utf8)
        // The documents' snippet lines, as the documents write them.
        let documentLines = Set(try Self.readmeSnippets().flatMap { $0.split(separator: "\n").map(String.init) })
        var runPrintLines: Set<String> = []
        var expected: [String] = []
        for function in ["theTypedAPI", "articleGettingStarted", "articleLocales", "languages"] {
            for line in try Self.lines(ofFunction: function, in: source) where line.contains("print(") {
                #expect(documentLines.contains(line), "\(function): no document's snippet has the line \(line)")
                runPrintLines.insert(line)
                guard let comment = Self.trailingComment(line), !Self.commentsThatAreNotOutput.contains(comment) else { continue }
                expected.append(comment)
            }
        }
        #expect(expected.count == 6)
        #expect(recorder.lines == expected)
        for line in documentLines where line.contains("print(") && !runPrintLines.contains(line) {
            guard let comment = Self.trailingComment(line) else { continue }
            #expect(Self.commentsThatAreNotOutput.contains(comment), "a printed line's comment that no test runs: \(line)")
        }
    }
}
