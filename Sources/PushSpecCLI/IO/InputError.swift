/// An input that cannot be read at all (exit status 2), as opposed to a bad payload in it.
struct InputError: Error, CustomStringConvertible {
    let description: String

    static func readFailed(_ reason: String) -> InputError { InputError(description: "read failed: \(reason)") }
    static func cannotOpen(_ path: String, _ reason: String) -> InputError {
        InputError(description: "\(path): \(reason)")
    }
}
