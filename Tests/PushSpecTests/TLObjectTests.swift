import Foundation
import PushSpec
import Testing

/// The generated TL readers against objects serialized by an independent serializer, Telethon
/// 1.45.0 (`Fixtures/TL/objects.jsonl`, made by `Fixtures/TL/make-fixtures.py`): every constructor
/// of the schema's closure, every flag set and unset.
struct TLFixture: Sendable, CustomTestStringConvertible {
    let name: String
    let root: String
    let bytes: [UInt8]
    /// The expected TL JSON, as text.
    let json: String
    var testDescription: String { name }

    static let all = load("objects.jsonl")

    /// The rows of a file of `Fixtures/TL/`.
    static func load(_ file: String) -> [TLFixture] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/TL/\(file)")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                let name = object["name"] as? String, let root = object["root"] as? String,
                let tl = object["tl"] as? String, let bytes = Data(base64Encoded: tl), let json = object["json"],
                let jsonData = try? JSONSerialization.data(withJSONObject: json)
            else { return nil }
            return TLFixture(name: name, root: root, bytes: Array(bytes), json: String(decoding: jsonData, as: UTF8.self))
        }
    }

    /// Reads the bytes as the root type and writes TL JSON.
    func decode(_ bytes: [UInt8]) throws(TLDecodingError) -> String {
        switch root {
        case "Photo": try TelegramAPI.Photo(tlBytes: bytes).tlJSON
        case "Document": try TelegramAPI.Document(tlBytes: bytes).tlJSON
        default: try TelegramAPI.Updates(tlBytes: bytes).tlJSON
        }
    }
}

/// Two JSON texts as Foundation objects, which compare by value.
func jsonObject(_ text: String) -> NSObject? {
    try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject
}

@Suite struct TLObjectTests {
    @Test func fixturesArePresent() {
        #expect(TLFixture.all.count == 25)
    }

    @Test(arguments: TLFixture.all)
    func decodesAsTelethonSerialized(_ fixture: TLFixture) throws {
        let decoded = try fixture.decode(fixture.bytes)
        let expected = try #require(jsonObject(fixture.json))
        #expect(jsonObject(decoded) == expected, "\(decoded)")
    }

    /// TL is prefix-free: no strict prefix of an object is an object, so every one is an error
    /// (and never a trap), and so is a byte more.
    @Test(arguments: TLFixture.all)
    func everyTruncationAndAnExtraByteAreErrors(_ fixture: TLFixture) {
        for count in 0..<fixture.bytes.count {
            #expect(throws: TLDecodingError.self) { try fixture.decode(Array(fixture.bytes.prefix(count))) }
        }
        #expect(throws: TLDecodingError.trailingBytes(count: 4, offset: fixture.bytes.count)) {
            try fixture.decode(fixture.bytes + [0, 0, 0, 0])
        }
    }

    @Test func unknownConstructorNamesTheIDTypeAndOffset() {
        // photo#fb197a65 with its first size's id changed to 0xdeadbeef.
        guard let typical = TLFixture.all.first(where: { $0.name == "photo-typical" }) else {
            Issue.record("no photo-typical fixture")
            return
        }
        // The sizes vector follows flags, id, access_hash, file_reference and date; find its id.
        let vectorID: [UInt8] = [0x15, 0xc4, 0xb5, 0x1c]
        guard let at = (0...(typical.bytes.count - 4)).first(where: { Array(typical.bytes[$0..<($0 + 4)]) == vectorID })
        else {
            Issue.record("no vector in photo-typical")
            return
        }
        var bytes = typical.bytes
        bytes.replaceSubrange((at + 8)..<(at + 12), with: [0xef, 0xbe, 0xad, 0xde])
        #expect(throws: TLDecodingError.unknownConstructor(id: 0xdead_beef, type: "PhotoSize", offset: at + 8)) {
            try TelegramAPI.Photo(tlBytes: bytes)
        }
    }

    @Test func lengthsAndCountsAreCheckedAgainstTheBytesLeft() {
        // photoEmpty#2331b22d id:long, then a vector of 2^31 elements: refused before reserving.
        let vector: [UInt8] = [0x15, 0xc4, 0xb5, 0x1c, 0x00, 0x00, 0x00, 0x80]
        var reader = _TLReader(vector)
        #expect(throws: TLDecodingError.truncated(offset: 4)) { try reader.vectorCount() }
        // A string whose three-byte length (0xffffff) runs past the end.
        var long = _TLReader([254, 0xff, 0xff, 0xff, 1, 2, 3, 4])
        #expect(throws: TLDecodingError.truncated(offset: 0)) { try long.string() }
        // 255 is not a length form.
        var invalid = _TLReader([255, 0, 0, 0])
        #expect(throws: TLDecodingError.invalidLength(offset: 0)) { try invalid.bytesValue() }
    }

    @Test func nestingIsLimited() {
        // inputPeerUserFromMessage#a87b0a1c peer:InputPeer msg_id:int user_id:long, nested 40 deep.
        let nested: [UInt8] = [0x1c, 0x0a, 0x7b, 0xa8]
        let bytes = Array(Array(repeating: nested, count: 40).joined())
        #expect(throws: TLDecodingError.tooDeep(offset: 4 * 32)) { try TelegramAPI.InputPeer(tlBytes: bytes) }
    }

    @Test func stringsFollowTLsLengthForms() throws {
        // From TL's definition: one length byte, then padding to four; 254 and a three-byte length.
        var short = _TLReader([3, 0x61, 0x62, 0x63, 0xAA])
        #expect(try short.string() == "abc")
        #expect(short.offset == 4)
        var long = _TLReader([254, 0x01, 0x01, 0x00] + Array(repeating: 0x78, count: 257) + [0, 0, 0])
        #expect(try long.string() == String(repeating: "x", count: 257))
        #expect(long.offset == 264)
    }
}
