import Foundation
import Testing

/// The product's source text, for the structural hygiene tests: what a behavioural test cannot
/// see (which comparison function runs, what a `deinit` does) is checked in the code itself.
/// Comments are removed first, so a comment cannot satisfy or break a check.
enum HygieneSource {
    /// The repository root, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct File {
        let path: String
        /// The code without comments (line structure kept).
        let code: String

        var lines: [Substring] { code.split(separator: "\n", omittingEmptySubsequences: false) }
    }

    /// One source file, by its path from the repository root.
    static func file(_ relative: String) throws -> File {
        let text = try String(contentsOf: root.appending(path: relative), encoding: .utf8)
        return File(path: relative, code: stripComments(text))
    }

    /// Every `.swift` file under a directory (from the repository root), sorted.
    static func files(under relative: String) throws -> [File] {
        let base = root.appending(path: relative)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            paths.append(relative + "/" + url.path.dropFirst(base.path.count + 1))
        }
        return try paths.sorted().map(file)
    }

    /// Removes `//` and `/* */` comments, leaving string literals alone (a `//` inside quotes,
    /// as in a URL, is kept). Newlines are kept so line numbers stay right.
    static func stripComments(_ text: String) -> String {
        var output = ""
        var characters = Array(text)[...]
        var inString = false
        while let character = characters.first {
            if inString {
                output.append(character)
                characters = characters.dropFirst()
                if character == "\\", let next = characters.first {
                    output.append(next)
                    characters = characters.dropFirst()
                } else if character == "\"" || character == "\n" {
                    inString = false
                }
                continue
            }
            if character == "\"" {
                inString = true
                output.append(character)
                characters = characters.dropFirst()
            } else if characters.starts(with: "//") {
                while let next = characters.first, next != "\n" { characters = characters.dropFirst() }
            } else if characters.starts(with: "/*") {
                characters = characters.dropFirst(2)
                while !characters.isEmpty, !characters.starts(with: "*/") {
                    if characters.first == "\n" { output.append("\n") }
                    characters = characters.dropFirst()
                }
                characters = characters.dropFirst(2)
            } else {
                output.append(character)
                characters = characters.dropFirst()
            }
        }
        return output
    }

    /// `file:line: text` of every line matching `pattern` (a regular expression).
    static func matches(_ pattern: String, in files: [File]) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        var found: [String] = []
        for file in files {
            for (index, line) in file.lines.enumerated() {
                let text = String(line)
                if regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                    found.append("\(file.path):\(index + 1): \(text.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return found
    }

    /// The body of the first `deinit { … }` in `file`, or nil.
    static func deinitBody(_ file: File) -> String? {
        guard let start = file.code.range(of: "deinit {") else { return nil }
        var depth = 1
        var index = start.upperBound
        while index < file.code.endIndex, depth > 0 {
            if file.code[index] == "{" { depth += 1 }
            if file.code[index] == "}" { depth -= 1 }
            index = file.code.index(after: index)
        }
        return String(file.code[start.upperBound..<file.code.index(before: index)])
    }
}
