import PushSpecCompiler

/// Reading the doc's text: its lines, and whitespace that includes the no-break spaces the page
/// puts in empty cells.
extension Character {
    /// Whether it is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

extension StringProtocol {
    /// The text without leading and trailing whitespace (spaces, tabs, no-break spaces).
    func trimmingWhitespace() -> SubSequence {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }

    /// Whether it holds nothing but whitespace.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
