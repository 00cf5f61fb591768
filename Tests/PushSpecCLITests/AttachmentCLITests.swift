import Foundation
import PushSpecCore
import Testing

/// `render --json` of `Examples/payloads/telegram-attachments.ndjson`: the TL objects of
/// `attachb64` and `updates` as the independent serializer's fixtures write them
/// (`Tests/PushSpecTests/Fixtures/TL/`), the thumbnail as it expands it, a damaged one as an error.
@Suite(.serialized) struct AttachmentCLITests {
    /// A fixture file's rows by name.
    static func rows(_ file: String) throws -> [String: [String: Any]] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../PushSpecTests/Fixtures/TL/\(file)").standardizedFileURL
        var rows: [String: [String: Any]] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            if let row = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], let name = row["name"] as? String {
                rows[name] = row
            }
        }
        return rows
    }

    static func object(_ value: Any?) -> NSObject? {
        guard let value, let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]) else { return nil }
        return try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? NSObject
    }

    @Test func renderJSONDecodesAttachmentsAndUpdates() throws {
        let result = try PushSpecProcess.run(["render", "--json", "Examples/payloads/telegram-attachments.ndjson"])
        #expect(result.status == 0, "\(result.errors)")
        let lines = try result.lines.map { line in try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]) }
        try #require(lines.count == 5)
        let objects = try Self.rows("objects.jsonl")
        let thumbnails = try Self.rows("thumbnails.jsonl")

        #expect(Self.object(lines[0]["attachment"]) == Self.object(objects["photo-typical"]?["json"]))
        #expect(lines[0]["attachment_thumbnail"] as? String == thumbnails["photo-typical"]?["jpeg"] as? String)
        #expect(lines[0]["body"] as? String == "Alice Example sent you a photo")

        #expect(Self.object(lines[1]["attachment"]) == Self.object(objects["document: a voice message"]?["json"]))
        #expect(lines[1]["attachment_thumbnail"] == nil)

        let call = objects["updateShort: phoneCallRequested, as PHONE_CALL_REQUEST carries it"]
        #expect(Self.object(lines[2]["updates"]) == Self.object(call?["json"]))

        // gzip_packed: the same photo.
        #expect(Self.object(lines[3]["attachment"]) == Self.object(objects["photo-typical"]?["json"]))

        // Truncated: an error of its own, the rest of the line as usual, the raw field kept.
        let error = try #require(lines[4]["attachment_error"] as? [String: Any])
        #expect(error["code"] as? String == "truncated")
        #expect(lines[4]["attachment"] == nil)
        #expect(lines[4]["body"] as? String == "Eve sent you a photo")
        #expect((lines[4]["custom"] as? [String: Any])?["attachb64"] is String)
        #expect(lines[4]["error"] == nil)
    }
}
