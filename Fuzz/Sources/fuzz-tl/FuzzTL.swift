import FuzzSupport
import PushSpec
import PushSpecCore

// The TL objects of a push (`attachb64`, `updates`) from any bytes, as a push carries them: the
// input, base64url-encoded, in both fields of a push, read through TelegramPush (gzip_packed
// included). Must hold: the push itself decodes and renders whatever the bytes; an object read
// writes TL JSON that parses and has its constructor's `@type`; an error has a code and a message.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzDriver.run(data, size) { input in
        let field = Base64.encodeURL(input)
        let json = #"{"loc_key":"MESSAGE_PHOTO","loc_args":["A"],"custom":{"from_id":"1","attachb64":"\#(field)","updates":"\#(field)"}}"#
        guard case let .telegram(push)? = try? PushDecoder().decode(Array(json.utf8)) else {
            Render.check(false, "a push with TL fields does not decode")
            return
        }
        Render.check(push.notification?.text == "A sent you a photo", "the push renders whatever its TL fields hold")
        switch push.attachment {
        case .success(let attachment)?:
            check(attachment.tlJSON)
            if let thumbnail = attachment.strippedThumbnail {
                Render.check(thumbnail.jpeg.starts(with: [0xFF, 0xD8]), "a thumbnail is a JPEG")
            }
            if let size = attachment.bestSize(width: 320, height: 320) {
                Render.check(attachment.sizes.contains(size), "the best size is one of the sizes")
            }
        case .failure(let error)?:
            Render.check(!error.code.isEmpty && !error.description.isEmpty, "an error has a code and a message")
        case nil:
            Render.check(false, "attachb64 is present")
        }
        switch push.updates {
        case .success(let updates)?:
            check(updates.tlJSON)
        case .failure(let error)?:
            Render.check(!error.code.isEmpty && !error.description.isEmpty, "an error has a code and a message")
        case nil:
            Render.check(false, "updates is present")
        }
    }
}

/// TL JSON parses, as an object with a `@type`.
func check(_ text: String) {
    let json = try? JSONValue(parsing: text)
    Render.check(json?["@type"]?.stringValue?.isEmpty == false, "TL JSON parses and has @type: \(text.prefix(200))")
}

@main
enum Main {
    static func main() {
        FuzzDriver.main(fuzz)
    }
}
