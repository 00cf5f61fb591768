import PushSpecCompiler

/// Compares the doc's table with the notification types of the spec, row by row.
///
/// A row matches a type when some form of the type has the row's template (the form's
/// `template.source`, numbered as the doc numbers), and some form that takes as many arguments
/// describes them as the row does (in the doc's numbering): a type with several forms (the private
/// and group pins, an older revision's form beside the current one) matches a row by any of them.
package struct DocComparison: Sendable {
    /// The spec's notification types.
    package let notifications: [NotificationType]

    package init(notifications: [NotificationType]) {
        self.notifications = notifications
    }

    /// The findings: per row in the doc's order, then the spec's keys the doc does not list,
    /// sorted. Legacy types and types whose facts come from a client (`source:`) are never
    /// gone; neither is a key of a row the doc has but could not be read (`unreadableKeys`).
    package func findings(for rows: [DocTableRow], unreadableKeys: Set<String> = []) -> [DocFinding] {
        let byKey = Dictionary(notifications.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [DocFinding] = []
        var drafted: Set<String> = []
        for row in rows {
            if let type = byKey[row.locKey] {
                findings += differences(row, type)
            } else {
                let entry = drafted.insert(row.locKey).inserted
                    ? NewNotificationEntry(rows: rows.filter { $0.locKey == row.locKey })
                    : nil
                findings.append(
                    DocFinding(kind: .new, locKey: row.locKey, doc: row.template, spec: nil, line: row.line, entry: entry))
            }
        }
        let listed = Set(rows.map(\.locKey)).union(unreadableKeys)
        for type in notifications.sorted(by: { $0.key < $1.key })
        where !listed.contains(type.key) && !type.isLegacy && type.source == nil {
            findings.append(
                DocFinding(kind: .gone, locKey: type.key, doc: nil, spec: type.forms.first?.template.source, line: nil))
        }
        return findings
    }

    /// How a row differs from the type of its key: its template, its argument count, its
    /// argument descriptions.
    func differences(_ row: DocTableRow, _ type: NotificationType) -> [DocFinding] {
        func finding(_ field: DocFinding.Field, doc: String, spec: String) -> DocFinding {
            DocFinding(kind: .changed, locKey: row.locKey, field: field, doc: doc, spec: spec, line: row.line)
        }
        let count = row.arguments.count
        let sameCount = type.forms.filter { $0.arguments.count == count }
        let hasTemplate = type.forms.contains { $0.template.source == row.template }
        // The form the row is compared with: of those that take as many arguments, one with the
        // row's template if there is one; else the form closest in argument count.
        let closest = sameCount.first { $0.template.source == row.template } ?? sameCount.first
            ?? type.forms.min { abs($0.arguments.count - count) < abs($1.arguments.count - count) }
        guard let closest else { return [] }
        var findings: [DocFinding] = []
        if !hasTemplate {
            findings.append(finding(.template, doc: row.template, spec: closest.template.source))
        }
        if sameCount.isEmpty {
            let counts = Set(type.forms.map(\.arguments.count)).sorted().map(String.init).joined(separator: ", ")
            findings.append(finding(.argumentCount, doc: String(count), spec: counts))
        } else if !sameCount.contains(where: { Self.descriptions(of: $0) == row.arguments }) {
            findings.append(
                finding(.arguments, doc: Self.numbered(row.arguments), spec: Self.numbered(Self.descriptions(of: closest))))
        }
        return findings
    }

    /// A form's argument descriptions in the doc's numbering.
    static func descriptions(of form: NotificationForm) -> [String] {
        form.arguments.sorted { $0.number < $1.number }.map(\.doc)
    }

    /// Descriptions as the doc lists them: `1. User name; 2. Group name`.
    static func numbered(_ descriptions: [String]) -> String {
        descriptions.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "; ")
    }
}
