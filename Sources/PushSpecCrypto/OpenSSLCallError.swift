/// An OpenSSL call that returned a failure code.
///
/// Internal to the crypto module: each public operation maps it to its own error type.
/// It carries the name of the call only, never an argument, so it cannot leak key material.
struct OpenSSLCallError: Error, Sendable, Equatable {
    /// The C function that failed, for example `"EVP_DecryptUpdate"`.
    let call: String

    init(_ call: String) {
        self.call = call
    }
}
