import FuzzSupport
import PushSpec
import PushSpecCore

// The whole decode path from raw bytes, as an app receives a push: PushDecoder.decode (JSON,
// envelope, MTProto or Zulip decryption with the fixed keyring, typed decode), then everything
// an app reads off the result. The same bytes also go in as a web push body (simple push,
// aes128gcm, UnifiedPush's folded aesgcm), whose plaintext takes the same path.

let decoder = PushDecoder(keyring: FuzzKeys.keyring)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzDriver.run(data, size) { input in
        if let push = try? decoder.decode(input) {
            Render.consume(push)
        }
        if let push = try? decoder.decode(webPushBody: input) {
            Render.consume(push)
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
