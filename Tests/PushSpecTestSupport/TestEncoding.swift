import Foundation

// Encodings for tests, all through Foundation: independent of PushSpecCore's `Base64` and of
// the product's libsodium codec.

/// Base64url (with or without padding) → bytes, via Foundation after mapping `-_` to `+/`;
/// nil if it is not base64url.
public func base64URLDecode(_ text: String) -> [UInt8]? {
    var standard = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    if standard.count % 4 == 1 { return nil }
    standard += String(repeating: "=", count: (4 - standard.count % 4) % 4)
    return Data(base64Encoded: standard).map { [UInt8]($0) }
}

/// Bytes → base64url without padding, via Foundation.
public func base64URLEncode(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString()
        .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        .replacingOccurrences(of: "=", with: "")
}

/// Bytes → standard base64 with `=` padding (as Zulip sends `encrypted_data` and `push_key`).
public func base64Encode(_ bytes: [UInt8]) -> String {
    Data(bytes).base64EncodedString()
}

/// Standard, padded base64 → bytes; nil if Foundation does not accept it.
public func base64Decode(_ text: String) -> [UInt8]? {
    Data(base64Encoded: text).map { [UInt8]($0) }
}

/// Lowercase hex of `bytes`.
public func hex(_ bytes: some Sequence<UInt8>) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
}
