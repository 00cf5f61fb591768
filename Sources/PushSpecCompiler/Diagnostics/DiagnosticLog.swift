/// Collects every diagnostic of a run, so one run reports all problems, not just the first.
package struct DiagnosticLog: Sendable {
    /// Everything reported, in the order it was found.
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// Whether any error was reported.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Reports an error.
    package mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, message, at: location))
    }

    /// Reports a warning.
    package mutating func warning(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, message, at: location))
    }

    /// Adds a note to the diagnostic before it.
    package mutating func note(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.note, message, at: location))
    }

    /// Diagnostics sorted by file and position, notes kept right after the diagnostic they explain.
    package var sorted: [Diagnostic] {
        var groups: [[Diagnostic]] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == .note, !groups.isEmpty {
                groups[groups.count - 1].append(diagnostic)
            } else {
                groups.append([diagnostic])
            }
        }
        return groups.enumerated()
            .sorted { ($0.element[0].location, $0.offset) < ($1.element[0].location, $1.offset) }
            .flatMap(\.element)
    }
}
