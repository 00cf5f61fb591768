/// How a coding splits its ciphertext into records and pads each record's plaintext.
enum ECERecordFormat: Sendable, Equatable {
    /// RFC 8188: records of `recordSize` bytes of ciphertext *including* the 16-byte tag (the
    /// last may be shorter); each plaintext is `data ‖ delimiter ‖ 0x00*`, the delimiter 0x02
    /// in the last record and 0x01 in every other.
    case aes128gcm(recordSize: Int)
    /// draft-ietf-httpbis-encryption-encoding-03: records of `recordSize` bytes of plaintext,
    /// so `recordSize + 16` of ciphertext; the last must be shorter than that. Each plaintext is
    /// `uint16be(pad) ‖ 0x00*pad ‖ data`.
    case aesgcm(recordSize: Int)
}
