import PushSpecCompiler

/// One item of the doc's argument lists, `2. Group name`: the number the doc gives the argument
/// and its description.
struct NumberedArgument: Sendable, Hashable {
    /// The 1-based number written before the period.
    var number: Int
    /// The text after `N. `, trimmed.
    var description: String

    /// Reads `N. description` at the start of `text` (leading whitespace allowed); `nil` when
    /// `text` does not start so. The description may be empty (`3. `).
    init?(_ text: Substring) {
        let trimmed = text.drop(while: \.isWhitespace)
        let digits = trimmed.prefix(while: \.isASCIIDigit)
        guard !digits.isEmpty, digits.count <= 3, let number = Int(digits) else { return nil }
        let afterDigits = trimmed.dropFirst(digits.count)
        guard afterDigits.first == "." else { return nil }
        let rest = afterDigits.dropFirst()
        guard rest.isEmpty || rest.first?.isWhitespace == true else { return nil }
        self.number = number
        self.description = String(rest.trimmingWhitespace())
    }
}
