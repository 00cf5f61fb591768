import PushSpecCompiler

/// Which added element a removed one looks like it was renamed to.
///
/// A rename is reported as what it is to an app, a removal (breaking) and an addition; the guess
/// only adds "looks like a rename to …" to the removal, to point the reader at the new name.
enum RenameGuess {
    /// The one candidate that `criteria[0]` says looks like `element`; when several do, the one
    /// of those that `criteria[1]` also accepts, and so on. `nil` when none, or still several,
    /// remain: a guess is given only when it is the only one.
    static func likelyRename<Element>(
        of element: Element, among candidates: [Element], criteria: [(Element, Element) -> Bool]
    ) -> Element? {
        var remaining = candidates
        for criterion in criteria {
            remaining = remaining.filter { criterion(element, $0) }
            if remaining.count <= 1 { break }
        }
        return remaining.count == 1 ? remaining.first : nil
    }
}
