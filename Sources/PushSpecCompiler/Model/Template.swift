/// A notification template such as `{1} sent {3} photos to the group {2}`, split into literal text
/// and 1-based placeholders.
public struct Template: Sendable, Hashable {
    /// One piece of a template.
    public enum Segment: Sendable, Hashable {
        case literal(String)
        /// A placeholder, 1-based as the documentation writes it.
        case placeholder(Int)
    }

    /// The template as written.
    public var source: String
    public var segments: [Segment]

    /// The placeholders used, in order of appearance.
    public var placeholders: [Int] {
        segments.compactMap { if case let .placeholder(index) = $0 { index } else { nil } }
    }

    /// Splits `source`; `{N}` with N a positive decimal is a placeholder, any other brace is text.
    public init(_ source: String) {
        self.source = source
        var segments: [Segment] = []
        var literal = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"),
                let number = Int(rest[afterOpen..<close]), number > 0,
                rest[afterOpen..<close].allSatisfy(\.isASCII)
            {
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(number))
                rest = rest[rest.index(after: close)...]
            } else {
                literal.append("{")
                rest = rest[afterOpen...]
            }
        }
        literal += rest
        if !literal.isEmpty { segments.append(.literal(literal)) }
        self.segments = segments
    }
}
