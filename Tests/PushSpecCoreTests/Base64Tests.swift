import Foundation
import Testing
@testable import PushSpecCore

@Suite("Base64")
struct Base64Tests {
    /// RFC 4648 section 10.
    static let vectors: [(String, String)] = [
        ("", ""),
        ("f", "Zg=="),
        ("fo", "Zm8="),
        ("foo", "Zm9v"),
        ("foob", "Zm9vYg=="),
        ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ]

    @Test("RFC 4648 section 10 vectors, standard alphabet", arguments: vectors)
    func standardVectors(plain: String, encoded: String) {
        #expect(Base64.encodeStandard(Array(plain.utf8)) == encoded)
        #expect(Base64.decodeStandard(encoded) == Array(plain.utf8))
        let unpadded = String(encoded.filter { $0 != "=" })
        #expect(Base64.decodeStandard(unpadded) == Array(plain.utf8))
    }

    @Test("RFC 4648 section 10 vectors, URL alphabet", arguments: vectors)
    func urlVectors(plain: String, encoded: String) {
        let unpadded = String(encoded.filter { $0 != "=" })
        #expect(Base64.encodeURL(Array(plain.utf8)) == unpadded)
        #expect(Base64.decodeURL(unpadded) == Array(plain.utf8))
        #expect(Base64.decodeURL(encoded) == Array(plain.utf8))
    }

    @Test("the two alphabets differ in 62 and 63")
    func alphabets() {
        let bytes: [UInt8] = [0xFB, 0xFF, 0xBF]
        #expect(Base64.encodeStandard(bytes) == "+/+/")
        #expect(Base64.encodeURL(bytes) == "-_-_")
        #expect(Base64.decodeStandard("+/+/") == bytes)
        #expect(Base64.decodeURL("-_-_") == bytes)
        #expect(Base64.decodeURL("+/+/") == nil)
        #expect(Base64.decodeStandard("-_-_") == nil)
        #expect(Base64.encodeStandard([0x00, 0x10, 0x83, 0x10, 0x51, 0x87]) == "ABCDEFGH")
        #expect(Base64.encodeStandard([0xFF]) == "/w==")
        #expect(Base64.encodeURL([0xFF]) == "_w")
        #expect(Base64.encodeURL([0xFF, 0xFE]) == "__4")
    }

    @Test("invalid input gives nil", arguments: [
        "Zm9v!", "Zm 9v", "Zm9v\n", " Zm9v", "Zm9vY", "Z", "Zm9vYmFyZ",  // bad char, whitespace, 4k+1
        "Zm9=v", "Zg=", "Zg===", "Zm8==", "Z===", "====", "=", "Zg==Zg==", "Zm9v=",
        "Zh==", "Zm9=",  // non-zero unused bits
        "Zm9vYg=\u{0}", "Zm9vYé==",
    ])
    func invalid(text: String) {
        #expect(Base64.decodeStandard(text) == nil)
        #expect(Base64.decodeURL(text) == nil)
    }

    @Test("the padding rules")
    func padding() {
        #expect(Base64.decodeStandard("Zg==") == [0x66])
        #expect(Base64.decodeStandard("Zg") == [0x66])
        #expect(Base64.decodeStandard("Zg=") == nil)
        #expect(Base64.decodeStandard("Zm8=") == [0x66, 0x6F])
        #expect(Base64.decodeStandard("Zm8") == [0x66, 0x6F])
        #expect(Base64.decodeStandard("Zm8==") == nil)
        #expect(Base64.decodeStandard("Zm9v====") == nil)
        #expect(Base64.decodeStandard("") == [])
    }

    @Test("bytes, substrings and non-contiguous collections are accepted")
    func inputTypes() {
        #expect(Base64.decodeURL(Array("Zm9vYmFy".utf8)) == Array("foobar".utf8))
        #expect(Base64.decodeURL("xxZm9vYmFy".dropFirst(2)) == Array("foobar".utf8))
        #expect(Base64.decodeStandard(Array("Zm9vYg==".utf8).lazy.map { $0 }) == Array("foob".utf8))
        #expect(Base64.encodeStandard([UInt8]("foob".utf8).lazy.map { $0 }) == "Zm9vYg==")
        #expect(Base64.encodeURL("foobar".utf8) == "Zm9vYmFy")
    }

