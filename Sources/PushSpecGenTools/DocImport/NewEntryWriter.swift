import Foundation
import PushSpecCompiler

/// Writes new entries into a spec directory: each into the file of its family
/// (`telegram/private-messages.yaml`, …), appended as text to the file's `notifications:` list,
/// and then compiles the spec again; when it no longer compiles, every file is put back.
package struct NewEntryWriter: Sendable {
    /// The spec directory (`Spec`).
    package let specDirectory: URL
    /// The provider directory the entries go in.
    package let provider: String

    package init(specDirectory: URL, provider: String = "telegram") {
        self.specDirectory = specDirectory
        self.provider = provider
    }

    /// A file the writer changed, with the keys it appended to it.
    package struct WrittenFile: Sendable, Hashable {
        package var path: String
        package var locKeys: [String]
    }

    /// What writing did: the files, and the diagnostics of compiling the spec with them (warnings
    /// and notes; errors are thrown).
    package struct Outcome: Sendable {
        package var files: [WrittenFile]
        package var diagnostics: [Diagnostic]
    }

    /// Appends the entries, file by file in the order of their families, and compiles the spec.
    /// Nothing is written when a file cannot take them; everything is put back when the spec no
    /// longer compiles.
    package func write(_ entries: [NewNotificationEntry]) throws(DocImportError) -> Outcome {
        let fileManager = FileManager.default
        var edits: [(url: URL, path: String, original: Data, text: String, keys: [String])] = []
        for family in SpecFamily.allCases {
            let entries = entries.filter { $0.family == family }
            guard !entries.isEmpty else { continue }
            let url = specDirectory.appendingPathComponent(provider).appendingPathComponent(family.fileName)
            let path = "\(specDirectory.relativePath)/\(provider)/\(family.fileName)"
            guard let data = fileManager.contents(atPath: url.path) else { throw .missingFamilyFile(path) }
            guard let text = String(data: data, encoding: .utf8) else {
                throw .cannotAppend(file: path, line: 1, reason: "the file is not UTF-8")
            }
            let appended = try NotificationListAppender(path: path).appending(entries, to: text)
            edits.append((url, path, data, appended, entries.map(\.locKey)))
        }
        func restore() {
            for edit in edits { try? edit.original.write(to: edit.url) }
        }
        for edit in edits {
            do {
                try Data(edit.text.utf8).write(to: edit.url)
            } catch {
                restore()
                throw .cannotWrite(edit.path)
            }
        }
        let output: SpecCompiler.Output
        do {
            output = SpecCompiler().compile([try SpecDirectory(contentsOf: specDirectory)])
        } catch {
            restore()
            throw .specInvalidAfterWriting([error.description])
        }
        guard !output.hasErrors else {
            restore()
            throw .specInvalidAfterWriting(output.diagnostics.map(\.description))
        }
        return Outcome(
            files: edits.map { WrittenFile(path: $0.path, locKeys: $0.keys) },
            diagnostics: output.diagnostics)
    }
}
