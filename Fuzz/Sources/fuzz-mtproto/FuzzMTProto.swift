import FuzzCrypto
import FuzzSupport
import PushSpec
import PushSpecCore
import PushSpecCrypto

// MTProto 2.0 push decryption with a fixed keyring (the three keys of mtproto.json).
//
// The first byte picks a mode (its value modulo 3):
//   0  the rest is the decoded `p`: MTProtoPush.decrypt with the key its auth_key_id names
//      (else the first key);
//   1  the rest is a whole payload: PushDecoder.decode with the keyring, then rendered;
//   2  encrypt, then decrypt: the fuzzer writes the plaintext (declared length, JSON, padding
//      size) and the harness seals it, so the checks after msg_key (length, padding 12...1024)
//      and the decrypted JSON are reached. Bytes: key index, envelope, flags, padding (2 bytes),
//      padding fill, [declared length (4 bytes) when flags & 1], JSON. The result must be
//      exactly what the protocol says, and the same message in an envelope goes through the
//      decoder.

let keys = FuzzKeys.telegramKeys
let decoder = PushDecoder(keyring: FuzzKeys.keyring)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzDriver.run(data, size) { buffer in
        var input = FuzzInput(buffer)
        switch input.byte() % 3 {
        case 0:
            let message = input.rest()
            let id = MTProtoPush.authKeyID(of: message)
            let key = keys.first { $0.keyID == id } ?? keys[0]
            if let plaintext = try? MTProtoPush.decrypt(message, with: key) {
                blackHole(try? JSONValue(parsing: plaintext))
            }
        case 1:
            if let push = try? decoder.decode(input.rest()) {
                Render.consume(push)
            }
        default:
            encryptThenDecrypt(&input)
        }
    }
}

func encryptThenDecrypt(_ input: inout FuzzInput) {
    let index = Int(input.byte()) % keys.count
    let envelope = input.byte()
    let flags = input.byte()
    var padding = Int(input.uint16()) % 1100
    let fill = input.byte()
    let declaredOverride: UInt32? = flags & 1 != 0 ? input.uint32() : nil
    let json = input.rest()
    // Whole 16-byte blocks: the encryptor cannot make anything else (a ragged message is
    // mode 0's business).
    padding += (16 - (4 + json.count + padding) % 16) % 16
    let declared = declaredOverride ?? UInt32(json.count)
    var plaintext = withUnsafeBytes(of: declared.littleEndian, Array.init) + json
    plaintext += (0..<padding).map { fill &+ UInt8(truncatingIfNeeded: $0 &* Int(flags >> 1)) }
    let message = FuzzCrypto.mtprotoEncrypt(
        plaintext: plaintext, secret: FuzzKeys.telegramSecrets[index], keyID: keys[index].keyID)

    // What MTProto 2.0 says of this message.
    let available = plaintext.count - 4
    let expected: Result<[UInt8], MTProtoPushError>
    if Int(declared) > available {
        expected = .failure(.badLength(declared: declared, available: available))
    } else if !(12...1024).contains(available - Int(declared)) {
        expected = .failure(.badPadding(available - Int(declared)))
    } else {
        expected = .success(Array(plaintext[4..<(4 + Int(declared))]))
    }
    let actual = Result { () throws(MTProtoPushError) in try MTProtoPush.decrypt(message, with: keys[index]) }
    Render.check(actual == expected, "MTProtoPush.decrypt gave \(actual), the protocol says \(expected)")

    // The same message as a push, in one of the envelopes.
    let base64 = Base64.encodeURL(message)  // no character of it needs escaping in JSON
    let p = "\"" + base64 + "\""
    let payload: String
    switch envelope % 5 {
    case 0: payload = "{\"p\":\(p)}"
    case 1: payload = "{\"data\":{\"p\":\(p)}}"
    case 2: payload = "{\"data\":\"{\\\"p\\\":\\\"\(base64)\\\"}\"}"
    case 3: payload = "{\"aps\":{\"alert\":{\"loc-key\":\"MESSAGE_TEXT\"},\"mutable-content\":1},\"p\":\(p)}"
    default: payload = "{\"google.sent_time\":1763800000000,\"p\":\(p)}"
    }
    do {
        let push = try decoder.decode(Array(payload.utf8))
        if case let .telegram(telegram) = push {
            Render.check(telegram.isEncrypted, "a push decrypted from p is marked encrypted")
            Render.check(telegram.account == FuzzKeys.telegramAccounts[index], "the push names the account of its key")
            Render.check(telegram.receiverID == keys[index].keyID, "an encrypted push's receiver id is its key id")
        } else {
            Render.check(false, "a push with p decoded as \(push)")
        }
        Render.consume(push)
    } catch {
        if case .success = expected {
            switch error {
            case .innerNotJSONObject, .invalidEnvelope, .tooLarge: break
            default: Render.check(false, "a message MTProtoPush decrypts failed in the decoder: \(error)")
            }
        }
    }
}

@main
enum Main {
    static func main() {
        FuzzKeys.warmUp()
        FuzzDriver.main(fuzz)
    }
}
