/// One element of an HTTP header list whose elements are `;`-separated `name=value`
/// parameters, as the legacy `Encryption` and `Crypto-Key` headers are:
///
///     Crypto-Key: dh=BNoRDbb8…; keyid=p256dh, p256ecdsa=BDd3_hVL9fZi9Ybo2UUzA284WG5FZR30_95YeZJsiApwXKpNcF1rRPF3foIiBHXRdJI2Qhumhf6_LFTeZaNndIo
///     Encryption: keyid="p256dh"; salt="lngarbyKfMoi9Z75xYXmkg"; rs=4096
///
/// Names are compared case-insensitively (stored lowercased); values may be tokens or
/// double-quoted strings (with `\` escapes); spaces and tabs around separators are ignored.
/// Empty list elements are skipped. A parameter without `=` or a name repeated within one
/// element makes the header invalid.
struct ECEHeaderElement: Sendable, Equatable {
    /// The element's parameters in order, names lowercased.
    var parameters: [(name: String, value: String)]

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parameters.elementsEqual(rhs.parameters) { $0.name == $1.name && $0.value == $1.value }
    }

    /// The value of parameter `name` (lowercase), if present.
    subscript(name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }

    /// Parses a whole header value into its list elements.
    ///
    /// - Parameter headerName: used in error texts only.
    static func parseList(_ header: some StringProtocol, headerName: String) throws(WebPushError) -> [ECEHeaderElement] {
        var parser = Parser(bytes: Array(header.utf8), headerName: headerName)
        return try parser.parseList()
    }

    private struct Parser {
        let bytes: [UInt8]
        let headerName: String
        var index = 0

        init(bytes: [UInt8], headerName: String) {
            self.bytes = bytes
            self.headerName = headerName
        }

        private static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
        private static let comma = UInt8(ascii: ","), semicolon = UInt8(ascii: ";")
        private static let equals = UInt8(ascii: "="), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

        /// RFC 7230 `tchar`.
        private static func isTokenCharacter(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
                true
            default:
                "!#$%&'*+-.^_`|~".utf8.contains(byte)
            }
        }

        private func invalid(_ why: String) -> WebPushError {
            .badHeader("\(headerName) header: \(why)")
        }

        private mutating func skipWhitespace() {
            while index < bytes.count, bytes[index] == Self.space || bytes[index] == Self.tab {
                index += 1
            }
        }

        mutating func parseList() throws(WebPushError) -> [ECEHeaderElement] {
            var elements: [ECEHeaderElement] = []
            while true {
                skipWhitespace()
                if index == bytes.count { break }
                if bytes[index] == Self.comma {
                    index += 1
                    continue
                }
                elements.append(try parseElement())
                skipWhitespace()
                if index == bytes.count { break }
                guard bytes[index] == Self.comma else {
                    throw invalid("unexpected character at offset \(index)")
                }
                index += 1
            }
            return elements
        }

        /// `parameter *( OWS ";" OWS parameter )`, stopping before a `,` or the end.
        private mutating func parseElement() throws(WebPushError) -> ECEHeaderElement {
            var parameters: [(name: String, value: String)] = []
            while true {
                skipWhitespace()
                if index < bytes.count, bytes[index] == Self.semicolon {  // empty parameter
                    index += 1
                    continue
                }
                if index == bytes.count || bytes[index] == Self.comma { break }
                let (name, value) = try parseParameter()
                guard !parameters.contains(where: { $0.name == name }) else {
                    throw invalid("parameter \(printableForError(name, limit: 40)) appears twice in one element")
                }
                parameters.append((name, value))
                skipWhitespace()
                if index == bytes.count || bytes[index] == Self.comma { break }
                guard bytes[index] == Self.semicolon else {
                    throw invalid("unexpected character at offset \(index)")
                }
                index += 1
            }
            return ECEHeaderElement(parameters: parameters)
        }

        /// `token OWS "=" OWS ( token / quoted-string )`
        private mutating func parseParameter() throws(WebPushError) -> (String, String) {
            let nameStart = index
            while index < bytes.count, Self.isTokenCharacter(bytes[index]) {
                index += 1
            }
            guard index > nameStart else { throw invalid("expected a parameter name at offset \(nameStart)") }
            let name = String(decoding: bytes[nameStart ..< index], as: UTF8.self).lowercased()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == Self.equals else {
                throw invalid("parameter \(printableForError(name, limit: 40)) has no value")
            }
            index += 1
            skipWhitespace()
            guard index < bytes.count else { throw invalid("parameter \(printableForError(name, limit: 40)) has no value") }
            if bytes[index] == Self.quote {
                index += 1
                var value: [UInt8] = []
                while true {
                    guard index < bytes.count else { throw invalid("unterminated quoted value of \(printableForError(name, limit: 40))") }
                    let byte = bytes[index]
                    index += 1
                    if byte == Self.quote { break }
                    if byte == Self.backslash {
                        guard index < bytes.count else { throw invalid("unterminated quoted value of \(printableForError(name, limit: 40))") }
                        value.append(bytes[index])
                        index += 1
                    } else {
                        value.append(byte)
                    }
                }
                return (name, String(decoding: value, as: UTF8.self))
            }
            let valueStart = index
            while index < bytes.count, Self.isTokenCharacter(bytes[index]) || bytes[index] == Self.equals || bytes[index] == UInt8(ascii: "/") {
                index += 1
            }
            guard index > valueStart else { throw invalid("parameter \(printableForError(name, limit: 40)) has no value") }
            return (name, String(decoding: bytes[valueStart ..< index], as: UTF8.self))
        }
    }
}
