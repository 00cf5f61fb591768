#if canImport(COpenSSL) && canImport(CSodium)
import COpenSSL

/// SHA-1 / SHA-256 with OpenSSL's legacy EVP getters (not the product's fetched algorithms).
public enum TestDigest {
    public static func sha1(_ data: [UInt8]) -> [UInt8] { digest(data, EVP_sha1(), 20) }
    public static func sha256(_ data: [UInt8]) -> [UInt8] { digest(data, EVP_sha256(), 32) }

    private static func digest(_ data: [UInt8], _ md: OpaquePointer?, _ size: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size)
        var written: UInt32 = 0
        let ok = data.withUnsafeBytes { EVP_Digest($0.baseAddress, $0.count, &out, &written, md, nil) }
        precondition(ok == 1 && Int(written) == size, "EVP_Digest failed in the test")
        return out
    }
}
#endif
