/// Splits a `switch` over every notification type into functions of a bounded size.
///
/// The compiler's time on one function grows faster than the function: at ten times the spec,
/// a `switch` that binds and uses the arguments of every case made the mandatory SIL passes
/// (ARC, destroy hoisting, definite initialization) and LLVM take 20 to 100 times as long as at
/// one time. So such a switch is emitted as a dispatcher, whose cases bind nothing (cheap at any
/// size), and one function per part of at most ``typesPerPart`` notification types. A spec that
/// fits one part keeps the plain switch.
struct SwitchParts {
    /// The most notification types one part's switch covers.
    static let typesPerPart = 64

    /// The notification types, in parts of at most ``typesPerPart``, in spec order.
    let parts: [[NotificationType]]

    init(_ types: [NotificationType]) {
        parts = stride(from: 0, to: types.count, by: Self.typesPerPart).map {
            Array(types[$0..<min($0 + Self.typesPerPart, types.count)])
        }
    }

    /// Whether the switch is split: more than one part.
    var isSplit: Bool { parts.count > 1 }

    /// Writes one function per part, when the switch is split: a doc line naming `function` and
    /// the part's types, `declaration(n)` for part `n` (1-based), then `switch subject {`, the
    /// part's cases written by `cases`, and a `default:` the dispatcher never reaches.
    func writePartFunctions(
        of function: String, switchingOn subject: String, declaration: (Int) -> String,
        writer: inout CodeWriter, cases: ([NotificationType], inout CodeWriter) -> Void
    ) {
        guard isSplit else { return }
        for (index, part) in parts.enumerated() {
            let first = part.first.map { "`\($0.key)`" } ?? ""
            let last = part.last.map { "`\($0.key)`" } ?? ""
            writer.line()
            writer.doc("``\(function)`` for the types from \(first) to \(last) (in `loc_key` order).")
            writer.block(declaration(index + 1)) { writer in
                writer.line("switch \(subject) {")
                cases(part, &writer)
                writer.line("default: preconditionFailure(\"not a case of part \(index + 1)\")")
                writer.line("}")
            }
        }
    }
}

extension CodeWriter {
    /// Writes `case` with the patterns wrapped at about 120 columns, then `body` one level deeper.
    mutating func caseList(_ patterns: [String], body: String) {
        var lines: [String] = []
        var current = "case "
        for (index, pattern) in patterns.enumerated() {
            let item = pattern + (index == patterns.count - 1 ? ":" : ",")
            if current.count + item.count > 116, current != "case " {
                lines.append(current)
                current = "    "
            } else if current != "case " && current != "    " {
                current += " "
            }
            current += item
        }
        lines.append(current)
        for line in lines { self.line(line) }
        indented { $0.line(body) }
    }
}
