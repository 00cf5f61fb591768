@testable import PushSpecCrypto

/// Array front ends to ``XSalsa20Poly1305/open(_:nonce:key:into:)`` for the tests.
enum SecretboxOpen {
    /// Opens `box` into a separate array; nil when the tag does not verify. The output array
    /// starts filled with 0xA5, so a failed open can be seen to leave it untouched.
    static func disjoint(_ box: [UInt8], nonce: [UInt8], key: [UInt8]) -> [UInt8]? {
        let (verified, output) = disjointKeepingOutput(box, nonce: nonce, key: key)
        return verified ? output : nil
    }

    /// As ``disjoint(_:nonce:key:)``, returning the output buffer whatever the result.
    static func disjointKeepingOutput(_ box: [UInt8], nonce: [UInt8], key: [UInt8]) -> (Bool, [UInt8]) {
        precondition(nonce.count == XSalsa20Poly1305.nonceSize && key.count == XSalsa20Poly1305.keySize)
        var output = [UInt8](repeating: 0xA5, count: max(box.count - XSalsa20Poly1305.macSize, 1))
        let verified = box.withUnsafeBytes { box in
            output.withUnsafeMutableBytes { output in
                XSalsa20Poly1305.open(box, nonce: nonce, key: key, into: output.baseAddress!)
            }
        }
        return (verified, Array(output.prefix(max(box.count - XSalsa20Poly1305.macSize, 0))))
    }

    /// Opens `box` in place (the plaintext written over the ciphertext, at `box + 16`); nil when
    /// the tag does not verify, else the plaintext. Also returns the buffer after the call.
    static func inPlace(_ box: [UInt8], nonce: [UInt8], key: [UInt8]) -> (plaintext: [UInt8]?, buffer: [UInt8]) {
        precondition(nonce.count == XSalsa20Poly1305.nonceSize && key.count == XSalsa20Poly1305.keySize)
        var buffer = box
        let verified = buffer.withUnsafeMutableBytes { bytes in
            XSalsa20Poly1305.open(
                UnsafeRawBufferPointer(bytes), nonce: nonce, key: key,
                into: bytes.baseAddress! + XSalsa20Poly1305.macSize)
        }
        return (verified ? Array(buffer.dropFirst(XSalsa20Poly1305.macSize)) : nil, buffer)
    }
}
