import PushSpecCompiler

/// The part of a semantic version a set of API changes requires to be raised.
package enum SemanticVersionBump: String, Sendable, Hashable, CaseIterable {
    /// Nothing changed in the generated API.
    case none
    /// Only cosmetic changes: texts, documentation, reported facts.
    case patch
    /// Additions, and nothing breaking.
    case minor
    /// At least one breaking change.
    case major

    /// The bump the most severe of `changes` requires.
    package init(changes: [APIChange]) {
        let severities = Set(changes.map(\.severity))
        if severities.contains(.breaking) {
            self = .major
        } else if severities.contains(.additive) {
            self = .minor
        } else if severities.contains(.cosmetic) {
            self = .patch
        } else {
            self = .none
        }
    }
}
