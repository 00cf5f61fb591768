import Foundation
import PushSpecCompiler
import PushSpecGenTools
import Testing

/// The two forms of the report, and the bump each mix of severities requires.
@Suite struct APIDiffReportTests {
    /// The diff of the base spec with MESSAGE_TEXT's template changed (a text with quotes and a
    /// backslash) and a token type added.
    func diff() -> APIDiff {
        var files = APIDiffSpecs.base
        files["telegram/notifications.yaml"] = files["telegram/notifications.yaml"]?
            .replacingOccurrences(of: #"template: "{1}: {2}""#, with: #"template: "{1} wrote \"{2}\" \\o/""#)
        files["telegram/fields.yaml"] = files["telegram/fields.yaml"]?
            .replacingOccurrences(of: "{value: 2, name: fcm, doc: FCM}\n", with: "{value: 2, name: fcm, doc: FCM}\n      - {value: 10, name: webPush, doc: Web push}\n")
        let compiler = SpecCompiler()
        let edited = compiler.compile([APIDiffSpecs.directory(files)])
        #expect(!edited.hasErrors, "\(edited.diagnostics.map(\.description))")
        return APIDiff(old: compiler.compile([APIDiffSpecs.directory(APIDiffSpecs.base)]).model, new: edited.model)
    }

    @Test func textReport() {
        #expect(diff().textReport == """
            additive  TokenType     case TelegramTokenType.webPush = 10 added
            cosmetic  MESSAGE_TEXT  case TelegramNotification.messageText: template "{author}: {body}" → "{author} wrote "{body}" \\o/"

            0 breaking, 1 additive, 1 cosmetic
            bump: minor

            """)
    }

    @Test func jsonReport() throws {
        let json = diff().jsonReport
        #expect(json == #"""
            {"changes":[{"severity":"additive","loc_key":"TokenType","what":"case TelegramTokenType.webPush = 10 added"},{"severity":"cosmetic","loc_key":"MESSAGE_TEXT","what":"case TelegramNotification.messageText: template \"{author}: {body}\" → \"{author} wrote \"{body}\" \\o/\""}],"bump":"minor"}

            """#)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let changes = try #require(object["changes"] as? [[String: String]])
        #expect(changes.last?["what"] == #"case TelegramNotification.messageText: template "{author}: {body}" → "{author} wrote "{body}" \o/""#)
    }

    @Test func noChanges() {
        let model = SpecCompiler().compile([APIDiffSpecs.directory(APIDiffSpecs.base)]).model
        let diff = APIDiff(old: model, new: model)
        #expect(diff.changes.isEmpty)
        #expect(diff.textReport == "no changes to the generated API\nbump: none\n")
        #expect(diff.jsonReport == "{\"changes\":[],\"bump\":\"none\"}\n")
    }

    @Test(arguments: [
        ([], SemanticVersionBump.none),
        ([.cosmetic], .patch),
        ([.cosmetic, .additive], .minor),
        ([.additive, .breaking, .cosmetic], .major),
    ] as [([APIChange.Severity], SemanticVersionBump)])
    func bump(severities: [APIChange.Severity], expected: SemanticVersionBump) {
        let changes = severities.map { APIChange(severity: $0, locKey: "KEY", what: "something") }
        #expect(SemanticVersionBump(changes: changes) == expected)
    }
}
