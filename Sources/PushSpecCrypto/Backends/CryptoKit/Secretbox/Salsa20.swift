/// The Salsa20 core (20 rounds), HSalsa20 and the XSalsa20 keystream, as secretbox uses them
/// (Bernstein, "The Salsa20 family of stream ciphers" and "Extending the Salsa20 nonce").
///
/// The state is sixteen `UInt32` words held in a tuple; the rounds are additions, XORs and
/// fixed rotations only, so the time taken depends on the length of the data and never on the
/// key, the nonce or the data. Words are read and written little-endian at any alignment.
enum Salsa20 {
    /// The sixteen 32-bit words of a Salsa20 state or output block.
    typealias Words = (
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
        UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32
    )

    /// Size of one keystream block in bytes.
    static let blockSize = 64

    /// "expand 32-byte k" as four little-endian words: the diagonal of every 32-byte-key state.
    static let sigma: (UInt32, UInt32, UInt32, UInt32) = (0x6170_7865, 0x3320_646E, 0x7962_2D32, 0x6B20_6574)

    /// The little-endian word at byte offset `4 * index` of `pointer`, at any alignment.
    @inline(__always)
    static func word(_ pointer: UnsafeRawPointer, _ index: Int) -> UInt32 {
        UInt32(littleEndian: pointer.loadUnaligned(fromByteOffset: 4 * index, as: UInt32.self))
    }

