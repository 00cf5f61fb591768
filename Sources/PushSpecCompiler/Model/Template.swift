/// A notification template such as `{1} sent {3} photos to the group {2}`, split into literal text
/// and 1-based placeholders.
package struct Template: Sendable, Hashable {
    /// One piece of a template.
    package enum Segment: Sendable, Hashable {
        case literal(String)
        /// A placeholder, 1-based as the documentation writes it.
        case placeholder(Int)
    }

    /// The template as written.
    package var source: String
    package var segments: [Segment]

    /// The placeholders used, in order of appearance.
    package var placeholders: [Int] {
        segments.compactMap { if case let .placeholder(index) = $0 { index } else { nil } }
    }

    /// Splits `source`; `{N}` with N a positive decimal is a placeholder, any other brace is text.
    package init(_ source: String) {
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

    /// The template that is one placeholder: `{number}`.
    package init(placeholder number: Int) {
        self.source = "{\(number)}"
        self.segments = [.placeholder(number)]
    }

    /// The one-line text of a template written `title|body`: the title, `: `, the body, with the
    /// source as written.
    package init(joining title: Template, _ body: Template, source: String) {
        self.source = source
        self.segments = Self.merged(title.segments + [.literal(": ")] + body.segments)
    }

    /// The title and body of a template written `title|body` (a literal `|`), or `nil` when it has
    /// no `|`. The placeholders stay as they are.
    package func splitAtBar() -> (title: Template, body: Template)? {
        guard let (segment, literal) = segments.enumerated().lazy.compactMap({ index, segment in
            if case let .literal(text) = segment, text.contains("|") { (index, text) } else { nil }
        }).first,
            let bar = literal.firstIndex(of: "|")
        else { return nil }
        let before = String(literal[..<bar])
        let after = String(literal[literal.index(after: bar)...])
        let titleSegments = segments[..<segment] + (before.isEmpty ? [] : [.literal(before)])
        let bodySegments = (after.isEmpty ? [] : [.literal(after)]) + segments[(segment + 1)...]
        return (Template(segments: Array(titleSegments)), Template(segments: Array(bodySegments)))
    }

    /// The same template with each placeholder N replaced by `number(N)`; the source as written.
    package func renumbered(_ number: (Int) -> Int) -> Template {
        var copy = self
        copy.segments = segments.map { segment in
            if case let .placeholder(index) = segment { .placeholder(number(index)) } else { segment }
        }
        return copy
    }

    /// The template written from its segments, `{N}` as its placeholders are now numbered
    /// (``source`` is as the spec wrote it, which may number them otherwise).
    package var positionalSource: String { Template(segments: segments).source }

    /// A template of these segments, its source written from them.
    package init(segments: [Segment]) {
        self.segments = segments
        self.source = segments.map { segment in
            switch segment {
            case let .literal(text): text
            case let .placeholder(number): "{\(number)}"
            }
        }.joined()
    }

    /// Adjacent literals joined into one.
    private static func merged(_ segments: [Segment]) -> [Segment] {
        var result: [Segment] = []
        for segment in segments {
            if case let .literal(text) = segment, case let .literal(previous)? = result.last {
                result[result.count - 1] = .literal(previous + text)
            } else {
                result.append(segment)
            }
        }
        return result
    }
}
