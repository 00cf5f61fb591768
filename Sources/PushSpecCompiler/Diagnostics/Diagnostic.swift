/// One finding about a spec, printed the way compilers print them so editors can jump to it:
/// `Spec/telegram/pinned.yaml:12:7: error: template uses {4} but PINNED_POLL has 3 arguments`.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad it is.
    public enum Severity: String, Sendable, Hashable {
        /// The spec cannot be compiled.
        case error
        /// The spec compiles, but probably says something it does not mean.
        case warning
        /// Context for the diagnostic before it (for example where a duplicate was first defined).
        case note
    }

    public let severity: Severity
    package let location: SourceLocation
    public let message: String

    package init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.location = location
        self.message = message
    }

    /// `file:line:column: severity: message`
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
