/// A command's arguments, taken one at a time.
struct ArgumentQueue {
    private var remaining: ArraySlice<String>

    init(_ arguments: [String]) {
        remaining = arguments[...]
    }

    /// The next argument, if any.
    mutating func next() -> String? {
        remaining.popFirst()
    }

    /// The value after `option`: the next argument, which must not be another option.
    mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else { throw UsageError("\(option) needs a value") }
        return value
    }
}
