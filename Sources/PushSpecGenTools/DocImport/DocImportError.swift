import Foundation
import PushSpecCompiler

/// Why `import-doc` could not do its work (as opposed to the findings it reports).
package enum DocImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The doc could not be read.
    case unreadableDoc(String)
    /// The doc is not UTF-8 text.
    case docNotUTF8(String)
    /// The spec has no file for a new entry's family.
    case missingFamilyFile(String)
    /// The file's `notifications:` is written in a form entries cannot be appended to as text.
    case cannotAppend(file: String, line: Int, reason: String)
    /// A spec file could not be written.
    case cannotWrite(String)
    /// The spec no longer compiled with the new entries (its errors, as printed); the files were
    /// put back.
    case specInvalidAfterWriting([String])

    package var description: String {
        switch self {
        case let .unreadableDoc(path): "\(path): error: cannot be read"
        case let .docNotUTF8(path): "\(path):1:1: error: the doc is not UTF-8 text"
        case let .missingFamilyFile(path): "\(path): error: no such spec file for the new entries"
        case let .cannotAppend(file, line, reason): "\(file):\(line):1: error: cannot append entries: \(reason)"
        case let .cannotWrite(path): "\(path): error: cannot be written"
        case let .specInvalidAfterWriting(errors):
            (errors + ["error: the spec does not compile with the new entries; its files are as they were"])
                .joined(separator: "\n")
        }
    }
}

// Its message where Foundation looks for one (`error.localizedDescription`).
extension DocImportError: LocalizedError {
    package var errorDescription: String? { description }
}
