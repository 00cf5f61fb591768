/// A small writer for source code (Swift, and Java for the Android backend): lines, indentation
/// by blocks, doc comments.
struct CodeWriter {
    private(set) var text = ""
    private var depth = 0
    private let indentUnit = "    "

    /// Writes one line at the current indentation (an empty line stays empty).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += String(repeating: indentUnit, count: depth)
            text += content
        }
        text += "\n"
    }

    /// Writes `opening`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout CodeWriter) -> Void) {
        line(opening)
        depth += 1
        body(&self)
        depth -= 1
        line(closing)
    }

    /// Writes the body one level deeper without braces (for `case` bodies).
    mutating func indented(_ body: (inout CodeWriter) -> Void) {
        depth += 1
        body(&self)
        depth -= 1
    }

    /// Writes `///` doc comment lines; an empty string in `lines` is an empty comment line.
    mutating func doc(_ lines: [String]) {
        for content in lines {
            line(content.isEmpty ? "///" : "/// " + content)
        }
    }

    /// Writes a one-line `///` doc comment.
    mutating func doc(_ content: String) {
        doc([content])
    }

    /// Writes a Javadoc comment (`/** … */`); an empty string in `lines` is an empty comment line.
    mutating func javadoc(_ lines: [String]) {
        guard lines.count > 1 else {
            if let only = lines.first { line("/** \(only) */") }
            return
        }
        line("/**")
        for content in lines {
            line(content.isEmpty ? " *" : " * " + content)
        }
        line(" */")
    }
}
