/// Poly1305 (RFC 8439 §2.5), one-shot: the 16-byte tag of a message under a 32-byte one-time
/// key.
///
/// The accumulator is 130 bits in three 64-bit limbs (`h0`, `h1`, and a few bits in `h2`) and
/// the clamped `r` is two 64-bit limbs; products are taken with `multipliedFullWidth` (one
/// `mul` on 64-bit targets), carries are computed with bit operations, and the final
/// reduction selects with a mask, so nothing branches on or indexes by the key, the
/// accumulator or the message bytes. Only the message length decides the control flow.
enum Poly1305 {
    /// Size of the one-time key in bytes: `r` (16, clamped) then `s` (16).
    static let keySize = 32
    /// Size of the tag in bytes.
    static let tagSize = 16

    /// `x + y + carry` and its carry out (0 or 1), without a branch (as Go's `bits.Add64`).
    @inline(__always)
    static func add(_ x: UInt64, _ y: UInt64, _ carry: UInt64) -> (sum: UInt64, carry: UInt64) {
        let sum = x &+ y &+ carry
        return (sum, ((x & y) | ((x | y) & ~sum)) >> 63)
    }

    /// `x - y - borrow` and its borrow out (0 or 1), without a branch (as Go's `bits.Sub64`).
    @inline(__always)
    static func subtract(_ x: UInt64, _ y: UInt64, _ borrow: UInt64) -> (difference: UInt64, borrow: UInt64) {
        let difference = x &- y &- borrow
        return (difference, ((~x & y) | (~(x ^ y) & difference)) >> 63)
    }

    /// The little-endian 64-bit word at `offset` of `pointer`, at any alignment.
    @inline(__always)
    static func word(_ pointer: UnsafeRawPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: pointer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The accumulator and the clamped `r` of one computation.
    struct State {
        /// The accumulator `h`, partially reduced modulo 2^130 - 5: `h0 + h1·2^64 + h2·2^128`.
        var h0: UInt64 = 0, h1: UInt64 = 0, h2: UInt64 = 0
        /// `r` with the bits RFC 8439 clears (clamping), as two little-endian limbs.
        let r0: UInt64, r1: UInt64

        /// The state for the one-time `key` (its first 16 bytes; `s` is read at the end).
        init(key: UnsafeRawPointer) {
            r0 = word(key, 0) & 0x0FFF_FFFC_0FFF_FFFF
            r1 = word(key, 8) & 0x0FFF_FFFC_0FFF_FFFC
        }

        /// Adds the 128-bit block `m0 + m1·2^64` plus `top`·2^128 (1 for a whole block, 0 for a
        /// padded last one) to `h`, multiplies by `r` and partially reduces.
        @inline(__always)
        mutating func absorb(_ m0: UInt64, _ m1: UInt64, top: UInt64) {
            var carry: UInt64
            (h0, carry) = add(h0, m0, 0)
            (h1, carry) = add(h1, m1, carry)
            h2 &+= carry &+ top

            // h·r as four 64-bit columns t0...t3 (h2 is at most 7 and r's limbs have their top
            // four bits clear, so the columns do not overflow past t3).
            let h0r0 = h0.multipliedFullWidth(by: r0), h1r0 = h1.multipliedFullWidth(by: r0)
            let h0r1 = h0.multipliedFullWidth(by: r1), h1r1 = h1.multipliedFullWidth(by: r1)
            let h2r0 = h2 &* r0, h2r1 = h2 &* r1

            let t0 = h0r0.low
            let (m1Low, m1Carry) = add(h1r0.low, h0r1.low, 0)
            let m1High = h1r0.high &+ h0r1.high &+ m1Carry
            let (m2Low, m2Carry) = add(h1r1.low, h2r0, 0)
            let m2High = h1r1.high &+ m2Carry
            let m3 = h2r1

            let t1: UInt64, t2: UInt64, t3: UInt64
            (t1, carry) = add(m1Low, h0r0.high, 0)
            (t2, carry) = add(m2Low, m1High, carry)
            t3 = m3 &+ m2High &+ carry

            // 2^130 ≡ 5: h = (t mod 2^130) + 5·(t >> 130) = (t mod 2^130) + 4c + c, c = t >> 130.
            h0 = t0
            h1 = t1
            h2 = t2 & 3
            let c0 = t2 & ~3, c1 = t3
            (h0, carry) = add(h0, c0, 0)
            (h1, carry) = add(h1, c1, carry)
            h2 &+= carry
            (h0, carry) = add(h0, c0 >> 2 | c1 << 62, 0)
            (h1, carry) = add(h1, c1 >> 2, carry)
            h2 &+= carry
        }

        /// Reduces `h` fully, adds `s` (the last 16 bytes of `key`) and writes the 16-byte tag.
        func finish(key: UnsafeRawPointer, into tag: UnsafeMutableRawPointer) {
            // h - p, p = 2^130 - 5; no borrow means h ≥ p, and then h - p is the reduced value.
            let (g0, borrow0) = subtract(h0, 0xFFFF_FFFF_FFFF_FFFB, 0)
            let (g1, borrow1) = subtract(h1, 0xFFFF_FFFF_FFFF_FFFF, borrow0)
            let (_, borrow2) = subtract(h2, 3, borrow1)
            let keepH = 0 &- borrow2  // all ones when h < p
            let f0 = (h0 & keepH) | (g0 & ~keepH)
            let f1 = (h1 & keepH) | (g1 & ~keepH)
            let (tag0, carry) = add(f0, word(key, 16), 0)
            let (tag1, _) = add(f1, word(key, 24), carry)
            tag.storeBytes(of: tag0.littleEndian, toByteOffset: 0, as: UInt64.self)
            tag.storeBytes(of: tag1.littleEndian, toByteOffset: 8, as: UInt64.self)
        }
    }

    /// Writes the Poly1305 tag of `message` under the 32-byte one-time `key` to the 16 bytes at
    /// `tag`. A key must authenticate one message only.
    static func authenticate(_ message: UnsafeRawBufferPointer, key: UnsafeRawPointer, into tag: UnsafeMutableRawPointer) {
        var state = State(key: key)
        var offset = 0
        let count = message.count
        if let bytes = message.baseAddress {
            while count - offset >= 16 {
                state.absorb(word(bytes, offset), word(bytes, offset + 8), top: 1)
                offset += 16
            }
            if offset < count {
                // The last partial block, followed by a 1 byte and zeros (RFC 8439 §2.5.1).
                var last: (UInt64, UInt64) = (0, 0)
                withUnsafeMutableBytes(of: &last) { padded in
                    padded.copyMemory(from: UnsafeRawBufferPointer(rebasing: message[offset...]))
                    padded[count - offset] = 1
                }
                state.absorb(UInt64(littleEndian: last.0), UInt64(littleEndian: last.1), top: 0)
            }
        }
        state.finish(key: key, into: tag)
    }
}
