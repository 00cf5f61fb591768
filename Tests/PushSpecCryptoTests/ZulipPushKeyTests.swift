import CSodium
import Foundation
import PushSpecCrypto
import PushSpecTestSupport
import Testing

@Suite("Zulip push keys")
struct ZulipPushKeyTests {
    /// 0x31 ‖ 00 01 … 1f and its standard base64 (computed independently).
    static let fixedWire: [UInt8] = [0x31] + (0..<32).map { UInt8($0) }
    static let fixedBase64 = "MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4f"

    @Test("constants agree with libsodium and the wire format")
    func constants() {
        #expect(ZulipPushKey.prefix == 0x31)
        #expect(ZulipPushKey.byteCount == 33)
        #expect(ZulipPushKey.byteCount == 1 + Int(crypto_secretbox_keybytes()))
        #expect(Int(crypto_secretbox_noncebytes()) + Int(crypto_secretbox_macbytes()) == 40)
    }

    @Test("a fixed key: bytes and base64 give the same key, and base64 round-trips")
    func fixedKey() throws {
        #expect(base64Encode(Self.fixedWire) == Self.fixedBase64)
        #expect(try ZulipPushKey(pushKey: Self.fixedWire).pushKeyBase64 == Self.fixedBase64)
        #expect(try ZulipPushKey(pushKeyBase64: Self.fixedBase64).pushKeyBase64 == Self.fixedBase64)
        // Any collection works, including a slice with a non-zero start index.
        let padded = [0xAA] + Self.fixedWire + [0xBB]
        #expect(try ZulipPushKey(pushKey: padded[1..<34]).pushKeyBase64 == Self.fixedBase64)
        #expect(try ZulipPushKey(pushKey: Self.fixedWire.lazy.map { $0 }).pushKeyBase64 == Self.fixedBase64)
    }

    @Test("generate: 33 bytes, prefix 0x31, base64 round-trips, keys differ", arguments: CryptoBackendUnderTest.all)
    func generate(backend: CryptoBackendUnderTest) throws {
        let first = try ZulipPushKey.generate()
        let second = try ZulipPushKey.generate()
        for generated in [first, second] {
            let text = generated.key.pushKeyBase64
            #expect(text.utf8.count == 44)
            let raw = try #require(base64Decode(text))
            #expect(raw.count == 33)
            #expect(raw[0] == 0x31)
            #expect(raw.dropFirst().contains { $0 != 0 })
            #expect(try ZulipPushKey(pushKeyBase64: text).pushKeyBase64 == text)
            #expect(try ZulipPushKey(pushKey: raw).pushKeyBase64 == text)
            // The generated key really is the secretbox key: a box sealed with it opens.
            let sealed = ZulipTestEncryptor.seal(plaintext: Array("hi".utf8), key32: Array(raw.dropFirst()), nonce: [UInt8](repeating: 3, count: 24))
            #expect(try backend.zulip.decrypt(encryptedData: sealed, key: generated.key) == Array("hi".utf8))
        }
        #expect(first.key.pushKeyBase64 != second.key.pushKeyBase64)
        #expect(first.id != second.id)  // fails with probability 2⁻³²
    }

    @Test("wrong size is rejected", arguments: [0, 1, 32, 34, 64])
    func wrongSize(_ size: Int) {
        let bytes = [0x31] + [UInt8](repeating: 5, count: max(size, 1) - 1)
        let input = Array(bytes.prefix(size))
        let error = ZulipDecryptionError.badKey(
            "push_key must be 33 bytes (0x31 and a 32-byte secretbox key), got \(size)"
        )
        #expect(throws: error) { try ZulipPushKey(pushKey: input) }
        #expect(throws: error) { try ZulipPushKey(pushKeyBase64: base64Encode(input)) }
    }

    @Test("wrong prefix is rejected, without quoting the byte", arguments: [0x00, 0x30, 0x32, 0xB1, 0xFF] as [UInt8])
    func wrongPrefix(_ prefix: UInt8) {
        let input = [prefix] + Self.fixedWire.dropFirst()
        let error = ZulipDecryptionError.badKey("push_key must start with the version byte 0x31")
        #expect(throws: error) { try ZulipPushKey(pushKey: input) }
        #expect(throws: error) { try ZulipPushKey(pushKeyBase64: base64Encode(input)) }
    }

    @Test("a raw 32-byte key (no prefix) is rejected by size")
    func rawKeyWithoutPrefix() {
        let raw = Array(Self.fixedWire.dropFirst())
        #expect(throws: ZulipDecryptionError.badKey("push_key must be 33 bytes (0x31 and a 32-byte secretbox key), got 32")) {
            try ZulipPushKey(pushKeyBase64: base64Encode(raw))
        }
    }

    @Test(
        "push_key must be strict standard base64",
        arguments: [
            "MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4",  // unpadded (43 characters)
            "MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4f\n",
            " MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4f",
            "MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4f    ",  // length still a multiple of 4
            "MQABAgME\n\n\n\nBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4f",
            "MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4f=",
            "MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4f====",
            "MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4-",  // url-safe alphabet
            "MQABAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4*",
            "AAF=",  // non-zero trailing bits
            "A===",
        ]
    )
    func strictBase64(_ text: String) {
        #expect(throws: ZulipDecryptionError.badBase64) { try ZulipPushKey(pushKeyBase64: text) }
    }

    @Test("an empty push_key is valid base64 of nothing: wrong size")
    func emptyBase64() {
        #expect(throws: ZulipDecryptionError.badKey("push_key must be 33 bytes (0x31 and a 32-byte secretbox key), got 0")) {
            try ZulipPushKey(pushKeyBase64: "")
        }
    }

    @Test("description, debugDescription and dump show no key bytes")
    func noKeyBytesShown() throws {
        let key = try ZulipPushKey(pushKey: Self.fixedWire)
        #expect(key.description == "ZulipPushKey(…)")
        #expect(String(describing: key) == "ZulipPushKey(…)")
        #expect(String(reflecting: key) == "ZulipPushKey(…)")
        #expect("\(key)" == "ZulipPushKey(…)")
        var dumped = ""
        dump(key, to: &dumped)
        #expect(!dumped.isEmpty)
        #expect(!dumped.contains("MQAB") && !dumped.contains("storage") && !dumped.contains("0x"))
        #expect(Mirror(reflecting: key).children.isEmpty)
        // And for a generated key, no part of its base64 leaks either.
        let generated = try ZulipPushKey.generate().key
        #expect("\(generated)" == "ZulipPushKey(…)")
        var dumpedGenerated = ""
        dump(generated, to: &dumpedGenerated)
        #expect(!dumpedGenerated.contains(String(generated.pushKeyBase64.dropFirst(2).prefix(8))))
    }

    @Test("error descriptions")
    func errorDescriptions() {
        #expect(ZulipDecryptionError.badBase64.description == "Zulip push data is not standard base64")
        #expect(ZulipDecryptionError.tooShort(30).description
            == "Zulip encrypted_data is 30 bytes, shorter than nonce + MAC (40 bytes)")
        #expect(ZulipDecryptionError.macMismatch.description
            == "Zulip encrypted_data does not verify under this key (MAC mismatch)")
        #expect(ZulipDecryptionError.tooLarge(70000).description
            == "Zulip encrypted_data is 70000 bytes, more than the 65536 allowed")
        #expect(ZulipDecryptionError.badKey("x").description == "bad Zulip push key: x")
        #expect(ZulipDecryptionError.randomFailure.description
            == "no secure random bytes to generate a Zulip push key")
    }
}
