import Foundation
import PushSpec
import Testing

/// A stripped thumbnail and the JPEG file Telethon 1.45.0's `stripped_photo_to_jpg` makes of it
/// (`Fixtures/TL/thumbnails.jsonl`, see `Fixtures/README.md`).
struct ThumbnailCase: Sendable, CustomTestStringConvertible {
    let name: String
    let stripped: [UInt8]
    let jpeg: [UInt8]
    var testDescription: String { name }

    static let all: [ThumbnailCase] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appending(path: "Fixtures/TL/thumbnails.jsonl")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let row = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String],
                let name = row["name"],
                let stripped = row["stripped"].flatMap({ Data(base64Encoded: $0) }),
                let jpeg = row["jpeg"].flatMap({ Data(base64Encoded: $0) })
            else { return nil }
            return ThumbnailCase(name: name, stripped: [UInt8](stripped), jpeg: [UInt8](jpeg))
        }
    }()
}

/// The height and width in a JPEG file's SOF0 segment, found by walking its marker segments.
private func frameSize(of jpeg: [UInt8]) -> (height: Int, width: Int)? {
    var offset = 2  // after SOI
    while offset + 9 <= jpeg.count, jpeg[offset] == 0xFF {
        let marker = jpeg[offset + 1]
        if marker == 0xC0 {
            return (Int(jpeg[offset + 5]) << 8 | Int(jpeg[offset + 6]), Int(jpeg[offset + 7]) << 8 | Int(jpeg[offset + 8]))
        }
        if marker == 0xDA { return nil }  // SOS: the frame header would have come before
        offset += 2 + (Int(jpeg[offset + 2]) << 8 | Int(jpeg[offset + 3]))
    }
    return nil
}

@Suite("Stripped thumbnails")
struct StrippedThumbnailTests {
    @Test func fixturesAreThere() {
        #expect(ThumbnailCase.all.count == 11)
        #expect(ThumbnailCase.all.contains { $0.name == "photo-typical" })
    }

    @Test("Expands to Telethon's JPEG, byte for byte", arguments: ThumbnailCase.all)
    func expandsLikeTelethon(_ fixture: ThumbnailCase) throws {
        let thumbnail = try StrippedThumbnail(strippedBytes: fixture.stripped)
        #expect(thumbnail.jpeg == fixture.jpeg)
        #expect(thumbnail.strippedBytes == fixture.stripped)
    }

    @Test("A complete JPEG file whose frame has the stripped bytes' size", arguments: ThumbnailCase.all)
    func completeFileOfTheRightSize(_ fixture: ThumbnailCase) throws {
        let jpeg = try StrippedThumbnail(strippedBytes: fixture.stripped).jpeg
        #expect(jpeg.prefix(2) == [0xFF, 0xD8])
        #expect(jpeg.suffix(2) == [0xFF, 0xD9])
        let size = try #require(frameSize(of: jpeg))
        #expect(size.height == Int(fixture.stripped[1]))
        #expect(size.width == Int(fixture.stripped[2]))
        #expect(frameSize(of: fixture.jpeg)?.height == size.height)
        #expect(frameSize(of: fixture.jpeg)?.width == size.width)
    }

    @Test func heightIsByteOneAndWidthByteTwo() throws {
        let portrait = try StrippedThumbnail(strippedBytes: [1, 40, 30])
        #expect(portrait.height == 40)
        #expect(portrait.width == 30)
        // The 30x40 fixture was made from a 30-wide, 40-tall image.
        let fixture = try #require(ThumbnailCase.all.first { $0.name == "30x40 portrait" })
        #expect(Array(fixture.stripped.prefix(3)) == [1, 40, 30])
    }

    @Test(arguments: [[], [1], [1, 40]] as [[UInt8]])
    func tooShort(_ bytes: [UInt8]) {
        #expect(throws: StrippedThumbnailError.tooShort(byteCount: bytes.count)) {
            try StrippedThumbnail(strippedBytes: bytes)
        }
    }

    @Test(arguments: [[0, 30, 40], [2, 30, 40, 0xAB], [0xFF, 0xD8, 0xFF]] as [[UInt8]])
    func unknownFormat(_ bytes: [UInt8]) {
        #expect(throws: StrippedThumbnailError.unknownFormat(bytes[0])) {
            try StrippedThumbnail(strippedBytes: bytes)
        }
    }
}
