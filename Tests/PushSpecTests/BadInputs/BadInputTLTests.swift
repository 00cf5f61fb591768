import Foundation
import PushSpec
import PushSpecCore
import Testing

/// The `tl` rows of `Tests/BAD-INPUTS.md`: damaged `attachb64` bytes, each a typed error of the
/// attachment alone, never of the push.
@Suite struct BadInputTLTests {
    @Test func thereAreTLRows() {
        #expect(BadInputCatalogue.rows(in: ["tl"]).count == 18)
    }

    @Test(arguments: BadInputCatalogue.rows(in: ["tl"]))
    func row(_ row: BadInputRow) throws {
        let location = SourceLocation(fileID: "PushSpecTests/BAD-INPUTS.md", filePath: BadInputCatalogue.url.path, line: row.line, column: 1)
        let bytes = try BadInputExpression(vector: BadInputVectors.shared.resolve).evaluate(row.input).request.bytes
        let json = #"{"loc_key":"MESSAGE_PHOTO","loc_args":["A"],"custom":{"from_id":"1","attachb64":"\#(Base64.encodeURL(bytes))"}}"#
        guard case let .telegram(push) = try PushDecoder().decode(Array(json.utf8)) else {
            Issue.record("\(row.id): not a Telegram push", sourceLocation: location)
            return
        }
        #expect(push.text == "A sent you a photo", "\(row.id): the push itself", sourceLocation: location)
        switch push.attachment {
        case .success(let attachment)?:
            #expect(row.expected.first == "ok", "\(row.id): decoded \(attachment.tlJSON)", sourceLocation: location)
            for assertion in row.expected.dropFirst() {
                let type = try JSONValue(parsing: attachment.tlJSON)["@type"]?.stringValue
                #expect(assertion == "@type: \(type ?? "")", "\(row.id)", sourceLocation: location)
            }
        case .failure(let error)?:
            #expect(row.expected == ["\(error.code): \(error.description)"], "\(row.id)", sourceLocation: location)
        case nil:
            Issue.record("\(row.id): no attachment", sourceLocation: location)
        }
    }
}
