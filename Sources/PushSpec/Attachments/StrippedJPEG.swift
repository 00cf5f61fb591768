/// The header every stripped thumbnail leaves out, built from ITU-T T.81 (the JPEG standard):
/// baseline JPEG, 8-bit YCbCr with 4:2:0 sampling, the example tables of Annex K with the
/// quantization tables scaled to libjpeg's quality 20, and a JFIF APP0 segment.
enum StrippedJPEG {
    // Markers (T.81 Table B.1), each after an 0xFF byte.
    static let startOfImage: UInt8 = 0xD8  // SOI
    static let application0: UInt8 = 0xE0  // APP0, for JFIF
    static let quantizationTables: UInt8 = 0xDB  // DQT
    static let baselineFrame: UInt8 = 0xC0  // SOF0
    static let huffmanTables: UInt8 = 0xC4  // DHT
    static let startOfScan: UInt8 = 0xDA  // SOS
    static let endOfImage: UInt8 = 0xD9  // EOI

    /// SOI, APP0, then the two DQT segments: everything before the frame header.
    static let beforeFrame: [UInt8] =
        [0xFF, startOfImage]
        + segment(application0, jfif)
        + segment(quantizationTables, [0x00] + zigZagged(scaled(luminanceQuantization)))
        + segment(quantizationTables, [0x01] + zigZagged(scaled(chrominanceQuantization)))

    /// The four DHT segments and the SOS header: everything after the frame header.
    static let afterFrame: [UInt8] =
        segment(huffmanTables, [0x00] + luminanceDC.bits + luminanceDC.values)  // class 0 (DC), table 0
        + segment(huffmanTables, [0x10] + luminanceAC.bits + luminanceAC.values)  // class 1 (AC), table 0
        + segment(huffmanTables, [0x01] + chrominanceDC.bits + chrominanceDC.values)  // class 0 (DC), table 1
        + segment(huffmanTables, [0x11] + chrominanceAC.bits + chrominanceAC.values)  // class 1 (AC), table 1
        + segment(startOfScan, [
            3,  // components in the scan
            1, 0x00,  // Y: DC table 0, AC table 0
            2, 0x11,  // Cb: DC table 1, AC table 1
            3, 0x11,  // Cr: DC table 1, AC table 1
            0, 63,  // spectral selection: all 64 coefficients (Ss, Se)
            0,  // successive approximation: none (Ah, Al)
        ])

    /// SOF0 (T.81 B.2.2): a baseline frame of the given size.
    static func frame(height: UInt8, width: UInt8) -> [UInt8] {
        segment(baselineFrame, [
            8,  // sample precision
            0, height,  // number of lines, big-endian
            0, width,  // samples per line, big-endian
            3,  // components
            1, 0x22, 0,  // Y: 2×2 sampling, quantization table 0
            2, 0x11, 1,  // Cb: 1×1 sampling, quantization table 1
            3, 0x11, 1,  // Cr: 1×1 sampling, quantization table 1
        ])
    }

    /// A marker segment: 0xFF, the marker, the big-endian length (which counts itself), the payload.
    static func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        let length = payload.count + 2
        return [0xFF, marker, UInt8(truncatingIfNeeded: length >> 8), UInt8(truncatingIfNeeded: length)] + payload
    }

    /// APP0's JFIF payload: version 1.01, no density units, a 1:1 aspect ratio, no thumbnail.
    static let jfif: [UInt8] = Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]

    // MARK: Quantization (T.81 Annex K.1; libjpeg's quality scaling)

    /// The quality whose tables stripped thumbnails are encoded with.
    static let quality = 20

    /// libjpeg's `jpeg_quality_scaling` and baseline clamp: a percentage of Annex K's tables.
    static func scaled(_ table: [Int]) -> [UInt8] {
        let percent = quality < 50 ? 5000 / quality : 200 - quality * 2
        return table.map { UInt8(min(max(($0 * percent + 50) / 100, 1), 255)) }
    }

    /// Table K.1, luminance, in natural (row-major) order.
    static let luminanceQuantization: [Int] = [
        16, 11, 10, 16, 24, 40, 51, 61,
        12, 12, 14, 19, 26, 58, 60, 55,
        14, 13, 16, 24, 40, 57, 69, 56,
        14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77,
        24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101,
        72, 92, 95, 98, 112, 100, 103, 99,
    ]

    /// Table K.2, chrominance, in natural (row-major) order.
    static let chrominanceQuantization: [Int] = [
        17, 18, 24, 47, 99, 99, 99, 99,
        18, 21, 26, 66, 99, 99, 99, 99,
        24, 26, 56, 99, 99, 99, 99, 99,
        47, 66, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
        99, 99, 99, 99, 99, 99, 99, 99,
    ]

    /// A table in the zig-zag order DQT stores it in.
    static func zigZagged(_ natural: [UInt8]) -> [UInt8] {
        zigZag.map { natural[$0] }
    }

    /// The zig-zag sequence (T.81 Figure A.6): the natural index of each coefficient in turn,
    /// walking the anti-diagonals, up and to the right on even ones, down and to the left on odd.
    static let zigZag: [Int] = (0..<15).flatMap { diagonal -> [Int] in
        let rows = max(0, diagonal - 7)...min(diagonal, 7)
        let ordered = diagonal.isMultiple(of: 2) ? Array(rows.reversed()) : Array(rows)
        return ordered.map { row in row * 8 + (diagonal - row) }
    }

    // MARK: Huffman tables (T.81 Annex K.3)

    /// A DHT table: how many codes there are of each length 1...16, then the symbols in code order.
    struct HuffmanTable {
        let bits: [UInt8]
        let values: [UInt8]
    }

    /// K.3.3.1, Table K.3: luminance DC differences.
    static let luminanceDC = HuffmanTable(
        bits: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
        values: Array(0...11)
    )

    /// K.3.3.1, Table K.4: chrominance DC differences.
    static let chrominanceDC = HuffmanTable(
        bits: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
        values: Array(0...11)
    )

    /// K.3.3.2, Table K.5: luminance AC coefficients (symbols are run << 4 | size).
    static let luminanceAC = HuffmanTable(
        bits: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D],
        values: [
            0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61, 0x07,
            0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52, 0xD1, 0xF0,
            0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25, 0x26, 0x27, 0x28,
            0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48, 0x49,
            0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68, 0x69,
            0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89,
            0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7,
            0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5,
            0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2,
            0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8,
            0xF9, 0xFA,
        ]
    )

    /// K.3.3.2, Table K.6: chrominance AC coefficients (symbols are run << 4 | size).
    static let chrominanceAC = HuffmanTable(
        bits: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
        values: [
            0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61, 0x71,
            0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33, 0x52, 0xF0,
            0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18, 0x19, 0x1A, 0x26,
            0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45, 0x46, 0x47, 0x48,
            0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64, 0x65, 0x66, 0x67, 0x68,
            0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87,
            0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5,
            0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3,
            0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA,
            0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8,
            0xF9, 0xFA,
        ]
    )
}
