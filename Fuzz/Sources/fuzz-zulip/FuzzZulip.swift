import FuzzCrypto
import FuzzSupport
import PushSpec
import PushSpecCore
import PushSpecCrypto

// Zulip E2EE push decryption with the fixed keys of zulip.json.
//
// The first byte picks a mode (its value modulo 3):
//   0  the next byte picks a key; the rest is `encrypted_data`, decrypted both as raw bytes
//      (ZulipE2EE.decrypt(encryptedData:)) and as base64 text (decrypt(encryptedDataBase64:));
//   1  the rest is a whole JSON envelope (FCM data or APNs): PushDecoder.decode, then rendered;
//   2  encrypt, then decrypt: key index, envelope, a 24-byte nonce, then the plaintext, which
//      the harness seals with libsodium. Both decrypt calls must give the plaintext back, and
//      the push goes through the decoder (so the decrypted payload's typed decode and the
//      keyring's account check are fuzzed).

let keys = FuzzKeys.zulipKeys
let decoder = PushDecoder(keyring: FuzzKeys.keyring)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzDriver.run(data, size) { buffer in
        var input = FuzzInput(buffer)
        switch input.byte() % 3 {
        case 0:
            let key = keys[Int(input.byte()) % keys.count].key
            let rest = input.rest()
            blackHole(try? ZulipE2EE.decrypt(encryptedData: rest, key: key))
            blackHole(try? ZulipE2EE.decrypt(encryptedDataBase64: String(fuzzBytes: rest), key: key))
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
    let key = keys[Int(input.byte()) % keys.count]
    let envelope = input.byte()
    var nonce = input.take(24)
    nonce += [UInt8](repeating: 0, count: 24 - nonce.count)
    let plaintext = input.rest()
    let sealed = FuzzCrypto.secretboxSeal(plaintext, key: key.secretbox, nonce: nonce)
    let encoded = Base64.encodeStandard(sealed)

    let raw = Result { () throws(ZulipDecryptionError) in try ZulipE2EE.decrypt(encryptedData: sealed, key: key.key) }
    let text = Result { () throws(ZulipDecryptionError) in try ZulipE2EE.decrypt(encryptedDataBase64: encoded, key: key.key) }
    if sealed.count > ZulipE2EE.maximumEncryptedSize {
        // Refused by size, whichever form it comes in.
        for result in [raw, text] {
            guard case .failure(.tooLarge) = result else {
                Render.check(false, "ZulipE2EE.decrypt of \(sealed.count) sealed bytes gave \(result), not tooLarge")
                return
            }
        }
    } else {
        Render.check(raw == .success(plaintext), "ZulipE2EE.decrypt(encryptedData:) of a sealed message gave \(raw)")
        Render.check(text == .success(plaintext), "ZulipE2EE.decrypt(encryptedDataBase64:) of a sealed message gave \(text)")
    }

    let payload: String
    switch envelope % 3 {
    case 0: payload = "{\"push_key_id\":\"\(key.id)\",\"encrypted_data\":\"\(encoded)\"}"
    case 1: payload = "{\"push_key_id\":\(key.id),\"encrypted_data\":\"\(encoded)\",\"aps\":{\"mutable-content\":1,\"alert\":{\"title\":\"New notification\"}}}"
    default: payload = "{\"data\":{\"push_key_id\":\"\(key.id)\",\"encrypted_data\":\"\(encoded)\"}}"
    }
    do {
        let push = try decoder.decode(Array(payload.utf8))
        if case let .zulip(zulip) = push {
            Render.check(zulip.isEncrypted && zulip.pushKeyID == key.id, "the push is marked encrypted with its key id")
            if let userID = key.userID {
                Render.check(zulip.userID == userID, "a key bound to a user opens only that user's pushes")
            }
        } else {
            Render.check(false, "a Zulip E2EE push decoded as \(push)")
        }
        Render.consume(push)
    } catch {
        switch error {
        case .innerNotJSONObject, .invalidPayload, .accountMismatch, .tooLarge, .zulipDecryption(.tooLarge): break
        default: Render.check(false, "a sealed Zulip push failed in the decoder before its payload: \(error)")
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
