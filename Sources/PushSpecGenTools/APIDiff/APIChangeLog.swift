import PushSpecCompiler

/// The changes found so far, in the order the comparisons find them; each comparison adds to it
/// under the `loc_key` (or other spec name) it is looking at.
struct APIChangeLog {
    private(set) var changes: [APIChange] = []

    mutating func breaking(_ locKey: String, _ what: String) {
        changes.append(APIChange(severity: .breaking, locKey: locKey, what: what))
    }

    mutating func additive(_ locKey: String, _ what: String) {
        changes.append(APIChange(severity: .additive, locKey: locKey, what: what))
    }

    mutating func cosmetic(_ locKey: String, _ what: String) {
        changes.append(APIChange(severity: .cosmetic, locKey: locKey, what: what))
    }

    /// Records a cosmetic change `what: old → new` when the two differ.
    mutating func cosmetic<Value: Equatable>(
        _ locKey: String, _ subject: String, _ old: Value, _ new: Value, describe: (Value) -> String
    ) {
        if old != new { cosmetic(locKey, "\(subject) \(describe(old)) → \(describe(new))") }
    }
}