    /// `value` rotated left by `count` bits (0 < `count` < 32); a single rotate instruction.
    @inline(__always)
    static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value << count | value >> (32 - count)
    }

    /// The Salsa20 quarter round on four words of the state.
    @inline(__always)
    static func quarterRound(_ a: inout UInt32, _ b: inout UInt32, _ c: inout UInt32, _ d: inout UInt32) {
        b ^= rotate(a &+ d, 7)
        c ^= rotate(b &+ a, 9)
        d ^= rotate(c &+ b, 13)
        a ^= rotate(d &+ c, 18)
    }

    /// The 20 rounds (ten column rounds, each followed by a row round), without the final
    /// addition of the input.
    @inline(__always)
    static func rounds(_ x: inout Words) {
        for _ in 0..<10 {
            quarterRound(&x.0, &x.4, &x.8, &x.12)
            quarterRound(&x.5, &x.9, &x.13, &x.1)
            quarterRound(&x.10, &x.14, &x.2, &x.6)
            quarterRound(&x.15, &x.3, &x.7, &x.11)
            quarterRound(&x.0, &x.1, &x.2, &x.3)
            quarterRound(&x.5, &x.6, &x.7, &x.4)
            quarterRound(&x.10, &x.11, &x.8, &x.9)
            quarterRound(&x.15, &x.12, &x.13, &x.14)
        }
    }

    /// The initial state for the 32-byte `key` and the four words `input` (HSalsa20's 16-byte
    /// input, or Salsa20's 8-byte nonce and 64-bit block counter).
    @inline(__always)
    static func state(key: UnsafeRawPointer, input: (UInt32, UInt32, UInt32, UInt32)) -> Words {
        (
            sigma.0, word(key, 0), word(key, 1), word(key, 2),
            word(key, 3), sigma.1, input.0, input.1,
            input.2, input.3, sigma.2, word(key, 4),
            word(key, 5), word(key, 6), word(key, 7), sigma.3
        )
    }

    /// HSalsa20: writes the 32-byte subkey derived from the 32-byte `key` and the first 16 bytes
    /// of `input` (for XSalsa20, the first 16 bytes of the 24-byte nonce) to `output`.
    static func hSalsa20(key: UnsafeRawPointer, input: UnsafeRawPointer, into output: UnsafeMutableRawPointer) {
        var x = state(key: key, input: (word(input, 0), word(input, 1), word(input, 2), word(input, 3)))
        rounds(&x)
        // Words 0, 5, 10, 15 (where sigma was) and 6...9 (where the input was), without the
        // final addition: the result is not a keystream block, so that addition is not needed.
        put(x.0, at: 0, in: output)
        put(x.5, at: 1, in: output)
        put(x.10, at: 2, in: output)
        put(x.15, at: 3, in: output)
        put(x.6, at: 4, in: output)
        put(x.7, at: 5, in: output)
        put(x.8, at: 6, in: output)
        put(x.9, at: 7, in: output)
    }

    /// Writes `value` little-endian as word `index` (bytes `4 * index ..< 4 * index + 4`) of
    /// `output`, at any alignment.
    @inline(__always)
    static func put(_ value: UInt32, at index: Int, in output: UnsafeMutableRawPointer) {
        output.storeBytes(of: value.littleEndian, toByteOffset: 4 * index, as: UInt32.self)
    }

    /// The state of Salsa20 under the 32-byte `key` with the 8-byte `nonce`, at block `counter`.
    @inline(__always)
    static func state(key: UnsafeRawPointer, nonce: UnsafeRawPointer, counter: UInt64) -> Words {
        state(key: key, input: (word(nonce, 0), word(nonce, 1), UInt32(truncatingIfNeeded: counter), UInt32(truncatingIfNeeded: counter >> 32)))
    }

    /// One 64-byte keystream block of the state `input`: the rounds plus the input.
    @inline(__always)
    static func block(_ input: Words) -> Words {
        var x = input
        rounds(&x)
        return (
            x.0 &+ input.0, x.1 &+ input.1, x.2 &+ input.2, x.3 &+ input.3,
            x.4 &+ input.4, x.5 &+ input.5, x.6 &+ input.6, x.7 &+ input.7,
            x.8 &+ input.8, x.9 &+ input.9, x.10 &+ input.10, x.11 &+ input.11,
            x.12 &+ input.12, x.13 &+ input.13, x.14 &+ input.14, x.15 &+ input.15
        )
    }

    /// Writes the sixteen words of `words` little-endian to the 64 bytes at `output`, straight
    /// from the words (no temporary copy of the block in memory).
    @inline(__always)
    static func store(_ words: Words, to output: UnsafeMutableRawPointer) {
        put(words.0, at: 0, in: output)
        put(words.1, at: 1, in: output)
        put(words.2, at: 2, in: output)
        put(words.3, at: 3, in: output)
        put(words.4, at: 4, in: output)
        put(words.5, at: 5, in: output)
        put(words.6, at: 6, in: output)
        put(words.7, at: 7, in: output)
        put(words.8, at: 8, in: output)
        put(words.9, at: 9, in: output)
        put(words.10, at: 10, in: output)
        put(words.11, at: 11, in: output)
        put(words.12, at: 12, in: output)
        put(words.13, at: 13, in: output)
        put(words.14, at: 14, in: output)
        put(words.15, at: 15, in: output)
    }

    /// Writes the keystream block at `counter` of Salsa20 under `key` (32 bytes) and `nonce`
    /// (8 bytes) to the 64 bytes at `output`.
    static func keystreamBlock(key: UnsafeRawPointer, nonce: UnsafeRawPointer, counter: UInt64, into output: UnsafeMutableRawPointer) {
        store(block(state(key: key, nonce: nonce, counter: counter)), to: output)
    }

    /// XORs `count` bytes of `source` with the Salsa20 keystream under `key` (32 bytes) and
    /// `nonce` (8 bytes), starting at the beginning of block `counter`, into `destination`.
    /// `destination` may be `source` itself (each word is read before it is written) or disjoint
    /// from it. Every keystream block goes through `scratch` (64 bytes), which the caller wipes.
    static func xor(
        _ source: UnsafeRawPointer, into destination: UnsafeMutableRawPointer, count: Int,
        key: UnsafeRawPointer, nonce: UnsafeRawPointer, counter: UInt64, scratch: UnsafeMutableRawPointer
    ) {
        var input = state(key: key, nonce: nonce, counter: counter)
        var blockCounter = counter
        var offset = 0
        while count - offset >= blockSize {
            // The keystream goes through `scratch` (wiped by the caller) rather than a temporary
            // the compiler would leave on the stack.
            store(block(input), to: scratch)
            for index in 0..<16 {
                put(word(source + offset, index) ^ word(scratch, index), at: index, in: destination + offset)
            }
            offset += blockSize
            // The 64-bit block counter: word 8 is its low half, word 9 its high half.
            blockCounter &+= 1
            input.8 = UInt32(truncatingIfNeeded: blockCounter)
            input.9 = UInt32(truncatingIfNeeded: blockCounter >> 32)
        }
        guard offset < count else { return }
        store(block(input), to: scratch)
        for index in 0..<(count - offset) {
            let byte = source.load(fromByteOffset: offset + index, as: UInt8.self) ^ scratch.load(fromByteOffset: index, as: UInt8.self)
            destination.storeBytes(of: byte, toByteOffset: offset + index, as: UInt8.self)
        }
    }
}
