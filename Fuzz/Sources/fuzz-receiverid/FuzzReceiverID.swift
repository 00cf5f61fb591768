import FuzzSupport
import PushSpec
import PushSpecCore

// PushDecoder.receiverID(of:) on raw bytes, TDLib's getPushReceiverId: which account a push is
// for, without decrypting. The bytes overload and the parsed-JSON overload must agree.

let limits = JSONLimits(maxBytes: PushDecoder.maxPayloadSize, maxDepth: PushDecoder.maxDepth)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzDriver.run(data, size) { input in
        let fromBytes = Result { () throws(ReceiverIDError) in try PushDecoder.receiverID(of: input) }
        guard let json = try? JSONValue(parsing: input, limits: limits) else {
            if case let .success(id) = fromBytes {
                Render.check(false, "receiver id \(id) from bytes that are not JSON")
            }
            return
        }
        let fromJSON = Result { () throws(ReceiverIDError) in try PushDecoder.receiverID(of: json) }
        switch (fromBytes, fromJSON) {
        case let (.success(a), .success(b)):
            Render.check(a == b, "receiver id from bytes \(a) != from JSON \(b)")
        case let (.failure(a), .failure(b)):
            Render.check(a == b, "receiver id errors differ: bytes \(a), JSON \(b)")
        default:
            Render.check(false, "receiver id: bytes \(fromBytes), JSON \(fromJSON)")
        }
    }
}

@main
enum Main {
    static func main() {
        FuzzDriver.main(fuzz)
    }
}
