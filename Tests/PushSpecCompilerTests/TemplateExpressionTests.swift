import PushSpecCompiler
import Testing

/// The Swift a template renders to: one piece alone, 2 to 8 pieces through `_TemplateText.join`
/// (one allocation), more through an interpolated literal.
@Suite struct TemplateExpressionTests {
    /// The generated `text` renderer line of a spec whose only notification has `args` and
    /// `template` (and a fixed title).
    func renderedLine(args: String, template: String) throws -> String {
        let yaml = """
            notifications:
              - key: SAMPLE_KEY
                doc: A sample.
                peer: private
                group: messages
                args:
            \(args)
                template: "\(template)"
                title: "Sample"

            """
        let spec = SpecDirectory(providers: [.init(name: "t", files: [SpecFile(displayPath: "Spec/t/spec.yaml", text: yaml)])])
        let output = SpecCompiler().compile([spec])
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        let rendering = try #require(output.files.first { $0.path.hasSuffix("Notification+Rendering.swift") })
        return try #require(rendering.contents.split(separator: "\n").first { $0.contains("case let .sampleKey") }.map(String.init))
    }

    @Test func aCountAloneIsItsDigits() throws {
        let line = try renderedLine(args: "      - {name: count, type: count, doc: How many}", template: "{1}")
        #expect(line.hasSuffix("return count.description"))
    }

    @Test func twoToEightPiecesAreJoined() throws {
        let line = try renderedLine(
            args: "      - {name: author, type: text, doc: Who}\n      - {name: count, type: count, doc: How many}",
            template: "{1} sent {2} \\\"photos\\\"")
        #expect(line.hasSuffix(#"return _TemplateText.join(author, " sent ", count.description, " \"photos\"")"#))
    }

    @Test func moreThanEightPiecesAreInterpolated() throws {
        let args = (1...5).map { "      - {name: a\($0), type: text, doc: Part \($0)}" }.joined(separator: "\n")
        let line = try renderedLine(args: args, template: "{1}-{2}-{3}-{4}-{5}")
        #expect(line.hasSuffix(#"return "\(a1)-\(a2)-\(a3)-\(a4)-\(a5)""#))
    }
}
