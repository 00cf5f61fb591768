import Foundation

/// Writes generated files into an output directory, touching only files whose bytes change, and
/// tells what would change without writing (the drift check).
package struct GeneratedFileWriter {
    /// What writing (or checking) found for one file.
    package enum Change: Sendable, Hashable, CustomStringConvertible {
        case created(String)
        case updated(String)
        /// A generated file (`.swift`, or `.java` for the Java backend) in the output directory
        /// that the spec no longer produces.
        case removed(String)

        package var description: String {
            switch self {
            case let .created(path): "new: \(path)"
            case let .updated(path): "changed: \(path)"
            case let .removed(path): "stale: \(path)"
            }
        }
    }

    package let outputDirectory: URL
    /// The extension of the files it owns there (`swift`): others are left alone.
    package let fileExtension: String

    package init(outputDirectory: URL, fileExtension: String = "swift") {
        self.outputDirectory = outputDirectory
        self.fileExtension = fileExtension
    }

    /// The changes writing `files` would make, without making them.
    package func changes(for files: [GeneratedFile]) -> [Change] {
        var changes: [Change] = []
        for file in files {
            let url = outputDirectory.appendingPathComponent(file.path)
            guard let existing = FileManager.default.contents(atPath: url.path) else {
                changes.append(.created(file.path))
                continue
            }
            if existing != Data(file.contents.utf8) {
                changes.append(.updated(file.path))
            }
        }
        let produced = Set(files.map(\.path))
        for path in existingFiles() where !produced.contains(path) {
            changes.append(.removed(path))
        }
        return changes
    }

    /// Writes the files that changed and deletes stale ones; returns what it did.
    @discardableResult
    package func write(_ files: [GeneratedFile]) throws -> [Change] {
        let changes = changes(for: files)
        let byPath = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for change in changes {
            switch change {
            case let .created(path), let .updated(path):
                guard let file = byPath[path] else { continue }
                let url = outputDirectory.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url, options: .atomic)
            case let .removed(path):
                try FileManager.default.removeItem(at: outputDirectory.appendingPathComponent(path))
            }
        }
        return changes
    }

    private func existingFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: outputDirectory.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix("." + fileExtension) { paths.append(path) }
        }
        return paths.sorted()
    }
}
