/// Names (or values) that must be unique in one scope, claimed as they are declared: a second
/// claim is reported where it is written, with a note where the first one is.
struct UniqueNames<Key: Hashable> {
    private var first: [Key: SourceLocation] = [:]

    /// Claims `key`; when it is taken, reports `duplicate` at `location` and `note` at the first
    /// claim, and returns false.
    mutating func claim(
        _ key: Key, at location: SourceLocation, duplicate: @autoclosure () -> String,
        note: String = "first defined here", log: inout DiagnosticLog
    ) -> Bool {
        if let earlier = first[key] {
            log.error(duplicate(), at: location)
            log.note(note, at: earlier)
            return false
        }
        first[key] = location
        return true
    }
}
