/// A call into a backend's crypto library that failed.
///
/// Internal to the crypto module: each public operation maps it to its own error type.
/// It carries the name of the call only, never an argument, so it cannot leak key material.
struct CryptoCallError: Error, Sendable, Equatable {
    /// The function that failed, for example `"EVP_DecryptUpdate"` or `"CCCryptorCreate"`.
    let call: String

    init(_ call: String) {
        self.call = call
    }
}
