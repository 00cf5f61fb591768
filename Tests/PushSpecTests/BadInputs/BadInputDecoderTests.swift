import Foundation
import PushSpec
import PushSpecCatalog
import PushSpecCore
import PushSpecCrypto
import Testing

/// The crypto fixtures the catalogue's `vector:` inputs name, read with Foundation.
struct BadInputVectors: @unchecked Sendable {
    let mtproto: [String: Any]
    let zulip: [String: Any]
    let webpush: [String: Any]

    static let shared = BadInputVectors()

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appending(path: "../../PushSpecCryptoTests/Fixtures").standardizedFileURL

    init() {
        func load(_ name: String) -> [String: Any] {
            guard let data = FileManager.default.contents(atPath: Self.directory.appending(path: "\(name).json").path),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else { return [:] }
            return object
        }
        mtproto = load("mtproto")
        zulip = load("zulip")
        webpush = load("webpush")
    }

    static func base64URL(_ text: String) -> [UInt8]? {
        var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
        return Data(base64Encoded: standard).map { [UInt8]($0) }
    }

    static func json(_ object: Any) throws -> [UInt8] {
        [UInt8](try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]))
    }

    /// `mtproto/NAME`, `zulip/NAME[.apns]`, `webpush/rfc8291.body`, `webpush/aesgcmN.body|encryption|crypto_key`.
    func resolve(_ path: String) throws -> [UInt8] {
        let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw BadInputSyntaxError("bad vector path \(path)") }
        func entry(_ file: [String: Any], _ name: String) -> [String: Any]? {
            for list in ["decrypt_must_fail", "decrypt_ok"] {
                if let found = (file[list] as? [[String: Any]])?.first(where: { $0["name"] as? String == name }) { return found }
            }
            return nil
        }
        switch parts[0] {
        case "mtproto":
            guard let push = entry(mtproto, parts[1])?["push"] else { throw BadInputSyntaxError("no mtproto vector \(parts[1])") }
            return try Self.json(push)
        case "zulip":
            let name = parts[1].split(separator: ".").map(String.init)
            guard let vector = entry(zulip, name[0]), let form = vector[name.count > 1 ? name[1] : "fcm"] else {
                throw BadInputSyntaxError("no zulip vector \(parts[1])")
            }
            return try Self.json(form)
        case "webpush":
            let name = parts[1].split(separator: ".").map(String.init)
            guard name.count == 2 else { throw BadInputSyntaxError("bad web push vector \(parts[1])") }
            let vector: [String: Any]?
            if name[0] == "rfc8291" {
                vector = webpush["rfc8291_aes128gcm"] as? [String: Any]
            } else if name[0].hasPrefix("aesgcm"), let index = Int(name[0].dropFirst(6)) {
                vector = (webpush["aesgcm_legacy"] as? [[String: Any]]).flatMap { index < $0.count ? $0[index] : nil }
            } else {
                vector = nil
            }
            switch name[1] {
            case "body":
                guard let text = vector?["body"] as? String, let body = Self.base64URL(text) else {
                    throw BadInputSyntaxError("no web push body \(parts[1])")
                }
                return body
            case "encryption", "crypto_key":
                guard let text = vector?[name[1] == "encryption" ? "encryption_header" : "crypto_key_header"] as? String else {
                    throw BadInputSyntaxError("no web push header \(parts[1])")
                }
                return Array(text.utf8)
            default:
                throw BadInputSyntaxError("bad web push vector \(parts[1])")
            }
        default:
            throw BadInputSyntaxError("unknown vector file \(parts[0])")
        }
    }

    /// The fixture keyring of the catalogue (see BAD-INPUTS.md).
    func keyring(zulipAccount: (realm: String, userID: Int64)? = nil) throws -> PushKeyring {
        var keyring = PushKeyring()
        for (index, entry) in (mtproto["keyring"] as? [[String: Any]] ?? []).enumerated() {
            let secret = try #require((entry["secret"] as? String).flatMap(Self.base64URL))
            keyring.add(.init(key: try TelegramPushKey(secret: secret), account: "account-\(index)"))
        }
        for entry in zulip["keys"] as? [[String: Any]] ?? [] {
            let id = try #require((entry["push_key_id"] as? NSNumber).flatMap { UInt32(exactly: $0.int64Value) })
            let key = try #require((entry["push_key"] as? String).flatMap { Data(base64Encoded: $0) })
            keyring.add(
                .init(
                    id: id, key: try ZulipPushKey(pushKey: [UInt8](key)), realmURL: zulipAccount?.realm,
                    userID: zulipAccount?.userID))
        }
        var receivers: [[String: Any]] = []
        if let rfc8291 = webpush["rfc8291_aes128gcm"] as? [String: Any] { receivers.append(rfc8291) }
        receivers += webpush["aesgcm_legacy"] as? [[String: Any]] ?? []
        for receiver in receivers {
            let privateKey = try #require((receiver["ua_private"] as? String).flatMap(Self.base64URL))
            let auth = try #require((receiver["auth_secret"] as? String).flatMap(Self.base64URL))
            keyring.add(PushKeyring.WebPushEntry(keys: try WebPushKeys(privateKey: privateKey, authSecret: auth)))
        }
        return keyring
    }
}

