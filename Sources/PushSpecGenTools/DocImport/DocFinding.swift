import PushSpecCompiler

/// One way the doc's table and the spec disagree.
package struct DocFinding: Sendable, Hashable {
    /// What kind of disagreement.
    package enum Kind: String, Sendable, Hashable {
        /// The doc lists a loc_key the spec lacks.
        case new
        /// The doc and the spec both have the loc_key but say something else about it.
        case changed
        /// The spec has a loc_key the doc does not list (not legacy, not from a client).
        case gone
    }

    /// What differs about a changed loc_key.
    package enum Field: String, Sendable, Hashable {
        /// No form of the type has the doc's template.
        case template
        /// The forms that take as many arguments as the doc's row describe them otherwise.
        case arguments
        /// No form of the type takes as many arguments as the doc's row.
        case argumentCount = "argument_count"
    }

    package var kind: Kind
    package var locKey: String
    /// What differs, for ``Kind/changed``; `nil` otherwise.
    package var field: Field?
    /// The doc's value: the template for ``Field/template`` and ``Kind/new``, the numbered
    /// descriptions for ``Field/arguments``, the count for ``Field/argumentCount``; `nil` for
    /// ``Kind/gone``.
    package var doc: String?
    /// The spec's value, written as ``doc`` is; `nil` for ``Kind/new``.
    package var spec: String?
    /// The line of the doc's row; `nil` for ``Kind/gone``.
    package var line: Int?
    /// For the first ``Kind/new`` finding of a loc_key: the spec entry to add, built from all
    /// of the doc's rows of that key.
    package var entry: NewNotificationEntry?

    package init(
        kind: Kind, locKey: String, field: Field? = nil, doc: String?, spec: String?, line: Int?,
        entry: NewNotificationEntry? = nil
    ) {
        self.kind = kind
        self.locKey = locKey
        self.field = field
        self.doc = doc
        self.spec = spec
        self.line = line
        self.entry = entry
    }
}
