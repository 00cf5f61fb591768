import CZlib
import PushSpecCore

/// `gzip_packed#3072cfa1 packed_data:string = Object;`: how Telegram may wrap a TL object, the
/// object's serialization compressed with gzip. TDLib accepts it in `attachb64`; so does
/// ``TelegramPushOf/attachment`` and ``TelegramPushOf/updates``.
enum GzipPacked {
    /// The constructor's id.
    static let id: UInt32 = 0x3072_cfa1
    /// The most bytes an object may inflate to.
    static let maximumUnpackedCount = 1 << 20

    /// The object's serialization: `bytes` inflated when they are a `gzip_packed`, else as they are.
    static func unpacked(_ bytes: [UInt8]) throws(TLDecodingError) -> [UInt8] {
        var reader = _TLReader(bytes)
        guard (try? reader.peekID()) == id else { return bytes }
        _ = try reader.int()
        let packed = try reader.bytesValue()
        try reader.finish()
        return try inflate(packed)
    }

    /// Inflates gzip (or zlib) data, refusing output beyond ``maximumUnpackedCount``.
    static func inflate(_ input: [UInt8]) throws(TLDecodingError) -> [UInt8] {
        var stream = z_stream()
        // 15: the largest window; + 32: a gzip or a zlib header, detected.
        guard inflateInit2_(&stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw .badCompressedData
        }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: min(max(input.count * 4, 256), maximumUnpackedCount + 1))
        var status = Z_OK
        var input = input
        input.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            while status == Z_OK {
                if Int(stream.total_out) == output.count {
                    guard output.count <= maximumUnpackedCount else { return }
                    output += [UInt8](repeating: 0, count: min(output.count, maximumUnpackedCount + 1 - output.count))
                }
                let written = Int(stream.total_out)
                output.withUnsafeMutableBufferPointer { target in
                    stream.next_out = target.baseAddress.map { $0 + written }
                    stream.avail_out = UInt32(target.count - written)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                }
            }
        }
        let count = Int(stream.total_out)
        guard status == Z_STREAM_END, stream.avail_in == 0 else {
            throw count > maximumUnpackedCount ? .tooLarge(limit: maximumUnpackedCount) : .badCompressedData
        }
        return Array(output.prefix(count))
    }
}
