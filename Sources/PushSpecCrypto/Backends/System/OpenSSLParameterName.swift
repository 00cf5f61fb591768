#if SystemCrypto && !canImport(CryptoKit)
/// OpenSSL parameter names and values as NUL-terminated C strings that live for the whole process.
///
/// An `OSSL_PARAM` keeps the pointer to its name (and to a string value), so they must outlive
/// the call that uses the parameter array; Swift string literals are static and NUL-terminated.
enum OpenSSLParameterName {
    /// A static string as the `char *` the `OSSL_PARAM_construct_*` functions take (they never write to it).
    @inline(__always)
    static func cString(_ value: StaticString) -> UnsafeMutablePointer<CChar> {
        UnsafeMutablePointer(mutating: UnsafeRawPointer(value.utf8Start).assumingMemoryBound(to: CChar.self))
    }

    /// `OSSL_PKEY_PARAM_GROUP_NAME`
    static var groupName: UnsafeMutablePointer<CChar> { cString("group") }
    /// `OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY`
    static var encodedPublicKey: UnsafeMutablePointer<CChar> { cString("encoded-pub-key") }
    /// `OSSL_KDF_PARAM_DIGEST`
    static var digest: UnsafeMutablePointer<CChar> { cString("digest") }
    /// `OSSL_KDF_PARAM_MODE`
    static var mode: UnsafeMutablePointer<CChar> { cString("mode") }
    /// `OSSL_KDF_PARAM_KEY`
    static var key: UnsafeMutablePointer<CChar> { cString("key") }
    /// `OSSL_KDF_PARAM_SALT`
    static var salt: UnsafeMutablePointer<CChar> { cString("salt") }
    /// `OSSL_KDF_PARAM_INFO`
    static var info: UnsafeMutablePointer<CChar> { cString("info") }
}
#endif
