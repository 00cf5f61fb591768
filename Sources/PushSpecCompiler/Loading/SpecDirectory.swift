import Foundation

/// A spec directory as found on disk: one subdirectory per provider (`telegram/`, `zulip/`), each
/// holding `.yaml` files.
public struct SpecDirectory: Sendable, Hashable {
    /// One provider's files, sorted by path.
    public struct Provider: Sendable, Hashable {
        /// The directory name (`telegram`).
        public let name: String
        /// Its YAML files, sorted by path, but the translations.
        public let files: [SpecFile]
        /// Its translations, `locales/<BCP 47 tag>.yaml`, sorted by path.
        public let locales: [SpecFile]
        /// Its TL schemas, `tl/*.tl`, sorted by path.
        public let tlSchemas: [SpecFile]

        public init(name: String, files: [SpecFile], locales: [SpecFile] = [], tlSchemas: [SpecFile] = []) {
            self.name = name
            self.files = files
            self.locales = locales
            self.tlSchemas = tlSchemas
        }
    }

    /// The providers, sorted by name.
    public let providers: [Provider]
    /// CLDR's plural rules, `cldr/plurals.json`, when the directory has them.
    public let pluralRules: SpecFile?

    /// The directory of a provider that holds its translations.
    package static let localesDirectory = "locales"
    /// The directory of a provider that holds its TL schemas.
    package static let tlDirectory = "tl"
    /// The path of CLDR's plural rules inside a spec directory.
    package static let pluralRulesPath = "cldr/plurals.json"

    public init(providers: [Provider], pluralRules: SpecFile? = nil) {
        self.providers = providers
        self.pluralRules = pluralRules
    }

    /// Reads every `*.yaml` / `*.yml` file under `url`'s provider subdirectories, and their `tl/*.tl` schemas.
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
            var locales: [SpecFile] = []
            var tlSchemas: [SpecFile] = []
            for relative in Self.specFiles(under: providerURL, fileManager: fileManager) {
                let fileURL = providerURL.appendingPathComponent(relative)
                guard let data = fileManager.contents(atPath: fileURL.path) else {
                    throw .unreadable(fileURL.path)
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    throw .notUTF8("\(displayRoot)/\(entry)/\(relative)")
                }
                let file = SpecFile(
                    displayPath: "\(displayRoot)/\(entry)/\(relative)", sourceName: "\(sourceRoot)/\(entry)/\(relative)",
                    text: text)
                if relative.hasSuffix(".tl") {
                    tlSchemas.append(file)
                } else if relative.hasPrefix(Self.localesDirectory + "/") {
                    locales.append(file)
                } else {
                    files.append(file)
                }
            }
            if !files.isEmpty {
                providers.append(Provider(name: entry, files: files, locales: locales, tlSchemas: tlSchemas))
            }
        }
        self.providers = providers
        let pluralsURL = url.appendingPathComponent(Self.pluralRulesPath)
        if fileManager.fileExists(atPath: pluralsURL.path) {
            guard let data = fileManager.contents(atPath: pluralsURL.path) else { throw .unreadable(pluralsURL.path) }
            guard let text = String(data: data, encoding: .utf8) else {
                throw .notUTF8("\(displayRoot)/\(Self.pluralRulesPath)")
            }
            pluralRules = SpecFile(
                displayPath: "\(displayRoot)/\(Self.pluralRulesPath)", sourceName: "\(sourceRoot)/\(Self.pluralRulesPath)",
                text: text)
        } else {
            pluralRules = nil
        }
    }

    /// The same spec with translation files of a provider replaced by `files` (a file of the
    /// same path replaces it, the others are added): translations checked before they are written.
    package func replacingLocales(_ files: [SpecFile], of providerName: String) -> SpecDirectory {
        SpecDirectory(
            providers: providers.map { provider in
                guard provider.name == providerName else { return provider }
                let replaced = Set(files.map(\.sourceName))
                let kept = provider.locales.filter { !replaced.contains($0.sourceName) }
                return Provider(
                    name: provider.name, files: provider.files,
                    locales: (kept + files).sorted { $0.sourceName < $1.sourceName }, tlSchemas: provider.tlSchemas)
            }, pluralRules: pluralRules)
    }

    /// The YAML files under `url`, and the TL schemas in its `tl/`.
    private static func specFiles(under url: URL, fileManager: FileManager) -> [String] {
        guard let enumerator = fileManager.enumerator(atPath: url.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.hasSuffix(".yaml") || path.hasSuffix(".yml") || (path.hasPrefix(tlDirectory + "/") && path.hasSuffix(".tl")) {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
