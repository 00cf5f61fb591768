import FuzzCrypto
import FuzzSupport
// The Swift secretbox is internal: the fuzz build compiles PushSpec with -enable-testing.
@testable import PushSpecCrypto

// The Swift secretbox (XSalsa20-Poly1305 open, the Zulip decryption of the Apple and Portable
// backends) against libsodium.
//
// The input is key (32) ‖ nonce (24) ‖ rest; the first byte picks a mode (its value modulo 2):
//   0  rest is a box (MAC ‖ ciphertext): the Swift open and libsodium's agree on whether it
//      verifies and, when it does, on the plaintext; a box that fails leaves the output as it was;
//   1  rest is a plaintext that libsodium seals: the Swift open gives it back, in place and into
//      another buffer, and the box with one bit flipped (chosen by the last byte) fails.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    FuzzDriver.run(data, size) { buffer in
        var input = FuzzInput(buffer)
        let mode = input.byte() % 2
        var key = input.take(32)
        key += [UInt8](repeating: 0, count: 32 - key.count)
        var nonce = input.take(24)
        nonce += [UInt8](repeating: 0, count: 24 - nonce.count)
        let rest = input.rest()
        if mode == 0 {
            compare(box: rest, key: key, nonce: nonce)
        } else {
            roundTrip(plaintext: rest, key: key, nonce: nonce)
        }
    }
}

/// Opens `box` with the Swift secretbox into a buffer of 0xA5 bytes.
func swiftOpen(_ box: [UInt8], key: [UInt8], nonce: [UInt8]) -> (verified: Bool, output: [UInt8]) {
    var output = [UInt8](repeating: 0xA5, count: max(box.count - 16, 0))
    let verified = box.withUnsafeBytes { box in
        key.withUnsafeBytes { key in
            nonce.withUnsafeBytes { nonce in
                output.withUnsafeMutableBytes { output in
                    XSalsa20Poly1305.open(
                        box, nonce: nonce.baseAddress!, key: key.baseAddress!,
                        into: output.baseAddress ?? UnsafeMutableRawPointer(mutating: nonce.baseAddress!))
                }
            }
        }
    }
    return (verified, output)
}

func compare(box: [UInt8], key: [UInt8], nonce: [UInt8]) {
    let swift = swiftOpen(box, key: key, nonce: nonce)
    let sodium = FuzzCrypto.secretboxOpen(box, key: key, nonce: nonce)
    Render.check(swift.verified == (sodium != nil), "Swift secretbox verified \(swift.verified), libsodium \(sodium != nil)")
    if let sodium {
        Render.check(swift.output == sodium, "Swift secretbox and libsodium opened \(box.count) bytes differently")
    } else {
        Render.check(swift.output.allSatisfy { $0 == 0xA5 }, "a box that failed wrote its output")
    }
}

func roundTrip(plaintext: [UInt8], key: [UInt8], nonce: [UInt8]) {
    let sealed = Array(FuzzCrypto.secretboxSeal(plaintext, key: key, nonce: nonce).dropFirst(24))
    let disjoint = swiftOpen(sealed, key: key, nonce: nonce)
    Render.check(disjoint.verified && disjoint.output == plaintext, "a libsodium box did not open to its plaintext")
    // In place: the plaintext over the ciphertext, as ZulipE2EE opens a decoded push.
    var buffer = sealed
    let inPlace = buffer.withUnsafeMutableBytes { box in
        key.withUnsafeBytes { key in
            nonce.withUnsafeBytes { nonce in
                XSalsa20Poly1305.open(
                    UnsafeRawBufferPointer(box), nonce: nonce.baseAddress!, key: key.baseAddress!,
                    into: box.baseAddress! + 16)
            }
        }
    }
    Render.check(inPlace && Array(buffer.dropFirst(16)) == plaintext, "an in-place open did not give the plaintext")
    var flipped = sealed
    let bit = Int(plaintext.last ?? 0) % (flipped.count * 8)
    flipped[bit / 8] ^= 1 << UInt8(bit % 8)
    Render.check(!swiftOpen(flipped, key: key, nonce: nonce).verified, "a box with bit \(bit) flipped verified")
}

@main
enum Main {
    static func main() {
        FuzzDriver.main(fuzz)
    }
}
