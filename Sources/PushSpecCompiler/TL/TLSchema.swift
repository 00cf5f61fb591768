import Foundation

/// A TL schema file as `Spec/telegram/tl/` writes it: declarations in TL's own syntax, one a line,
/// under `---types---` (where a file starts) and `---functions---`, `//` comments, and directives
/// in comments that say what the file is and what the generator starts from:
///
/// ```
/// // @layer 228
/// // @source tdlib/td 022d6020… td/generate/scheme/telegram_api.tl
/// // @roots Photo Document Updates
/// // @partial Update updatePhoneCall
/// ---types---
/// photoStrippedSize#e0b0bc2e type:string bytes:bytes = PhotoSize;
/// ```
package struct TLSchema: Sendable, Hashable {
    /// The API layer the declarations are from (`@layer`).
    package let layer: Int?
    /// Where they are copied from (`@source`), as written.
    package let source: String?
    /// The types the generator starts from (`@roots`), in order.
    package let roots: [String]
    /// The open-ended types of which the file holds only some constructors (`@partial`).
    package let partialTypes: [TLPartialType]
    /// The constructors, in the file's order.
    package let constructors: [TLCombinator]
    /// The functions, in the file's order.
    package let functions: [TLCombinator]

    package init(
        layer: Int?, source: String?, roots: [String], partialTypes: [TLPartialType],
        constructors: [TLCombinator], functions: [TLCombinator]
    ) {
        self.layer = layer
        self.source = source
        self.roots = roots
        self.partialTypes = partialTypes
        self.constructors = constructors
        self.functions = functions
    }

    /// The types that have constructors, in the order of their first constructor.
    package var declaredTypes: [String] {
        var seen: Set<String> = []
        return constructors.compactMap(\.result.declaredType).filter { seen.insert($0).inserted }
    }

    /// The constructors of `type`, in the file's order.
    package func constructors(of type: String) -> [TLCombinator] {
        constructors.filter { $0.result.declaredType == type }
    }

    /// Reads a schema file, reporting every problem to `log` as `path:line:column: error:`: a line
    /// that is not a declaration, a section or a directive; a constructor whose id is not the CRC32
    /// of its normalized declaration; a type referenced but not declared; a name or id declared
    /// twice; roots and `@partial` lists that do not match the declarations. What could be read is
    /// returned either way.
    package static func read(_ text: String, path: String, into log: inout DiagnosticLog) -> TLSchema {
        var directives = TLDirectives()
        var constructors: [TLCombinator] = []
        var functions: [TLCombinator] = []
        var kind = TLCombinator.Kind.constructor
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, scalars) in lines.enumerated() {
            let lineNumber = offset + 1
            var line = String(String.UnicodeScalarView(scalars))
            if line.hasSuffix("\r") { line.unicodeScalars.removeLast() }
            if let comment = line.range(of: "//") {
                let code = line[..<comment.lowerBound]
                let commentText = line[comment.upperBound...]
                if code.allSatisfy({ $0 == " " || $0 == "\t" }), commentText.hasPrefix(" @") || commentText.hasPrefix("@") {
                    let column = code.count + 2 + commentText.prefix { $0 == " " }.count + 1
                    directives.read(commentText, line: lineNumber, column: column, path: path, into: &log)
                    continue
                }
                line = String(code)
            }
            if let nonASCII = line.unicodeScalars.firstIndex(where: { !$0.isASCII }) {
                let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: nonASCII) + 1
                log.error("a character outside ASCII", at: SourceLocation(file: path, line: lineNumber, column: column))
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty else { continue }
            let column = line.prefix { $0 == " " || $0 == "\t" }.count + 1
            if trimmed.hasPrefix("---") {
                switch trimmed {
                case "---types---": kind = .constructor
                case "---functions---": kind = .function
                default:
                    log.error(
                        "'\(trimmed)' is not a section: '---types---' or '---functions---'",
                        at: SourceLocation(file: path, line: lineNumber, column: column)
                    )
                }
                continue
            }
            do {
                let combinator = try TLDeclarationParser(path: path, line: lineNumber).parse(line, kind: kind)
                if kind == .constructor { constructors.append(combinator) } else { functions.append(combinator) }
            } catch {
                log.error(error.message, at: SourceLocation(file: path, line: lineNumber, column: error.column))
            }
        }
        TLSchemaChecker(constructors: constructors, functions: functions, directives: directives).check(into: &log)
        return TLSchema(
            layer: directives.layer, source: directives.source, roots: directives.roots.map(\.name),
            partialTypes: directives.partialTypes, constructors: constructors, functions: functions
        )
    }
}