/// The catalogue's rows for the runtime layers, each through `PushDecoder` as BAD-INPUTS.md says.
@Suite struct BadInputDecoderTests {
    static let decoderLayers: Set<String> = ["json", "envelope", "mtproto", "webpush", "zulip", "receiver-id"]

    @Test func theCatalogueIsWellFormed() {
        let (rows, problems) = BadInputCatalogue.parsed
        #expect(problems == [])
        #expect(rows.count >= 60)
        var seen: Set<String> = []
        for row in rows {
            #expect(seen.insert(row.id).inserted, "duplicate id \(row.id)")
        }
        #expect(Set(rows.map(\.layer)) == BadInputCatalogue.layers, "every layer has rows")
        #expect(BadInputVectors.shared.mtproto.isEmpty == false && BadInputVectors.shared.zulip.isEmpty == false)
    }

    /// Every `decrypt_must_fail` vector of the MTProto and Zulip fixtures has its row (web push's
    /// fixture has no such list; its failures are made from the RFC examples).
    @Test func everyMustFailVectorIsCatalogued() {
        let inputs = Set(BadInputCatalogue.rows.map(\.input))
        for (file, name) in [("mtproto", BadInputVectors.shared.mtproto), ("zulip", BadInputVectors.shared.zulip)] {
            let vectors = (name["decrypt_must_fail"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            #expect(!vectors.isEmpty)
            for vector in vectors {
                #expect(inputs.contains("vector:\(file)/\(vector)"), "no row for \(file) vector \(vector)")
            }
        }
    }

    @Test(arguments: BadInputCatalogue.rows(in: decoderLayers))
    func row(_ row: BadInputRow) throws {
        let location = SourceLocation(fileID: "PushSpecTests/BAD-INPUTS.md", filePath: BadInputCatalogue.url.path, line: row.line, column: 1)
        let vectors = BadInputVectors.shared
        let request = try BadInputExpression(vector: vectors.resolve).evaluate(row.input).request
        if request.parseOnly {
            do {
                _ = try JSONValue(parsing: request.bytes)
                Issue.record("\(row.id): parsed", sourceLocation: location)
            } catch {
                Self.expectError(code: "invalid_json", description: error.description, row: row, at: location)
            }
            return
        }
        if row.layer == "receiver-id" {
            do {
                let id = try PushDecoder.receiverID(of: request.bytes)
                #expect(row.expected == ["ok: \(id)"], "\(row.id): receiver id \(id)", sourceLocation: location)
            } catch {
                Self.expectError(code: error.code, description: error.description, row: row, at: location)
            }
            return
        }
        let keyring = request.withoutKeys ? PushKeyring() : try vectors.keyring(zulipAccount: request.zulipAccount)
        let decoder = PushDecoder(keyring: keyring)
        let result: Result<DecodedPush, PushError>
        do throws(PushError) {
            if row.layer == "webpush" {
                result = .success(
                    try decoder.decode(webPushBody: request.bytes, encryption: request.encryption, cryptoKey: request.cryptoKey))
            } else {
                result = .success(try decoder.decode(request.bytes))
            }
        } catch {
            result = .failure(error)
        }
        switch result {
        case let .success(push):
            Self.expectSuccess(push, row: row, at: location)
        case let .failure(error):
            Self.expectError(code: error.code, description: error.description, row: row, at: location)
            // The receiver id reads JSON with the same limits and the same texts.
            if row.layer == "json", ["invalid_json", "too_large"].contains(error.code) {
                do {
                    let id = try PushDecoder.receiverID(of: request.bytes)
                    Issue.record("\(row.id): receiver id \(id) for input the decoder refused", sourceLocation: location)
                } catch {
                    #expect(error.code == Self.split(row.expected[0]).code, "\(row.id)", sourceLocation: location)
                    #expect(error.description == Self.split(row.expected[0]).description, "\(row.id)", sourceLocation: location)
                }
            }
        }
    }

    /// `CODE` or `CODE: DESCRIPTION`.
    static func split(_ expected: String) -> (code: String, description: String?) {
        guard let colon = expected.range(of: ": ") else { return (expected, nil) }
        let code = String(expected[..<colon.lowerBound])
        guard code.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "_" }) else { return (expected, nil) }
        return (code, String(expected[colon.upperBound...]))
    }