    @Test("round trips of every length from 0 to 64 and all byte values")
    func roundTrips() {
        // A fixed pseudo-random sequence (not the code under test) to fill the inputs.
        var state: UInt32 = 0x1234_5678
        func nextByte() -> UInt8 {
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        for length in 0...64 {
            let bytes = (0..<length).map { _ in nextByte() }
            let standard = Base64.encodeStandard(bytes)
            let url = Base64.encodeURL(bytes)
            #expect(standard.utf8.count == (length + 2) / 3 * 4)
            #expect(url.utf8.count == (length * 4 + 2) / 3)
            #expect(Base64.decodeStandard(standard) == bytes)
            #expect(Base64.decodeURL(url) == bytes)
        }
        let all = (0...255).map { UInt8($0) }
        #expect(Base64.decodeStandard(Base64.encodeStandard(all)) == all)
        #expect(Base64.decodeURL(Base64.encodeURL(all)) == all)
        #expect(Base64.encodeStandard(all).hasPrefix("AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8g"))
        #expect(Base64.encodeStandard(all).hasSuffix("+/w=="))
        #expect(Base64.encodeURL(all).hasSuffix("-_w"))
    }

    /// Pseudo-random bytes from a fixed sequence (not the code under test).
    static func bytes(_ count: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    @Test("decoding agrees with Foundation's base64 for every length from 0 to 300")
    func agreesWithFoundation() {
        for length in 0...300 {
            let bytes = Self.bytes(length, seed: UInt32(length) &* 7919)
            let standard = Data(bytes).base64EncodedString()  // Foundation's encoder, padded
            let url = standard.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                .replacingOccurrences(of: "=", with: "")
            #expect(Base64.decodeStandard(standard) == bytes, "length \(length)")
            #expect(Base64.decodeURL(url) == bytes, "length \(length)")
        }
    }

    @Test("a character outside the alphabet is refused at every position of a long input")
    func invalidCharacterAnywhere() {
        let url = Array(Base64.encodeURL(Self.bytes(96, seed: 42)).utf8)  // 128 characters, no padding
        #expect(Base64.decodeURL(url) != nil)
        for position in url.indices {
            // `=` is padding, valid in the last two places of a text of 4k characters.
            let bytes: [UInt8] = position >= url.count - 2 ? [0x2B, 0x2E, 0x00, 0x80, 0xFF] : [0x2B, 0x3D, 0x2E, 0x00, 0x80, 0xFF]
            for bad in bytes {
                var text = url
                text[position] = bad
                #expect(Base64.decodeURL(text) == nil, "byte \(bad) at \(position)")
            }
        }
    }

    @Test("decoding into a buffer: the same bytes as the array form, exactly the buffer it needs, nil when it is smaller")
    func decodingIntoABuffer() {
        for length in 0...40 {
            let bytes = Self.bytes(length, seed: UInt32(length) &+ 99)
            let text = Array(Data(bytes).base64EncodedString().utf8)
            let needed = Base64.maximumDecodedCount(forCharacterCount: text.count)
            // At least the decoded size; at most 2 more, plus 2 for the two padding characters.
            #expect(needed >= length && needed <= length + 4, "length \(length)")
            text.withUnsafeBufferPointer { input in
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: length + 1, alignment: 1)
                defer { buffer.deallocate() }
                buffer.initializeMemory(as: UInt8.self, repeating: 0xEE)
                let exact = UnsafeMutableRawBufferPointer(rebasing: buffer[..<length])
                #expect(Base64.decode(input, url: false, into: exact) == length, "length \(length)")
                #expect(Array(exact) == bytes, "length \(length)")
                #expect(buffer[length] == 0xEE, "wrote past the decoded bytes, length \(length)")
                if length > 0 {
                    let short = UnsafeMutableRawBufferPointer(rebasing: buffer[..<(length - 1)])
                    #expect(Base64.decode(input, url: false, into: short) == nil, "length \(length)")
                }
                #expect(Base64.decode(input, url: true, into: buffer) == (text.contains { $0 == 0x2B || $0 == 0x2F } ? nil : length))
            }
        }
    }
}
