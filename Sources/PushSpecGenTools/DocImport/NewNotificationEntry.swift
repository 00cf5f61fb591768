import PushSpecCompiler

/// A spec entry for a loc_key the spec lacks, drafted from the doc's rows of that key, with a
/// `# review` comment: the doc gives the key, the templates and the argument descriptions; the
/// `doc:`, the kind of chat, the notification group and the argument names and types are guesses
/// for a person to check (and `tdlib:` to add).
package struct NewNotificationEntry: Sendable, Hashable {
    /// The loc_key.
    package var locKey: String
    /// The file it goes in.
    package var family: SpecFamily
    /// The entry's lines, the `- key:` line and its comment at no indentation, the rest indented
    /// under it by two spaces a level.
    package var lines: [String]

    /// The entry for the doc's rows of one loc_key: one form for one row; a variant per argument
    /// count for several (a pin's private and group forms). Rows that repeat an argument count are
    /// left to the reviewer, who sees them in the report. `nil` when `rows` is empty or holds
    /// several keys.
    package init?(rows: [DocTableRow]) {
        guard let first = rows.first, rows.allSatisfy({ $0.locKey == first.locKey }) else { return nil }
        var seenCounts: Set<Int> = []
        let forms = rows.filter { seenCounts.insert($0.arguments.count).inserted }.sorted { $0.arguments.count < $1.arguments.count }
        let locKey = first.locKey
        let family = SpecFamily(locKey: locKey)
        let basePeer = family.peer(of: locKey)
        let lineNumbers = rows.map { String($0.line) }.joined(separator: ", ")
        var lines = [
            "# review: drafted by pushspec-gen import-doc from the doc's line\(rows.count == 1 ? "" : "s") \(lineNumbers);",
            "# check doc, peer, group and fetch, the argument names and types, and add tdlib.",
            "- key: \(locKey)",
            "  doc: \(YAMLString.doubleQuoted(Self.doc(for: first)))",
        ]
        if forms.count == 1, let row = forms.first {
            lines.append("  peer: \(basePeer.rawValue)")
            lines.append("  group: \(family.group.rawValue)")
            lines += Self.formLines(row, peer: basePeer, indent: "  ")
        } else {
            lines.append("  group: \(family.group.rawValue)")
            lines.append("  variants:")
            for (index, row) in forms.enumerated() {
                // A pin's second form is the group's, which names the group besides.
                let peer = family == .pinned && index == 1 ? PeerKindModel.group : basePeer
                let name = family == .pinned && index < 2 ? peer.rawValue : "args_\(row.arguments.count)"
                lines.append("    - name: \(name)")
                lines.append("      peer: \(peer.rawValue)")
                lines += Self.formLines(row, peer: peer, indent: "      ")
            }
        }
        self.locKey = locKey
        self.family = family
        self.lines = lines
    }

    /// The entry as YAML, each line indented by `indent` spaces (the indentation of the list's
    /// items in the file it goes in), ending with a newline.
    package func yaml(indent: Int) -> String {
        let prefix = String(repeating: " ", count: indent)
        return lines.map { prefix + $0 + "\n" }.joined()
    }

    /// The `args`, `template` and, when the kind of chat does not give one, `title` of a form.
    private static func formLines(_ row: DocTableRow, peer: PeerKindModel, indent: String) -> [String] {
        let arguments = ArgumentDraft.drafts(for: row.arguments, peer: peer)
        var lines: [String] = []
        if arguments.isEmpty {
            lines.append(indent + "args: []")
        } else {
            lines.append(indent + "args:")
            for argument in arguments {
                lines.append(
                    indent + "  - {name: \(argument.name), type: \(argument.type.rawValue), doc: \(flowScalar(argument.doc))}")
            }
        }
        lines.append(indent + "template: \(YAMLString.doubleQuoted(row.template))")
        let titleArgument: String? =
            switch peer {
            case .private: "author"
            case .group: "chat"
            case .channel: "channel"
            case .none: nil
            }
        if !arguments.contains(where: { $0.name == titleArgument }) {
            lines.append(indent + "title: \"Telegram\"")
        }
        return lines
    }

    /// The `doc:` of the draft, for the reviewer to rewrite: the doc's template, and its note on
    /// the row when it has one.
    private static func doc(for row: DocTableRow) -> String {
        "Documented as: \(row.template)" + (row.note.map { " (\($0))" } ?? "")
    }

    /// A value inside a flow mapping: plain when it is letters, digits and spaces between words
    /// and not a word YAML reads as a boolean or null, else double-quoted.
    static func flowScalar(_ text: String) -> String {
        let plain = text.first?.isLetter == true && text.last?.isWhitespace == false
            && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == " " }
            && !wordsYAMLReadsAsValues.contains(text.lowercased())
        return plain ? text : YAMLString.doubleQuoted(text)
    }

    /// Plain scalars YAML 1.1 reads as booleans or null.
    private static let wordsYAMLReadsAsValues: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null"]
}
