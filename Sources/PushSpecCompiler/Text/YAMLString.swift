/// YAML scalars as the generator writes them into spec files (translations, drafted entries).
package enum YAMLString {
    /// `text` as a double-quoted YAML scalar: `"` and `\` escaped, a line break and a tab as `\n`
    /// and `\t`, what YAML does not print as it is as `\uXXXX`.
    package static func doubleQuoted(_ text: String) -> String {
        var scalar = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": scalar += "\\\""
            case "\\": scalar += "\\\\"
            case "\n": scalar += "\\n"
            case "\t": scalar += "\\t"
            case _ where isPrintable(character): scalar.unicodeScalars.append(character)
            default:
                let hex = String(character.value, radix: 16, uppercase: true)
                scalar += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return scalar + "\""
    }

    /// Whether YAML prints the character as it is in a double-quoted scalar: its printable set
    /// without the line and paragraph separators (line breaks to YAML 1.1) and the byte order mark.
    private static func isPrintable(_ character: Unicode.Scalar) -> Bool {
        switch character.value {
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
