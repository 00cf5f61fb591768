#if canImport(COpenSSL) && canImport(CSodium)
import COpenSSL

// Written from RFC 8291, RFC 8188 and the aesgcm drafts; shares no code with PushSpecCrypto:
// HMAC-SHA-256 is built by hand over EVP_Digest(EVP_sha256()), keys are made with the legacy
// EVP_PKEY_keygen / curve-NID path and imported with EVP_PKEY_fromdata, AES-GCM uses the
// EVP_aes_128_gcm() getter, and record nonces XOR the sequence number into the last 6 bytes
// (the product XORs a 64-bit word).

/// An independent web push encryptor (application server side) for round trips and for
/// crafting invalid messages.
public enum WebPushTestEncryptor {
    // MARK: Whole messages

    /// An RFC 8291 `aes128gcm` body for the subscription `receiverPublicKey` / `authSecret`, from
    /// a fresh sender key and salt: `plaintext` split into records of `recordSize` bytes (tag
    /// included), each with `padding` zero bytes after its delimiter.
    public static func aes128gcm(
        plaintext: [UInt8], receiverPublicKey: [UInt8], authSecret: [UInt8], recordSize: Int = 4096, padding: Int = 0
    ) -> [UInt8] {
        webPushAES128GCM(
            records: aes128gcmRecords(plaintext, rs: recordSize, padding: padding), rs: UInt32(recordSize),
            receiverPublicKey: receiverPublicKey, authSecret: authSecret)
    }

    /// A legacy `aesgcm` message in UnifiedPush's folded form (`aesgcm`, the `Encryption` and
    /// `Crypto-Key` header lines, then the body) for the subscription `receiverPublicKey` /
    /// `authSecret`, from a fresh sender key and salt. `recordSize` nil leaves `rs` out of the
    /// `Encryption` header (the default, 4096); each record starts with `padding` zero bytes.
    public static func aesgcmFolded(
        plaintext: [UInt8], receiverPublicKey: [UInt8], authSecret: [UInt8], recordSize: Int? = nil, padding: Int = 0
    ) -> [UInt8] {
        let message = webPushAESGCM(
            records: aesgcmRecords(plaintext, rs: recordSize ?? 4096, padding: padding), rs: recordSize,
            receiverPublicKey: receiverPublicKey, authSecret: authSecret)
        return fold(encryption: message.encryption, cryptoKey: message.cryptoKey, body: message.body)
    }

    // MARK: HMAC / HKDF (RFC 2104 / RFC 5869 by hand)