    static func expectError(code: String, description: String, row: BadInputRow, at location: SourceLocation) {
        let expected = split(row.expected[0])
        guard expected.code != "ok", !row.expected[0].hasPrefix("ok:") else {
            Issue.record("\(row.id): expected success, got \(code): \(description)", sourceLocation: location)
            return
        }
        #expect(row.expected.count == 1, "\(row.id): an error row has one expectation", sourceLocation: location)
        #expect(code == expected.code, "\(row.id): \(description)", sourceLocation: location)
        if let text = expected.description {
            #expect(description == text, "\(row.id)", sourceLocation: location)
        }
    }

    static func expectSuccess(_ push: DecodedPush, row: BadInputRow, at location: SourceLocation) {
        guard row.expected.first == "ok" else {
            Issue.record("\(row.id): expected \(row.expected[0]), decoded \(push)", sourceLocation: location)
            return
        }
        let telegram: TelegramPush? = if case let .telegram(push) = push { push } else { nil }
        for assertion in row.expected.dropFirst() {
            let (name, value) = split(assertion)
            switch name {
            case "text":
                let text = try? BadInputExpression.Parser.decodeJSONString(value ?? "")
                #expect(text != nil && push.text == text, "\(row.id): text \(push.text as Any)", sourceLocation: location)
            case "problem":
                let problems = telegram?.fields.problems.map(\.description) ?? []
                #expect(problems.contains(value ?? ""), "\(row.id): problems \(problems)", sourceLocation: location)
            case "invalid_arguments":
                guard case let .invalidArguments(error)? = telegram?.content else {
                    Issue.record("\(row.id): content \(telegram?.content as Any)", sourceLocation: location)
                    continue
                }
                #expect(error.description == value, "\(row.id)", sourceLocation: location)
            case "invalid_service":
                guard case let .invalidService(error)? = telegram?.content else {
                    Issue.record("\(row.id): content \(telegram?.content as Any)", sourceLocation: location)
                    continue
                }
                #expect(error.description == value, "\(row.id)", sourceLocation: location)
            case "unknown":
                guard case let .notification(.unknown(locKey, _))? = telegram?.content else {
                    Issue.record("\(row.id): content \(telegram?.content as Any)", sourceLocation: location)
                    continue
                }
                #expect(locKey == value, "\(row.id)", sourceLocation: location)
            case "empty":
                #expect(telegram?.content == .empty, "\(row.id): content \(telegram?.content as Any)", sourceLocation: location)
            case "refused":
                guard case .refused? = telegram?.content else {
                    Issue.record("\(row.id): content \(telegram?.content as Any)", sourceLocation: location)
                    continue
                }
            case "receiver_id":
                #expect(String(push.receiverID) == value, "\(row.id)", sourceLocation: location)
            case "fetch":
                guard case let .required(reason)? = telegram?.fetch else {
                    Issue.record("\(row.id): fetch \(telegram?.fetch as Any)", sourceLocation: location)
                    continue
                }
                #expect(reason.rawValue == value, "\(row.id)", sourceLocation: location)
            default:
                Issue.record("\(row.id): unknown assertion '\(assertion)'", sourceLocation: location)
            }
        }
    }
}
