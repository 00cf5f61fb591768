import Foundation
import PushSpec
import Testing

/// `attachb64`, `updates` and `mtpeer` through a whole push: the objects Telethon serialized
/// (`Fixtures/TL/`), carried as a push carries them, decoded beside the notification.
@Suite struct TelegramAttachmentTests {
    static let attachments = TLFixture.all.filter { $0.root != "Updates" } + TLFixture.load("gzip-packed.jsonl").filter { $0.root != "Updates" }
    static let updates = TLFixture.all.filter { $0.root == "Updates" } + TLFixture.load("gzip-packed.jsonl").filter { $0.root == "Updates" }

    static func base64url(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    static func push(_ json: String) throws -> TelegramPush {
        guard case let .telegram(push) = try PushDecoder().decode(Array(json.utf8)) else {
            throw TLDecodingError.badBase64
        }
        return push
    }

    static func photoPush(attachb64: String) throws -> TelegramPush {
        try push(#"{"loc_key":"MESSAGE_PHOTO","loc_args":["Alice"],"custom":{"from_id":"7","msg_id":"9","attachb64":"\#(attachb64)"}}"#)
    }

    @Test func gzipPackedFixturesArePresent() {
        #expect(Self.attachments.count == 14)
        #expect(Self.updates.count == 14)
    }

    @Test(arguments: attachments)
    func attachmentDecodesBesideTheNotification(_ fixture: TLFixture) throws {
        let push = try Self.photoPush(attachb64: Self.base64url(fixture.bytes))
        let attachment = try #require(push.attachment).get()
        #expect(jsonObject(attachment.tlJSON) == jsonObject(fixture.json))
        #expect(push.notification?.text == "Alice sent you a photo")
    }

    @Test(arguments: updates)
    func updatesDecode(_ fixture: TLFixture) throws {
        let json = #"{"loc_key":"PHONE_CALL_REQUEST","loc_args":["Bob"],"custom":{"from_id":"7","call_id":"1","updates":"\#(Self.base64url(fixture.bytes))"}}"#
        let push = try Self.push(json)
        let updates = try #require(push.updates).get()
        #expect(jsonObject(updates.tlJSON) == jsonObject(fixture.json))
    }

    /// The call of the fixture PHONE_CALL_REQUEST carries: its fields as Telethon wrote them.
    @Test func callRequestIsThePhoneCallRequested() throws {
        let fixture = try #require(TLFixture.all.first { $0.name == "updateShort: phoneCallRequested, as PHONE_CALL_REQUEST carries it" })
        let expected = try #require(jsonObject(fixture.json) as? [String: Any])
        let call = try #require((expected["update"] as? [String: Any])?["phone_call"] as? [String: Any])
        let json = #"{"loc_key":"PHONE_CALL_REQUEST","loc_args":["Bob"],"custom":{"from_id":"7","updates":"\#(Self.base64url(fixture.bytes))"}}"#
        let request = try #require(try Self.push(json).callRequest)
        #expect(String(request.id) == call["id"] as? String)
        #expect(String(request.accessHash) == call["access_hash"] as? String)
        #expect(request.video == call["video"] as? Bool)
        #expect(Data(request.gAHash).base64EncodedString() == call["g_a_hash"] as? String)
        let protocolJSON = try #require(call["protocol"] as? [String: Any])
        guard case .phoneCallProtocol(let callProtocol) = request.protocol else {
            Issue.record("not a phoneCallProtocol: \(request.protocol)")
            return
        }
        #expect(Int(callProtocol.maxLayer) == protocolJSON["max_layer"] as? Int)
        #expect(callProtocol.libraryVersions == protocolJSON["library_versions"] as? [String])
    }

    /// photo-typical: a stripped size and three others (m 320×240, x 800×600, y 1280×960).
    @Test func bestSizeAndFileLocation() throws {
        let fixture = try #require(TLFixture.all.first { $0.name == "photo-typical" })
        let expected = try #require(jsonObject(fixture.json) as? [String: Any])
        let attachment = try TelegramAttachment(tlBytes: fixture.bytes)
        #expect(attachment.bestSize(width: 300, height: 200)?.type == "m")
        #expect(attachment.bestSize(width: 320, height: 241)?.type == "x")
        #expect(attachment.bestSize(width: 1000, height: 700)?.type == "y")
        #expect(attachment.bestSize(width: 5000, height: 5000)?.type == "y")
        let size = try #require(attachment.bestSize(width: 300, height: 200))
        let location = try #require(attachment.fileLocation(size: size))
        #expect(location.kind == .photo)
        #expect(location.thumbSize == "m")
        #expect(String(location.id) == expected["id"] as? String)
        #expect(String(location.accessHash) == expected["access_hash"] as? String)
        #expect(Int(location.dcID) == expected["dc_id"] as? Int)
        #expect(Data(location.fileReference).base64EncodedString() == expected["file_reference"] as? String)
    }

    /// The stripped size of photo-typical, expanded as Telethon expands it (`thumbnails.jsonl`).
    @Test func strippedThumbnailIsTelethonsJPEG() throws {
        let fixture = try #require(TLFixture.all.first { $0.name == "photo-typical" })
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/TL/thumbnails.jsonl")
        let line = try #require(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").first { $0.contains(#""photo-typical""#) })
        let row = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let jpeg = try #require((row["jpeg"] as? String).flatMap { Data(base64Encoded: $0) })
        let attachment = try TelegramAttachment(tlBytes: fixture.bytes)
        #expect(attachment.strippedThumbnail.map { Data($0.jpeg) } == jpeg)
    }

    /// A damaged attachment is an error of its own; the notification is unaffected.
    @Test func damagedAttachmentsKeepThePush() throws {
        let fixture = try #require(TLFixture.all.first { $0.name == "photo-typical" })
        let truncated = try Self.photoPush(attachb64: Self.base64url(Array(fixture.bytes.prefix(40))))
        #expect(truncated.attachment.map { if case .failure(.truncated) = $0 { true } else { false } } == true)
        #expect(truncated.notification?.text == "Alice sent you a photo")
        let notBase64 = try Self.photoPush(attachb64: "not base64!")
        #expect(notBase64.attachment.map { if case .failure(.badBase64) = $0 { true } else { false } } == true)
        #expect(notBase64.notification?.text == "Alice sent you a photo")
        // A gzip_packed whose data is not gzip.
        let badGzip: [UInt8] = [0xa1, 0xcf, 0x72, 0x30, 3, 1, 2, 3]
        let packed = try Self.photoPush(attachb64: Self.base64url(badGzip))
        #expect(packed.attachment.map { if case .failure(.badCompressedData) = $0 { true } else { false } } == true)
        let none = try Self.push(#"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice","hi"],"custom":{"from_id":"7"}}"#)
        #expect(none.attachment == nil)
        #expect(none.updates == nil)
    }

    /// A gzip bomb: 2 MiB of zeros, refused at the limit.
    @Test func inflatingIsBounded() throws {
        let zeros = [UInt8](repeating: 0, count: 2 << 20)
        let compressed = try #require(gzip(zeros))
        var packed: [UInt8] = [0xa1, 0xcf, 0x72, 0x30, 254]
        packed += [UInt8(compressed.count & 0xff), UInt8(compressed.count >> 8 & 0xff), UInt8(compressed.count >> 16)]
        packed += compressed + [UInt8](repeating: 0, count: (4 - compressed.count % 4) % 4)
        let push = try Self.photoPush(attachb64: Self.base64url(packed))
        #expect(push.attachment.map { if case .failure(.tooLarge(limit: 1 << 20)) = $0 { true } else { false } } == true)
    }

    /// seed 002's first example's `mtpeer`.
    @Test func mtpeerIsTyped() throws {
        let json = #"{"loc_key":"MESSAGE_TEXT","loc_args":["Alice","hi"],"custom":{"from_id":"7","mtpeer":{"ah":"-1234567","ph":{"volume_id":"987654321","local_id":"98765","secret":"998877665544332211","file_reference":"ABCDEFGHIJKLMNOPQRSTUVWXYZ","dc_id":6,"_":"fileLocation"}}}}"#
        let info = try #require(try Self.push(json).senderInfo)
        #expect(info.accessHash == -1_234_567)
        #expect(info.photo == TelegramLegacyFileLocation(
            dcID: 6, volumeID: 987_654_321, localID: 98765, secret: 998_877_665_544_332_211,
            fileReference: "ABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    }

    /// The bytes compressed by the gzip command (`gzip -c -n`): an independent compressor.
    func gzip(_ bytes: [UInt8]) -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gzip", "-c", "-n"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        guard (try? process.run()) != nil else { return nil }
        let writer = Thread {
            input.fileHandleForWriting.write(Data(bytes))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Array(data)
    }
}