    public static func hmacSHA256(key: [UInt8], _ message: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? TestDigest.sha256(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        let inner = TestDigest.sha256(block.map { $0 ^ 0x36 } + message)
        return TestDigest.sha256(block.map { $0 ^ 0x5C } + inner)
    }

    /// HKDF-SHA-256 for outputs of at most 32 bytes (one expand block).
    public static func hkdf(salt: [UInt8], ikm: [UInt8], info: [UInt8], length: Int) -> [UInt8] {
        precondition(length <= 32)
        let prk = hmacSHA256(key: salt, ikm)
        return Array(hmacSHA256(key: prk, info + [0x01]).prefix(length))
    }

    // MARK: P-256

    /// A P-256 key pair made by the test.
    public final class ECKey: @unchecked Sendable {
        let pkey: OpaquePointer
        /// The 65-byte uncompressed public point.
        public let publicKey: [UInt8]

        public init() {
            let ctx = EVP_PKEY_CTX_new_id(EVP_PKEY_EC, nil)
            defer { EVP_PKEY_CTX_free(ctx) }
            precondition(EVP_PKEY_keygen_init(ctx) == 1)
            precondition(EVP_PKEY_CTX_set_ec_paramgen_curve_nid(ctx, NID_X9_62_prime256v1) == 1)
            var key: OpaquePointer?
            precondition(EVP_PKEY_keygen(ctx, &key) == 1 && key != nil)
            pkey = key!
            var encoded = [UInt8](repeating: 0, count: 65)
            let written = encoded.withUnsafeMutableBufferPointer { buffer -> Int32 in
                var cursor: UnsafeMutablePointer<UInt8>? = buffer.baseAddress
                return i2d_PublicKey(key, &cursor)
            }
            precondition(written == 65 && encoded[0] == 0x04, "i2d_PublicKey")
            publicKey = encoded
        }

        deinit { EVP_PKEY_free(pkey) }
    }

    /// Imports an uncompressed point with EVP_PKEY_fromdata; nil if OpenSSL rejects it.
    static func importPublicKey(_ bytes: [UInt8]) -> OpaquePointer? {
        let ctx = EVP_PKEY_CTX_new_from_name(nil, "EC", nil)
        defer { EVP_PKEY_CTX_free(ctx) }
        guard EVP_PKEY_fromdata_init(ctx) == 1 else { return nil }
        var key: OpaquePointer?
        let ok = "group".withCString { groupName in
            "prime256v1".withCString { group in
                "pub".withCString { pubName in
                    bytes.withUnsafeBytes { pub in
                        var params = [
                            OSSL_PARAM_construct_utf8_string(groupName, UnsafeMutablePointer(mutating: group), 0),
                            OSSL_PARAM_construct_octet_string(pubName, UnsafeMutableRawPointer(mutating: pub.baseAddress), pub.count),
                            OSSL_PARAM_construct_end(),
                        ]
                        return EVP_PKEY_fromdata(ctx, &key, EVP_PKEY_KEY_PARAMETERS | OSSL_KEYMGMT_SELECT_PUBLIC_KEY, &params)
                    }
                }
            }
        }
        ERR_clear_error()
        return ok == 1 ? key : nil
    }

    public static func isOnCurve(_ bytes: [UInt8]) -> Bool {
        guard let key = importPublicKey(bytes) else { return false }
        EVP_PKEY_free(key)
        return true
    }

    /// ECDH (with OpenSSL's default peer validation).
    public static func ecdh(_ key: ECKey, peer peerPublicKey: [UInt8]) -> [UInt8] {
        guard let peer = importPublicKey(peerPublicKey) else { fatalError("peer key rejected") }
        defer { EVP_PKEY_free(peer) }
        let ctx = EVP_PKEY_CTX_new(key.pkey, nil)
        defer { EVP_PKEY_CTX_free(ctx) }
        precondition(EVP_PKEY_derive_init(ctx) == 1 && EVP_PKEY_derive_set_peer(ctx, peer) == 1)
        var secret = [UInt8](repeating: 0, count: 32)
        var size = 32
        precondition(EVP_PKEY_derive(ctx, &secret, &size) == 1 && size == 32)
        return secret
    }

    /// A point that is not on P-256 (the generator's y coordinate flipped in its last bit).
    public static let offCurvePoint: [UInt8] = {
        var point = base64URLDecode("BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU")!
        point[64] ^= 1
        return point
    }()

    // MARK: AES-128-GCM

    /// AES-128-GCM seal: ciphertext ‖ 16-byte tag.
    static func seal(key: [UInt8], nonce: [UInt8], _ plaintext: [UInt8]) -> [UInt8] {
        let ctx = EVP_CIPHER_CTX_new()
        defer { EVP_CIPHER_CTX_free(ctx) }
        precondition(EVP_EncryptInit_ex(ctx, EVP_aes_128_gcm(), nil, key, nonce) == 1)
        var out = [UInt8](repeating: 0, count: plaintext.count + 16)
        var written: Int32 = 0
        if !plaintext.isEmpty {
            precondition(EVP_EncryptUpdate(ctx, &out, &written, plaintext, Int32(plaintext.count)) == 1)
        }
        var final: Int32 = 0
        precondition(EVP_EncryptFinal_ex(ctx, &out[Int(written)], &final) == 1)
        out.withUnsafeMutableBufferPointer { buffer in
            precondition(EVP_CIPHER_CTX_ctrl(ctx, EVP_CTRL_GCM_GET_TAG, 16, buffer.baseAddress! + plaintext.count) == 1)
        }
        return out
    }

    /// `base ⊕ sequence`, the sequence in the last 6 bytes, big-endian.
    static func recordNonce(_ base: [UInt8], _ sequence: Int) -> [UInt8] {
        var nonce = base
        for i in 0 ..< 6 {
            nonce[11 - i] ^= UInt8(truncatingIfNeeded: sequence >> (8 * i))
        }
        return nonce
    }

    public static func sealRecords(_ records: [[UInt8]], cek: [UInt8], nonce: [UInt8]) -> [UInt8] {
        records.enumerated().flatMap { seal(key: cek, nonce: recordNonce(nonce, $0.offset), $0.element) }
    }

    // MARK: Padding

    /// aes128gcm record plaintexts for `rs` (tag included): `data ‖ delimiter ‖ 0x00*padding`,
    /// every record but the last exactly rs − 16 bytes.
    public static func aes128gcmRecords(_ plaintext: [UInt8], rs: Int, padding: Int = 0) -> [[UInt8]] {
        let chunk = rs - 16 - 1 - padding
        precondition(chunk > 0)
        var records: [[UInt8]] = []
        var rest = plaintext[...]
        while rest.count > chunk {
            records.append(Array(rest.prefix(chunk)) + [1] + [UInt8](repeating: 0, count: padding))
            rest = rest.dropFirst(chunk)
        }
        records.append(Array(rest) + [2] + [UInt8](repeating: 0, count: padding))
        return records
    }

    /// aesgcm record plaintexts for `rs` (tag excluded): `uint16be(padding) ‖ 0x00*padding ‖ data`,
    /// every record but the last exactly rs bytes, the last shorter.
    public static func aesgcmRecords(_ plaintext: [UInt8], rs: Int, padding: Int = 0) -> [[UInt8]] {
        let chunk = rs - 2 - padding
        precondition(chunk > 0)
        let prefix = [UInt8(padding >> 8), UInt8(padding & 0xFF)] + [UInt8](repeating: 0, count: padding)
        var records: [[UInt8]] = []
        var rest = plaintext[...]
        while rest.count >= chunk {
            records.append(prefix + rest.prefix(chunk))
            rest = rest.dropFirst(chunk)
        }
        records.append(prefix + rest)
        return records
    }

    // MARK: Messages

    /// RFC 8188 header: salt ‖ uint32be(rs) ‖ idlen ‖ keyid.
    public static func aes128gcmHeader(salt: [UInt8], rs: UInt32, keyID: [UInt8]) -> [UInt8] {
        salt + withUnsafeBytes(of: rs.bigEndian, Array.init) + [UInt8(keyID.count)] + keyID
    }

    /// A complete RFC 8291 message to `receiverPublicKey` / `authSecret` whose records have the
    /// given plaintexts (padding and delimiters included by the caller).
    public static func webPushAES128GCM(
        records: [[UInt8]], rs: UInt32, receiverPublicKey: [UInt8], authSecret: [UInt8],
        sender: ECKey = ECKey(), salt: [UInt8] = randomBytes(16)
    ) -> [UInt8] {
        let ecdh = ecdh(sender, peer: receiverPublicKey)
        let ikm = hkdf(salt: authSecret, ikm: ecdh, info: Array("WebPush: info\0".utf8) + receiverPublicKey + sender.publicKey, length: 32)
        let cek = hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: aes128gcm\0".utf8), length: 16)
        let nonce = hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: nonce\0".utf8), length: 12)
        return aes128gcmHeader(salt: salt, rs: rs, keyID: sender.publicKey) + sealRecords(records, cek: cek, nonce: nonce)
    }

    /// A legacy aesgcm message: the body and its two header values.
    public static func webPushAESGCM(
        records: [[UInt8]], rs: Int?, receiverPublicKey: [UInt8], authSecret: [UInt8],
        sender: ECKey = ECKey(), salt: [UInt8] = randomBytes(16)
    ) -> (body: [UInt8], encryption: String, cryptoKey: String) {
        let ecdh = ecdh(sender, peer: receiverPublicKey)
        let ikm = hkdf(salt: authSecret, ikm: ecdh, info: Array("Content-Encoding: auth\0".utf8), length: 32)
        let context = Array("P-256\0".utf8) + [0, 65] + receiverPublicKey + [0, 65] + sender.publicKey
        let cek = hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: aesgcm\0".utf8) + context, length: 16)
        let nonce = hkdf(salt: salt, ikm: ikm, info: Array("Content-Encoding: nonce\0".utf8) + context, length: 12)
        let encryption = "salt=\(base64URLEncode(salt))" + (rs.map { "; rs=\($0)" } ?? "")
        return (sealRecords(records, cek: cek, nonce: nonce), encryption, "dh=\(base64URLEncode(sender.publicKey))")
    }

    /// The UnifiedPush folded form.
    public static func fold(coding: String = "aesgcm", encryption: String, cryptoKey: String, body: [UInt8]) -> [UInt8] {
        Array("\(coding)\nEncryption: \(encryption)\nCrypto-Key: \(cryptoKey)\n".utf8) + body
    }

    public static func randomBytes(_ count: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        precondition(RAND_bytes(&bytes, Int32(count)) == 1)
        return bytes
    }
}
#endif
