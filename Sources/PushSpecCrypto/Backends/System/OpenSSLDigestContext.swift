#if SystemCrypto && !canImport(CryptoKit)
import COpenSSL

/// The hash functions MTProto 2.0 needs, computed with OpenSSL's EVP interface.
enum DigestAlgorithm: Sendable {
    case sha1
    case sha256

    /// Digest size in bytes.
    var size: Int {
        switch self {
        case .sha1: 20
        case .sha256: 32
        }
    }

    /// The fetched `EVP_MD`, or nil if OpenSSL cannot provide it.
    var evpMD: OpaquePointer? {
        switch self {
        case .sha1: OpenSSLAlgorithms.shared.sha1
        case .sha256: OpenSSLAlgorithms.shared.sha256
        }
    }
}

/// One-shot and two-part digests through a single reusable `EVP_MD_CTX`.
///
/// A message needs three SHA-256 computations; they all go through one context, which serves
/// message after message on its thread (``MTProtoThreadContexts``). The context is freed (and
/// OpenSSL clears its state) when this value goes away.
struct OpenSSLDigestContext: ~Copyable {
    private let context: OpaquePointer

    init() throws(CryptoCallError) {
        guard let context = EVP_MD_CTX_new() else { throw CryptoCallError("EVP_MD_CTX_new") }
        self.context = context
    }

    deinit {
        EVP_MD_CTX_free(context)
    }

    /// Clears the context's state (OpenSSL cleanses it); the next hash initializes it again.
    func reset() {
        _ = EVP_MD_CTX_reset(context)
    }

    /// Hashes `first ‖ second` and writes `algorithm.size` bytes to `output`.
    func hash(
        _ algorithm: DigestAlgorithm,
        _ first: UnsafeRawBufferPointer,
        _ second: UnsafeRawBufferPointer = UnsafeRawBufferPointer(start: nil, count: 0),
        into output: UnsafeMutableRawPointer
    ) throws(CryptoCallError) {
        guard let md = algorithm.evpMD else { throw CryptoCallError("EVP_MD_fetch") }
        guard EVP_DigestInit_ex(context, md, nil) == 1 else { throw CryptoCallError("EVP_DigestInit_ex") }
        if first.count > 0 {
            guard EVP_DigestUpdate(context, first.baseAddress, first.count) == 1 else {
                throw CryptoCallError("EVP_DigestUpdate")
            }
        }
        if second.count > 0 {
            guard EVP_DigestUpdate(context, second.baseAddress, second.count) == 1 else {
                throw CryptoCallError("EVP_DigestUpdate")
            }
        }
        var size: UInt32 = 0
        guard EVP_DigestFinal_ex(context, output.assumingMemoryBound(to: UInt8.self), &size) == 1,
              Int(size) == algorithm.size
        else { throw CryptoCallError("EVP_DigestFinal_ex") }
    }

    /// One-shot digest of `data` (allocates its own context inside OpenSSL).
    static func hash(
        _ algorithm: DigestAlgorithm,
        _ data: UnsafeRawBufferPointer,
        into output: UnsafeMutableRawPointer
    ) throws(CryptoCallError) {
        guard let md = algorithm.evpMD else { throw CryptoCallError("EVP_MD_fetch") }
        var size: UInt32 = 0
        guard EVP_Digest(data.baseAddress, data.count, output.assumingMemoryBound(to: UInt8.self), &size, md, nil) == 1,
              Int(size) == algorithm.size
        else { throw CryptoCallError("EVP_Digest") }
    }
}
#endif
