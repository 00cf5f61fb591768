/// The record layer shared by `aes128gcm` and `aesgcm`: splitting, per-record nonces, tag
/// checks, padding removal.
enum ECERecords {
    /// Smallest valid `aes128gcm` record size (tag plus the delimiter), RFC 8188 §2.1.
    static let minimumAES128GCMRecordSize = 18
    /// Smallest valid `aesgcm` record size (the 2-byte padding length alone is too little for
    /// data, but the draft only requires rs > 1).
    static let minimumAESGCMRecordSize = 2

    /// Decrypts every record of `ciphertext` with `cek` / `nonce` and returns the content,
    /// padding removed. On failure the plaintext decrypted so far is cleared before the buffer
    /// is released.
    static func decrypt<Cipher: AES128GCMOpener>(
        _ ciphertext: UnsafeRawBufferPointer,
        format: ECERecordFormat,
        cek: UnsafeRawPointer,
        nonce: UnsafeRawPointer,
        cipher: Cipher.Type
    ) throws(WebPushError) -> [UInt8] {
        let capacity = ciphertext.count
        guard capacity > 0 else { throw .truncatedRecord(record: 0) }
        var failure: WebPushError?
        let content = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initializedCount in
            initializedCount = 0
            let output = UnsafeMutableRawPointer(buffer.baseAddress!)
            do throws(WebPushError) {
                initializedCount = try decrypt(ciphertext, format: format, cek: cek, nonce: nonce, cipher: Cipher.self, into: output)
            } catch {
                SecureMemory.zero(output, count: capacity)
                failure = error
            }
        }
        if let failure { throw failure }
        return content
    }

    /// Decrypts into `output` (at least `ciphertext.count` bytes) and returns the content size.
    static func decrypt<Cipher: AES128GCMOpener>(
        _ ciphertext: UnsafeRawBufferPointer,
        format: ECERecordFormat,
        cek: UnsafeRawPointer,
        nonce: UnsafeRawPointer,
        cipher: Cipher.Type,
        into output: UnsafeMutableRawPointer
    ) throws(WebPushError) -> Int {
        let tagSize = AES128GCMSize.tag
        let total = ciphertext.count
        guard total > 0, let input = ciphertext.baseAddress else { throw .truncatedRecord(record: 0) }

        let fullRecord: Int
        let minimumRecord: Int
        switch format {
        case .aes128gcm(let recordSize):
            precondition(recordSize >= minimumAES128GCMRecordSize)
            fullRecord = recordSize
            minimumRecord = tagSize + 1
        case .aesgcm(let recordSize):
            precondition(recordSize >= minimumAESGCMRecordSize)
            fullRecord = recordSize + tagSize
            minimumRecord = tagSize + 2
            // The last record must be shorter than a full one; a body ending on a record
            // boundary has lost its last record.
            if total % fullRecord == 0 { throw .truncatedRecord(record: total / fullRecord) }
        }

        let cipher = try Cipher(key: cek)
        return try withUnsafeTemporaryAllocation(byteCount: ECEKeySchedule.nonceSize, alignment: 8) {
            (recordNonce) throws(WebPushError) -> Int in
            var offset = 0
            var written = 0
            var sequence = 0
            while offset < total {
                let recordCount = min(fullRecord, total - offset)
                let isLast = offset + recordCount == total
                guard recordCount >= minimumRecord else { throw .truncatedRecord(record: sequence) }
                let plainCount = recordCount - tagSize
                let plaintext = output + written
                ECEKeySchedule.recordNonce(base: nonce, sequence: sequence, into: recordNonce.baseAddress!)
                guard try cipher.open(input + offset, count: plainCount, nonce: recordNonce.baseAddress!, into: plaintext) else {
                    throw .tagMismatch(record: sequence)
                }
                switch format {
                case .aes128gcm:
                    written += try aes128gcmContentCount(plaintext, count: plainCount, isLast: isLast, record: sequence)
                case .aesgcm:
                    written += try aesgcmRemovePadding(plaintext, count: plainCount, record: sequence)
                }
                offset += recordCount
                sequence += 1
            }
            return written
        }
    }

    /// RFC 8188 §2: the delimiter is the last non-zero byte; everything after it is padding.
    /// Returns the content size (the bytes before the delimiter).
    @inline(__always)
    private static func aes128gcmContentCount(_ plaintext: UnsafeMutableRawPointer, count: Int, isLast: Bool, record: Int) throws(WebPushError) -> Int {
        var end = count
        while end > 0, plaintext.load(fromByteOffset: end - 1, as: UInt8.self) == 0 {
            end -= 1
        }
        guard end > 0 else { throw .badPadding(record: record) }
        let delimiter = plaintext.load(fromByteOffset: end - 1, as: UInt8.self)
        guard delimiter == (isLast ? 2 : 1) else { throw .badPadding(record: record) }
        return end - 1
    }

    /// aesgcm: `uint16be(pad) ‖ 0x00*pad ‖ data`; moves the data to the start of the record and
    /// returns its size.
    @inline(__always)
    private static func aesgcmRemovePadding(_ plaintext: UnsafeMutableRawPointer, count: Int, record: Int) throws(WebPushError) -> Int {
        let padding = Int(plaintext.load(as: UInt8.self)) << 8 | Int(plaintext.load(fromByteOffset: 1, as: UInt8.self))
        guard 2 + padding <= count else { throw .badPadding(record: record) }
        var nonZero: UInt8 = 0
        for i in 2 ..< 2 + padding {
            nonZero |= plaintext.load(fromByteOffset: i, as: UInt8.self)
        }
        guard nonZero == 0 else { throw .badPadding(record: record) }
        let dataCount = count - 2 - padding
        plaintext.copyMemory(from: plaintext + 2 + padding, byteCount: dataCount)  // memmove semantics
        return dataCount
    }
}
