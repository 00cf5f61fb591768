import PushSpecCompiler

extension APIDiff {
    /// The report for a person: one line per change (severity, `loc_key`, what), a count per
    /// severity, and last the bump.
    ///
    ///     breaking  MESSAGE_TEXT  case TelegramNotification.messageText: argument body renamed to text
    ///     additive  MESSAGE_TODO  case TelegramLocKey.messageTodo added
    ///
    ///     1 breaking, 1 additive, 0 cosmetic
    ///     bump: major
    package var textReport: String {
        guard !changes.isEmpty else { return "no changes to the generated API\nbump: none\n" }
        let width = min(changes.map(\.locKey.count).max() ?? 0, Self.widestKeyColumn)
        let severityWidth = APIChange.Severity.allCases.map(\.rawValue.count).max() ?? 0
        var lines = changes.map { change in
            [Self.padded(change.severity.rawValue, to: severityWidth), Self.padded(change.locKey, to: width), change.what]
                .joined(separator: "  ")
        }
        lines.append("")
        lines.append(
            APIChange.Severity.allCases.map { severity in
                "\(changes.count { $0.severity == severity }) \(severity.rawValue)"
            }.joined(separator: ", "))
        lines.append("bump: \(bump.rawValue)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report for a program, on one line:
    /// `{"changes":[{"severity":…,"loc_key":…,"what":…}],"bump":"major"|"minor"|"patch"|"none"}`.
    package var jsonReport: String {
        let objects = changes.map { change in
            "{\"severity\":\(JSONString.literal(change.severity.rawValue)),\"loc_key\":\(JSONString.literal(change.locKey)),"
                + "\"what\":\(JSONString.literal(change.what))}"
        }
        return "{\"changes\":[\(objects.joined(separator: ","))],\"bump\":\(JSONString.literal(bump.rawValue))}\n"
    }

    /// Keys longer than this do not widen the column for all the others.
    private static let widestKeyColumn = 32

    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

}
