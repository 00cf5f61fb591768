import Foundation

/// A spec directory as found on disk: one subdirectory per provider (`telegram/`, `zulip/`), each
/// holding `.yaml` files.
public struct SpecDirectory: Sendable, Hashable {
    /// One provider's files, sorted by path.
    public struct Provider: Sendable, Hashable {
        /// The directory name (`telegram`).
        public let name: String
        /// Its YAML files, sorted by path.
        public let files: [SpecFile]

        public init(name: String, files: [SpecFile]) {
            self.name = name
            self.files = files
        }
    }

    /// The providers, sorted by name.
    public let providers: [Provider]

    public init(providers: [Provider]) {
        self.providers = providers
    }

    /// Reads every `*.yaml` / `*.yml` file under `url`'s provider subdirectories.
    public init(contentsOf url: URL) throws(SpecLoadingError) {
        let fileManager = FileManager.default
        let sourceRoot = url.standardizedFileURL.lastPathComponent
        let displayRoot = url.relativePath
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .notADirectory(url.path)
        }
        let entries: [String]
        do {
            entries = try fileManager.contentsOfDirectory(atPath: url.path).sorted()
        } catch {
            throw .unreadable(url.path)
        }
        var providers: [Provider] = []
        for entry in entries where !entry.hasPrefix(".") {
            let providerURL = url.appendingPathComponent(entry)
            guard fileManager.fileExists(atPath: providerURL.path, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            var files: [SpecFile] = []
            for relative in Self.yamlFiles(under: providerURL, fileManager: fileManager) {
                let fileURL = providerURL.appendingPathComponent(relative)
                guard let data = fileManager.contents(atPath: fileURL.path) else {
                    throw .unreadable(fileURL.path)
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    throw .notUTF8("\(displayRoot)/\(entry)/\(relative)")
                }
                files.append(
                    SpecFile(
                        displayPath: "\(displayRoot)/\(entry)/\(relative)", sourceName: "\(sourceRoot)/\(entry)/\(relative)",
                        text: text))
            }
            if !files.isEmpty {
                providers.append(Provider(name: entry, files: files))
            }
        }
        self.providers = providers
    }

    private static func yamlFiles(under url: URL, fileManager: FileManager) -> [String] {
        guard let enumerator = fileManager.enumerator(atPath: url.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
