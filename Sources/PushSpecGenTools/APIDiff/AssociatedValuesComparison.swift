import PushSpecCompiler

/// The associated values of an enum case present in both versions, compared position by position:
/// a pattern binds them by position (`case let .chatMessagePhotos(author, chat, count)`) and a
/// construction names every label in order, so any difference breaks code that uses the case.
struct AssociatedValuesComparison {
    /// The differences in words, without the case's name (`argument count renamed to photoCount`),
    /// all breaking.
    private(set) var changes: [String] = []
    /// The positions of the values that are the same value in both: the same label, or a value
    /// renamed in place.
    private(set) var pairs: [(old: Int, new: Int)] = []

    /// Compares `old` with `new`; `noun` names a value in the changes (`argument`, `associated value`).
    ///
    /// A label in both is the same value: it may have moved or changed type. A label only in the
    /// old list is renamed when the new list has, at its position, a label only in the new list;
    /// else it is removed. A label only in the new list that no old value was renamed to is added.
    init(old: [AssociatedValue], new: [AssociatedValue], noun: String) {
        let oldIndex = Dictionary(old.enumerated().map { ($1.label, $0) }, uniquingKeysWith: { first, _ in first })
        let newIndex = Dictionary(new.enumerated().map { ($1.label, $0) }, uniquingKeysWith: { first, _ in first })
        var renamedTo: Set<Int> = []
        for (position, value) in old.enumerated() {
            if let newPosition = newIndex[value.label] {
                pairs.append((position, newPosition))
                if newPosition != position {
                    changes.append("\(noun) \(value.label) moved from position \(position + 1) to \(newPosition + 1)")
                }
                if new[newPosition].swiftType != value.swiftType {
                    changes.append("\(noun) \(value.label) type \(value.swiftType) → \(new[newPosition].swiftType)")
                }
            } else if position < new.count, oldIndex[new[position].label] == nil {
                let replacement = new[position]
                pairs.append((position, position))
                renamedTo.insert(position)
                let retyped =
                    replacement.swiftType == value.swiftType ? "" : ", type \(value.swiftType) → \(replacement.swiftType)"
                changes.append("\(noun) \(value.label) renamed to \(replacement.label)\(retyped)")
            } else {
                changes.append("\(noun) \(value.declaration) removed from position \(position + 1)")
            }
        }
        for (position, value) in new.enumerated() where oldIndex[value.label] == nil && !renamedTo.contains(position) {
            changes.append("\(noun) \(value.declaration) added at position \(position + 1)")
        }
    }
}
