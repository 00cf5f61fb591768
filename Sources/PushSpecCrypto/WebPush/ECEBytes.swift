/// `withUnsafeBytes` for byte arrays with a typed `WebPushError` (the standard library's
/// `rethrows` version erases the error type).
enum ECEBytes {
    @inline(__always)
    static func with<R>(_ array: [UInt8], _ body: (UnsafeRawBufferPointer) throws(WebPushError) -> R) throws(WebPushError) -> R {
        try array.withUnsafeBytes { buffer in
            Result { () throws(WebPushError) -> R in try body(buffer) }
        }.get()
    }
}
