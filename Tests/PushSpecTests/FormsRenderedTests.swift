import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import Testing

/// Every form's text in English, Russian and German, for every plural category its numbers take,
/// against `Fixtures/forms-rendered.ndjson`: a fixed file, reviewed by hand once, that the Java
/// suite (`FormsRenderedTest`) reads too, so that a template or translation error cannot hide
/// behind two runtimes that agree. `Fixtures/make-forms-rendered.py` says how it was made.
@Suite struct FormsRenderedTests {
    struct Texts: Decodable, Sendable, Equatable {
        let title: String
        let body: String
        let text: String
    }

    struct Line: Decodable, Sendable, CustomTestStringConvertible {
        let loc_key: String
        let `case`: String
        let peer: String
        let loc_args: [String]
        let en: Texts
        let ru: Texts
        let de: Texts

        var testDescription: String { "\(loc_key) \(loc_args)" }
    }

    static let lines: [Line] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/forms-rendered.ndjson")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }()

    @Test func theFileHoldsEveryFormInEveryCategory() {
        #expect(Self.lines.count == 417, "Fixtures/forms-rendered.ndjson: \(Self.lines.count) lines read")
        let forms = Set(Self.lines.map { "\($0.loc_key) \($0.case)" })
        let catalogForms = TelegramLocKey.allCases.reduce(0) { $0 + $1.descriptor.forms.count }
        #expect(forms.count == catalogForms)
    }

    @Test(arguments: lines)
    func rendersAsTheFileSays(_ line: Line) throws {
        let peer = PeerKind(rawValue: line.peer)
        let notification = try TelegramNotification(locKey: line.loc_key, locArgs: line.loc_args, peer: peer == PeerKind.none ? nil : peer)
        #expect(notification.locArgs == line.loc_args)
        for (locale, expected) in [(TelegramLocale.english, line.en), (TelegramLocale("ru"), line.ru), (TelegramLocale("de"), line.de)] {
            let rendered = try #require(notification.rendered(locale: locale))
            #expect(Texts(title: rendered.title, body: rendered.body, text: rendered.text) == expected, "\(locale)")
        }
    }
}
