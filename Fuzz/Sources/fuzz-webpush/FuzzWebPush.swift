import FuzzCrypto
import FuzzSupport
import PushSpec
import PushSpecCore
import PushSpecCrypto

// Web push decryption (RFC 8291 aes128gcm and the legacy aesgcm) with fixed receiver keys
// (webpush.json's receivers and the example keyring's; see FuzzKeys.webPushKeys).
//
// The first byte picks a mode (its value modulo 5); in modes 0-2 the next byte picks the key:
//   0  the rest is an aes128gcm body: WebPush.decryptAES128GCM;
//   1  headers fuzzed too: the rest is `Encryption` value, `\n`, `Crypto-Key` value, `\n`, body:
//      WebPush.decryptAESGCM, and PushDecoder.decode(webPushBody:encryption:cryptoKey:);
//   2  the rest is a body as a UnifiedPush distributor delivers it (folded aesgcm, or
//      aes128gcm): WebPush.decrypt(unifiedPushBody:) and PushDecoder.decode(webPushBody:);
//   3  encrypt, then decrypt, aes128gcm: rs (2 bytes), flags, then the record plaintexts
//      (cut every rs − 16 bytes; delimiters and padding are the fuzzer's), sealed to RFC 8291's
//      receiver with its sender key and salt. The result must be what RFC 8188 says of those
//      records, and the body goes through the decoder;
//   4  encrypt, then decrypt, aesgcm: rs (2 bytes, 0: no rs parameter), flags, then the record
//      plaintexts (cut every rs bytes: padding length, padding, data); the header API and the
//      UnifiedPush folded form must agree with each other and with the draft.

let keys = FuzzKeys.webPushKeys
/// One decoder per key, each with that one subscription.
let decoders = keys.map { PushDecoder(keyring: PushKeyring(webPush: [.init(keys: $0.keys)])) }

/// Content keys for messages from RFC 8291's sender (appendix A) to keys[0], with its salt.
enum Sealing {
    static let receiver = keys[0]
    static let sender = FuzzKeys.RFC8291.senderPublicKey
    static let salt = FuzzKeys.RFC8291.salt
    static let ecdh = FuzzKeys.RFC8291.ecdhSecret

    static let aes128gcm: (cek: [UInt8], nonce: [UInt8]) = {
        let ikm = FuzzCrypto.hkdf(
            salt: receiver.authSecret, ikm: ecdh,
            info: Array("WebPush: info\0".utf8) + receiver.keys.publicKey + sender, length: 32)
        return (
            FuzzCrypto.hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: aes128gcm\0".utf8), length: 16),
            FuzzCrypto.hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: nonce\0".utf8), length: 12)
        )
    }()

    static let aesgcm: (cek: [UInt8], nonce: [UInt8]) = {
        let ikm = FuzzCrypto.hkdf(salt: receiver.authSecret, ikm: ecdh, info: Array("Content-Encoding: auth\0".utf8), length: 32)
        let context = Array("P-256\0".utf8) + [0, 65] + receiver.keys.publicKey + [0, 65] + sender
        return (
            FuzzCrypto.hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: aesgcm\0".utf8) + context, length: 16),
            FuzzCrypto.hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: nonce\0".utf8) + context, length: 12)
        )
    }()

    static let encryptionHeaderPrefix = "salt=\(Base64.encodeURL(salt))"
    static let cryptoKeyHeader = "dh=\(Base64.encodeURL(sender))"

    static func seal(_ records: [[UInt8]], _ keys: (cek: [UInt8], nonce: [UInt8])) -> [UInt8] {
        records.enumerated().flatMap {
            FuzzCrypto.aes128GCMSeal(key: keys.cek, nonce: FuzzCrypto.recordNonce(keys.nonce, $0.offset), $0.element)
        }
    }

