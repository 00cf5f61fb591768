import Foundation
import PushSpecCompiler

/// A JSON file's text, for placing diagnostics about the values JSONSerialization parsed from it
/// (which keeps no positions). Used by the String Catalog's and ARB's readers.
struct JSONDocument {
    let text: String
    let file: String

    /// The parsed root; nil, after an error at `1:1` naming what the file should be (`an ARB
    /// file`), when the text is no JSON.
    func root(as what: String, into log: inout DiagnosticLog) -> Any? {
        do {
            return try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            log.error("not \(what): invalid JSON (\(reason))", at: location([]))
            return nil
        }
    }

    /// Where the member at `path` (member names, outermost first) is written: each name is searched
    /// for as `"name":` after the one before, the first match taken. The deepest name found is the
    /// answer, `1:1` when none is (also for the empty path). Names that JSON escapes are not found.
    func location(_ path: [String]) -> SourceLocation {
        var searchStart = text.startIndex
        var found: String.Index?
        for name in path {
            guard let range = memberName(name, from: searchStart) else { break }
            found = range.lowerBound
            searchStart = range.upperBound
        }
        guard let found else { return SourceLocation(file: file, line: 1, column: 1) }
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars[..<found] {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The first `"name"` at or after `start` that is a member name: not escaped, followed by `:`.
    private func memberName(_ name: String, from start: String.Index) -> Range<String.Index>? {
        let quoted = "\"" + name + "\""
        var searchStart = start
        while let range = text.range(of: quoted, range: searchStart..<text.endIndex) {
            let isEscaped = range.lowerBound > text.startIndex && text[text.index(before: range.lowerBound)] == "\\"
            if !isEscaped, text[range.upperBound...].first(where: { !$0.isWhitespace }) == ":" { return range }
            searchStart = range.upperBound
        }
        return nil
    }

    /// What a value JSONSerialization made is, for messages: `a string`, `a number`, ….
    static func kind(of value: Any) -> String {
        switch value {
        case is String: "a string"
        case let number as NSNumber: String(cString: number.objCType) == "c" ? "a boolean" : "a number"
        case is [Any]: "an array"
        case is [String: Any]: "an object"
        default: "null"
        }
    }
}
