/// The RFC 8188 §2.1 content coding header at the start of an `aes128gcm` body, read in place:
///
///     salt (16) ‖ rs (uint32, big-endian) ‖ idlen (1) ‖ keyid (idlen) ‖ records…
///
/// The buffers point into the body; the value must not outlive it.
struct ECEAES128GCMHeader {
    /// Size of the fixed part (salt, rs, idlen).
    static let fixedSize = 21

    /// The 16-byte salt.
    let salt: UnsafeRawBufferPointer
    /// The record size: ciphertext bytes per record, tag included (≥ 18).
    let recordSize: Int
    /// The key id; in web push, the sender's public key.
    let keyID: UnsafeRawBufferPointer
    /// Everything after the header: the records.
    let ciphertext: UnsafeRawBufferPointer

    /// Reads the header of `body`.
    ///
    /// - Throws: ``WebPushError/badHeader(_:)`` if the body is shorter than the header or its
    ///   key id, or rs < 18.
    init(parsing body: UnsafeRawBufferPointer) throws(WebPushError) {
        guard body.count >= Self.fixedSize, let base = body.baseAddress else {
            throw .badHeader("aes128gcm header needs \(Self.fixedSize) bytes, the body has \(body.count)")
        }
        let salt = ECEKeySchedule.saltSize
        let rs = UInt32(bigEndian: base.loadUnaligned(fromByteOffset: salt, as: UInt32.self))
        guard rs >= ECERecords.minimumAES128GCMRecordSize else {
            throw .badHeader("record size \(rs) is below the minimum of \(ECERecords.minimumAES128GCMRecordSize)")
        }
        let idlen = Int(base.load(fromByteOffset: salt + 4, as: UInt8.self))
        guard body.count >= Self.fixedSize + idlen else {
            throw .badHeader("aes128gcm header declares a \(idlen)-byte key id but only \(body.count - Self.fixedSize) bytes follow")
        }
        self.salt = UnsafeRawBufferPointer(start: base, count: salt)
        self.recordSize = Int(rs)
        self.keyID = UnsafeRawBufferPointer(start: base + Self.fixedSize, count: idlen)
        self.ciphertext = UnsafeRawBufferPointer(
            start: base + Self.fixedSize + idlen, count: body.count - Self.fixedSize - idlen
        )
    }
}
