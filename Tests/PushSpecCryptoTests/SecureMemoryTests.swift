@testable import PushSpecCrypto
import Testing

/// SecureMemory's comparison and zeroing.
@Suite("SecureMemory")
struct SecureMemoryTests {
    @Test("equals: equal buffers, and every single-bit difference at every position")
    func equals() {
        let a: [UInt8] = (0..<33).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 5) }
        for count in [0, 1, 16, 33] {
            #expect(a.withUnsafeBytes { x in a.withUnsafeBytes { y in SecureMemory.equals(x.baseAddress!, y.baseAddress!, count: count) } })
        }
        for position in 0..<a.count {
            for bit in 0..<8 {
                var b = a
                b[position] ^= 1 << UInt8(bit)
                let same = a.withUnsafeBytes { x in b.withUnsafeBytes { y in SecureMemory.equals(x.baseAddress!, y.baseAddress!, count: a.count) } }
                #expect(!same, "byte \(position) bit \(bit)")
                // A difference past `count` is not looked at.
                let prefix = a.withUnsafeBytes { x in b.withUnsafeBytes { y in SecureMemory.equals(x.baseAddress!, y.baseAddress!, count: position) } }
                #expect(prefix, "prefix of \(position)")
            }
        }
    }

    @Test("zero clears the whole buffer and nothing beyond it")
    func zero() {
        var bytes = [UInt8](repeating: 0xEE, count: 100)
        bytes.withUnsafeMutableBytes { buffer in
            SecureMemory.zero(UnsafeMutableRawBufferPointer(rebasing: buffer[10..<90]))
            SecureMemory.zero(buffer.baseAddress, count: 0)
            SecureMemory.zero(nil, count: 5)
        }
        #expect(bytes[..<10].allSatisfy { $0 == 0xEE } && bytes[90...].allSatisfy { $0 == 0xEE })
        #expect(bytes[10..<90].allSatisfy { $0 == 0 })
    }
}
