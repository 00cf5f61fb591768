import Benchmark
import Foundation
import PushSpec
import PushSpecCore

/// A push's TL objects: `photo-typical` of the Telethon fixtures (`Tests/PushSpecTests/Fixtures/TL/`),
/// a photo with a stripped size and three others (m 320×240, x 800×600, y 1280×960), 376 bytes.
func registerAttachmentBenchmarks() {
    // attachb64's bytes (base64url-decoded) → TelegramAttachment, every field typed.
    Benchmark("attachment decode, typical photo") { (benchmark: Benchmark, bytes: [UInt8]) in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try TelegramAttachment(tlBytes: bytes))
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        try AttachmentFixture.typicalPhoto()
    }

    // Its stripped size → a whole JPEG.
    Benchmark("attachment thumbnail expand") { (benchmark: Benchmark, stripped: [UInt8]) in
        for _ in benchmark.scaledIterations {
            do {
                blackHole(try StrippedThumbnail(strippedBytes: stripped).jpeg)
            } catch {
                blackHole(error)
            }
        }
    } setup: {
        let attachment = try TelegramAttachment(tlBytes: AttachmentFixture.typicalPhoto())
        for size in attachment.sizes {
            if case .photoStrippedSize(let stripped) = size { return stripped.bytes }
        }
        throw AttachmentFixture.Missing()
    }
}

enum AttachmentFixture {
    struct Missing: Error {}

    /// The fixture's bytes.
    static func typicalPhoto() throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "../../../Tests/PushSpecTests/Fixtures/TL/objects.jsonl").standardizedFileURL
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
            let row = try JSONValue(parsing: String(line))
            if row["name"]?.stringValue == "photo-typical", let tl = row["tl"]?.stringValue, let bytes = Base64.decodeStandard(tl) {
                return bytes
            }
        }
        throw Missing()
    }
}
