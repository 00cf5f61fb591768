import PushSpecCompiler

/// The findings of `import-doc` as a person reads them, or as JSON, one object a line.
package struct DocImportReport: Sendable {
    package let findings: [DocFinding]
    /// The doc's path, as the user named it, for `path:line:` prefixes.
    package let docPath: String

    package init(findings: [DocFinding], docPath: String) {
        self.findings = findings
        self.docPath = docPath
    }

    /// How many findings there are of a kind.
    package func count(of kind: DocFinding.Kind) -> Int {
        findings.filter { $0.kind == kind }.count
    }

    /// One JSON object a line:
    /// `{"kind":…,"loc_key":…,"field":…,"doc":…,"spec":…}`, and for the first `new` finding of a
    /// key `"entry"`, the drafted spec entry as YAML (indented for a family file's list).
    package var jsonLines: String {
        findings.map { finding in
            var members = [
                ("kind", Self.json(finding.kind.rawValue)), ("loc_key", Self.json(finding.locKey)),
                ("field", Self.json(finding.field?.rawValue)), ("doc", Self.json(finding.doc)),
                ("spec", Self.json(finding.spec)),
            ]
            if let entry = finding.entry { members.append(("entry", Self.json(entry.yaml(indent: 2)))) }
            return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}\n"
        }.joined()
    }

    /// A line per finding (`doc:line: changed KEY template: doc "…", spec "…"`), a new key's
    /// drafted entry under its line, and a closing count.
    package var text: String {
        var lines: [String] = []
        for finding in findings {
            let place = finding.line.map { "\(docPath):\($0): " } ?? ""
            switch finding.kind {
            case .new:
                lines.append("\(place)new \(finding.locKey): \(Self.json(finding.doc)) is not in the spec")
                if let entry = finding.entry {
                    lines += entry.yaml(indent: 4).split(separator: "\n").map(String.init)
                }
            case .changed:
                let field = finding.field?.rawValue ?? ""
                lines.append(
                    "\(place)changed \(finding.locKey) \(field): doc \(Self.json(finding.doc)), spec \(Self.json(finding.spec))")
            case .gone:
                lines.append(
                    "gone \(finding.locKey): the doc does not list it (spec \(Self.json(finding.spec))); "
                        + "if it is gone, mark it 'legacy: true'")
            }
        }
        lines.append(summary)
        return lines.map { $0 + "\n" }.joined()
    }

    /// `3 new, 12 changed, 150 gone`, or that the doc and the spec agree.
    package var summary: String {
        findings.isEmpty
            ? "the spec and \(docPath) agree"
            : "\(count(of: .new)) new, \(count(of: .changed)) changed, \(count(of: .gone)) gone"
    }

    /// A JSON string, or `null`.
    static func json(_ text: String?) -> String {
        text.map(JSONString.literal) ?? "null"
    }
}
