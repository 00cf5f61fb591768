import PushSpecCompiler

/// One change to the Swift API that `pushspec-gen` generates from a spec, as it affects an app
/// that compiles against the generated code.
package struct APIChange: Sendable, Hashable {
    /// How an app that compiles against the old API is affected.
    package enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
        /// Code that compiled may not compile any more, or a push decodes differently: a removed
        /// or renamed symbol, a changed type or position, a wire name read elsewhere.
        case breaking
        /// Something new that existing code does not see: a new type, case, field, locale. New
        /// cases of the generated enums are additive because apps match them with `default`.
        case additive
        /// What the generated code shows or documents, not what it declares or decodes: texts,
        /// documentation, reported facts.
        case cosmetic

        /// Breaking first.
        package static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    package var severity: Severity
    /// What the change is about in the spec: a notification's `loc_key`, a service's key, a custom
    /// field's or payload field's wire name, an enum's or a payload schema's spec name, a locale.
    package var locKey: String
    /// The change in words, naming the Swift symbol: `case TelegramNotification.chatMessagePhotos:
    /// argument count renamed to photoCount`.
    package var what: String

    package init(severity: Severity, locKey: String, what: String) {
        self.severity = severity
        self.locKey = locKey
        self.what = what
    }
}
