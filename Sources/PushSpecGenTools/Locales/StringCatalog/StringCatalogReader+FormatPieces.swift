extension StringCatalogReader {
    /// A format string split at its specifiers.
    enum FormatPiece {
        case literal(String)
        /// `%N$@` (a text) or `%N$lld` (a number).
        case argument(Int, isNumber: Bool)
        /// `%arg`: the number of the substitution the text is a variation of.
        case substitutedArgument
        /// `%#@name@` or `%N$#@name@`.
        case substitution(name: String, argument: Int?)
    }

    /// Why a format string cannot be split.
    struct FormatProblem: Error {
        var message: String
    }

    /// Splits a format string at `%%`, `%N$@`, `%N$lld`, `%arg` and `%N$#@name@`.
    static func pieces(of format: String) throws(FormatProblem) -> [FormatPiece] {
        var pieces: [FormatPiece] = []
        var literal = String.UnicodeScalarView()
        var rest = format.unicodeScalars[...]
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(literal))) }
            literal = String.UnicodeScalarView()
        }
        while let percent = rest.firstIndex(of: "%") {
            literal.append(contentsOf: rest[..<percent])
            let specifier = rest[rest.index(after: percent)...]
            let digits = specifier.prefix { ("0"..."9").contains($0) }
            let positioned = !digits.isEmpty && specifier.dropFirst(digits.count).first == "$"
            let argument = positioned ? Int(String(String.UnicodeScalarView(digits))) : nil
            let conversion = positioned ? specifier.dropFirst(digits.count + 1) : specifier
            if !positioned, conversion.first == "%" {
                literal.append("%")
                rest = conversion.dropFirst()
            } else if !positioned, conversion.starts(with: "arg".unicodeScalars) {
                flush()
                pieces.append(.substitutedArgument)
                rest = conversion.dropFirst(3)
            } else if conversion.starts(with: "#@".unicodeScalars), let end = conversion.dropFirst(2).firstIndex(of: "@") {
                flush()
                pieces.append(.substitution(name: String(String.UnicodeScalarView(conversion.dropFirst(2)[..<end])), argument: argument))
                rest = conversion[conversion.index(after: end)...]
            } else if let argument, conversion.first == "@" {
                flush()
                pieces.append(.argument(argument, isNumber: false))
                rest = conversion.dropFirst()
            } else if let argument, conversion.starts(with: "lld".unicodeScalars) {
                flush()
                pieces.append(.argument(argument, isNumber: true))
                rest = conversion.dropFirst(3)
            } else {
                let shown = String(String.UnicodeScalarView(rest[percent...].prefix(6)))
                throw FormatProblem(
                    message: "unsupported format specifier '\(shown)'; "
                        + "write %N$@ for the text {N}, %N$lld for the number {N}, %% for a percent sign")
            }
        }
        literal.append(contentsOf: rest)
        flush()
        return pieces
    }
}
