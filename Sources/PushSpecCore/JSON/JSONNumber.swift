// Reading numbers out of already validated source text, without Foundation.

package enum JSONNumber {
    /// The value of `-?digits` (no fraction or exponent) if it fits in Int64, else nil.
    /// Leading zeros are accepted (JSON integers never have them; numeric strings may);
    /// `maxDigits` bounds the number of digits.
    package static func int64(_ text: UnsafeBufferPointer<UInt8>, maxDigits: Int = .max) -> Int64? {
        var i = 0
        let n = text.count
        var negative = false
        if i < n && text[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        let digitCount = n - i
        guard digitCount >= 1, digitCount <= maxDigits else { return nil }
        if digitCount <= 18 {
            // At most 18 digits: below 10^18 < 2^63, nothing can overflow. Eight digits at a time
            // while eight are left, then one at a time.
            var magnitude: Int64 = 0
            let base = UnsafeRawPointer(text.baseAddress)
            while n &- i >= 8, let base {
                let chunk = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: i, as: UInt64.self))
                guard let value = eightDigits(chunk) else { return nil }
                magnitude = magnitude &* 100_000_000 &+ Int64(value)
                i &+= 8
            }
            while i < n {
                let digit = text[i] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                magnitude = magnitude &* 10 &+ Int64(digit)
                i &+= 1
            }
            return negative ? -magnitude : magnitude
        }
        // 2^63 is the largest magnitude (of Int64.min).
        let limit: UInt64 = negative ? UInt64(Int64.max) + 1 : UInt64(Int64.max)
        var magnitude: UInt64 = 0
        while i < n {
            let digit = text[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflow1, !overflow2, sum <= limit else { return nil }
            magnitude = sum
            i += 1
        }
        if negative {
            return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
        }
        return Int64(magnitude)
    }

    /// The value of eight ASCII digits loaded little-endian (the first digit in the low byte),
    /// or nil when any byte is not a digit (SWAR: three multiplications instead of eight steps).
    @inline(__always)
    static func eightDigits(_ chunk: UInt64) -> UInt64? {
        guard nonDigitBytes(chunk) == 0 else { return nil }
        var value = chunk & 0x0F0F_0F0F_0F0F_0F0F
        value = (value &* (10 << 8 + 1)) >> 8 & 0x00FF_00FF_00FF_00FF  // pairs of digits
        value = (value &* (100 << 16 + 1)) >> 16 & 0x0000_FFFF_0000_FFFF  // groups of four
        return (value &* (10_000 << 32 + 1)) >> 32  // all eight
    }

    /// The high bit of each of eight bytes (the first in the low byte) that is not an ASCII
    /// digit, exactly: a digit is 0x30 to 0x39, high nibble 3 and low nibble at most 9. Per byte,
    /// the high nibble XOR 3 and the low nibble plus 6 (which reaches 0x10 above 9) never carry
    /// into the next byte. The lowest flag is the first non-digit.
    @inline(__always)
    static func nonDigitBytes(_ word: UInt64) -> UInt64 {
        let highNibbleNot3 = (word & 0xF0F0_F0F0_F0F0_F0F0) ^ 0x3030_3030_3030_3030
        let lowNibbleAbove9 = ((word & 0x0F0F_0F0F_0F0F_0F0F) &+ 0x0606_0606_0606_0606) & 0x1010_1010_1010_1010
        let flagged = highNibbleNot3 | lowNibbleAbove9
        // A byte's high bit is set exactly when the byte is not zero.
        return (((flagged & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | flagged) & 0x8080_8080_8080_8080
    }

    /// The nearest Double to a valid JSON number's text, or nil when it is not finite.
    ///
    /// Exact fast path (Clinger): at most 19 significant digits whose value is below 2^53 and a
    /// decimal exponent within ±22, where one multiplication or division by an exact power of ten
    /// rounds correctly. Everything else goes to the standard library's correctly rounded parser.
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let n = text.count
        var i = 0
        var negative = false
        if i < n && text[i] == UInt8(ascii: "-") {
            negative = true
            i += 1
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var exact = true
        while i < n, text[i] &- UInt8(ascii: "0") < 10 {
            let digit = UInt64(text[i] &- UInt8(ascii: "0"))
            if mantissa != 0 || digit != 0 { significant += 1 }
            if significant <= 19 { mantissa = mantissa &* 10 &+ digit } else { exact = false }
            i += 1
        }
        if i < n && text[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, text[i] &- UInt8(ascii: "0") < 10 {
                let digit = UInt64(text[i] &- UInt8(ascii: "0"))
                if mantissa != 0 || digit != 0 { significant += 1 }
                if significant <= 19 {
                    mantissa = mantissa &* 10 &+ digit
                    exponent -= 1
                } else {
                    exact = false
                }
                i += 1
            }
        }
        if i < n && text[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            var negativeExponent = false
            if i < n && (text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-")) {
                negativeExponent = text[i] == UInt8(ascii: "-")
                i += 1
            }
            var written = 0
            while i < n, text[i] &- UInt8(ascii: "0") < 10 {
                if written < 100_000 { written = written * 10 + Int(text[i] &- UInt8(ascii: "0")) }
                i += 1
            }
            exponent += negativeExponent ? -written : written
        }
        if mantissa == 0 && exact {
            return negative ? -0.0 : 0.0
        }
        if exact && mantissa <= 1 << 53 && exponent >= -22 && exponent <= 22 {
            var scale = 1.0
            for _ in 0..<abs(exponent) { scale *= 10 }
            var value = Double(mantissa)
            value = exponent < 0 ? value / scale : value * scale
            return negative ? -value : value
        }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }
}