    /// Cuts `plaintext` into records of `size` bytes, the last one shorter (possibly empty).
    static func records(_ plaintext: [UInt8], size: Int) -> [[UInt8]] {
        var records: [[UInt8]] = []
        var rest = plaintext[...]
        while rest.count >= size {
            records.append(Array(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        if !rest.isEmpty || records.isEmpty { records.append(Array(rest)) }
        return records
    }

    /// Checks the harness against RFC 8291's own numbers, once.
    static func selfTest() {
        guard aes128gcm.cek == Base64.decodeURL("oIhVW04MRdy2XN9CiKLxTg"),
            aes128gcm.nonce == Base64.decodeURL("4h_95klXJ5E_qnoN")
        else { fatalError("harness: RFC 8291 key schedule does not match appendix A") }
        let message = Array("When I grow up, I want to be a watermelon".utf8)
        let body = aes128gcmHeader(rs: 4096) + seal([message + [2]], aes128gcm)
        guard (try? WebPush.decryptAES128GCM(body, keys: receiver.keys)) == message else {
            fatalError("harness: sealed aes128gcm message does not decrypt")
        }
        let legacy = seal([[0, 0] + message], aesgcm)
        guard (try? WebPush.decryptAESGCM(legacy, encryptionHeader: encryptionHeaderPrefix, cryptoKeyHeader: cryptoKeyHeader, keys: receiver.keys)) == message else {
            fatalError("harness: sealed aesgcm message does not decrypt")
        }
    }

    static func aes128gcmHeader(rs: UInt32) -> [UInt8] {
        salt + withUnsafeBytes(of: rs.bigEndian, Array.init) + [UInt8(sender.count)] + sender
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzDriver.run(data, size) { buffer in
        var input = FuzzInput(buffer)
        let mode = input.byte() % 5
        if mode < 3 {
            let index = Int(input.byte()) % keys.count
            switch mode {
            case 0:
                blackHole(try? WebPush.decryptAES128GCM(input.rest(), keys: keys[index].keys))
            case 1:
                let encryption = String(fuzzBytes: input.take(until: UInt8(ascii: "\n")))
                let cryptoKey = String(fuzzBytes: input.take(until: UInt8(ascii: "\n")))
                let body = input.rest()
                blackHole(try? WebPush.decryptAESGCM(body, encryptionHeader: encryption, cryptoKeyHeader: cryptoKey, keys: keys[index].keys))
                if let push = try? decoders[index].decode(webPushBody: body, encryption: encryption, cryptoKey: cryptoKey) {
                    Render.consume(push)
                }
            default:
                let body = input.rest()
                blackHole(try? WebPush.decrypt(unifiedPushBody: body, keys: keys[index].keys))
                if let push = try? decoders[index].decode(webPushBody: body) {
                    Render.consume(push)
                }
            }
            return
        }
        let rs = Int(input.uint16())
        let flags = input.byte()
        let plaintext = input.rest()
        if mode == 3 {
            sealAES128GCM(plaintext, rs: rs, flags: flags)
        } else {
            sealAESGCM(plaintext, rs: rs, flags: flags)
        }
    }
}

/// RFC 8188 §2 on records that all authenticate: the delimiter is the last non-zero byte, 2 in
/// the last record and 1 in every other; what precedes it is the content.
func expectedAES128GCM(_ records: [[UInt8]]) -> [UInt8]? {
    var content: [UInt8] = []
    for (index, record) in records.enumerated() {
        guard let end = record.lastIndex(where: { $0 != 0 }) else { return nil }
        guard record[end] == (index == records.count - 1 ? 2 : 1) else { return nil }
        content += record[..<end]
    }
    return content
}

func sealAES128GCM(_ plaintext: [UInt8], rs: Int, flags: UInt8) {
    let rs = 18 + rs % 1024  // a valid rs; mode 0 fuzzes the header itself
    var records = Sealing.records(plaintext, size: rs - 16)
    if flags & 1 != 0, records.last?.count == rs - 16 {
        records.append(Array(plaintext.suffix(1)))  // a short record after full ones
    }
    let body = Sealing.aes128gcmHeader(rs: UInt32(rs)) + Sealing.seal(records, Sealing.aes128gcm)
    let actual = try? WebPush.decryptAES128GCM(body, keys: Sealing.receiver.keys)
    let expected = body.count > WebPush.maximumBodySize ? nil : expectedAES128GCM(records)
    Render.check(actual == expected, "aes128gcm rs=\(rs): decrypt gave \(actual.map { "\($0.count) bytes" } ?? "an error"), RFC 8188 says \(expected.map { "\($0.count) bytes" } ?? "an error")")
    let unified = try? WebPush.decrypt(unifiedPushBody: body, keys: Sealing.receiver.keys)
    Render.check(unified == actual, "UnifiedPush path and decryptAES128GCM disagree on an aes128gcm body")
    if let push = try? decoders[0].decode(webPushBody: body) {
        Render.consume(push)
    }
}

/// The aesgcm draft on records that all authenticate: `uint16be(pad) ‖ 0x00*pad ‖ data`, and
/// the last record shorter than rs + 16 (one ending on a record boundary lost its last record).
func expectedAESGCM(_ records: [[UInt8]], rs: Int) -> [UInt8]? {
    guard let last = records.last, last.count < rs else { return nil }
    var content: [UInt8] = []
    for record in records {
        guard record.count >= 2 else { return nil }
        let padding = Int(record[0]) << 8 | Int(record[1])
        guard 2 + padding <= record.count, record[2..<(2 + padding)].allSatisfy({ $0 == 0 }) else { return nil }
        content += record[(2 + padding)...]
    }
    return content
}

func sealAESGCM(_ plaintext: [UInt8], rs rawRS: Int, flags: UInt8) {
    // rs 0: no rs parameter (4096); otherwise 2 and up (the draft's rs > 1); mode 1 fuzzes
    // the headers themselves.
    let rs = rawRS == 0 ? 4096 : 2 + rawRS % 1024
    let records = Sealing.records(plaintext, size: rs)
    let body = Sealing.seal(records, Sealing.aesgcm)
    var encryption = Sealing.encryptionHeaderPrefix
    if rawRS != 0 { encryption += flags & 1 != 0 ? "; rs=\(rs)" : ";rs=\"\(rs)\"" }
    let actual = Result { () throws(WebPushError) in
        try WebPush.decryptAESGCM(body, encryptionHeader: encryption, cryptoKeyHeader: Sealing.cryptoKeyHeader, keys: Sealing.receiver.keys)
    }
    let expected = body.count > WebPush.maximumBodySize ? nil : expectedAESGCM(records, rs: rs)
    Render.check((try? actual.get()) == expected, "aesgcm rs=\(rs): decrypt gave \(actual.map { "\($0.count) bytes" }), the draft says \(expected.map { "\($0.count) bytes" } ?? "an error")")

    let folded = Array("aesgcm\nEncryption: \(encryption)\nCrypto-Key: \(Sealing.cryptoKeyHeader)\n".utf8) + body
    let unified = Result { () throws(WebPushError) in try WebPush.decrypt(unifiedPushBody: folded, keys: Sealing.receiver.keys) }
    if folded.count <= WebPush.maximumBodySize {
        Render.check(unified == actual, "UnifiedPush folded form gave \(unified), the headers \(actual)")
    }
    if let push = try? decoders[0].decode(webPushBody: folded) {
        Render.consume(push)
    }
}

@main
enum Main {
    static func main() {
        FuzzKeys.warmUp()
        Sealing.selfTest()
        FuzzDriver.main(fuzz)
    }
}
