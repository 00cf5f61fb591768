import Foundation
import PackagePlugin

/// Generates typed Swift for a target's own spec at build time.
///
/// Put the spec in the target's `Spec/` directory (one folder per provider, e.g.
/// `Sources/MyApp/Spec/telegram/*.yaml`) and add `.plugin(name: "PushSpecBuildPlugin", package: "PushSpec")`
/// to the target. The spec is layered over PushSpec's own `Spec/`: it can add notification types or
/// replace one with `override: true`, services, translations, categories and custom fields. What
/// is generated is the app's catalog (its `TelegramNotification`, `TelegramLocKey`,
/// `TelegramLocale`, `TelegramServiceNotification`, and `TelegramCustomFields` with the app's
/// fields beside PushSpec's), which PushSpec's runtime takes, with PushSpec's names for the
/// runtime's types meaning it (`PushDecoder` is `PushDecoderOf<TelegramNotification>` of the
/// app's enum); enums and TL types stay PushSpecCatalog's.
/// One Swift file per provider of the target's spec is generated,
/// and `CLDRPluralRules.swift` from CLDR's plural rules (`cldr/plurals.json`, PushSpec's own unless
/// the target's spec has one).
@main
struct PushSpecBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let overlay = target.directoryURL.appending(path: "Spec")
        let providers = Self.providerDirectories(in: overlay)
        guard !providers.isEmpty else {
            Diagnostics.warning("PushSpecBuildPlugin: \(target.name) has no Spec/<provider>/ directory; nothing to generate")
            return []
        }
        var specDirectories: [URL] = []
        if let base = Self.pushSpecPackage(in: context.package)?.directoryURL.appending(path: "Spec") {
            specDirectories.append(base)
        }
        specDirectories.append(overlay)
        // CLDR's plural rules, when a spec directory has them, compile to one more file.
        let pluralRules = specDirectories.map { $0.appending(path: "cldr/plurals.json") }
            .filter { FileManager.default.fileExists(atPath: $0.path(percentEncoded: false)) }
        let inputs = specDirectories.flatMap(Self.specFiles) + pluralRules
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedSources")
        var arguments: [String] = []
        for directory in specDirectories {
            arguments += ["--spec", directory.path(percentEncoded: false)]
        }
        arguments += ["--output", output.path(percentEncoded: false), "--layout", "file-per-provider", "--app-catalog"]
        // The store takes the catalog only where the module can name it.
        if target.recursiveTargetDependencies.contains(where: { $0.name == "PushSpecNotifications" }) {
            arguments.append("--notification-state")
        }
        return [
            .buildCommand(
                displayName: "Generating PushSpec code for \(target.name)",
                executable: try context.tool(named: "pushspec-gen").url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: providers.map { output.appending(path: Self.typePrefix(of: $0) + ".swift") }
                    + (pluralRules.isEmpty ? [] : [output.appending(path: "CLDRPluralRules.swift")]))
        ]
    }

    /// The provider folders of a spec directory (`telegram`, `zulip`).
    static func providerDirectories(in spec: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: spec.path(percentEncoded: false))) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            let path = spec.appending(path: name).path(percentEncoded: false)
            return !name.hasPrefix(".") && name != "cldr" && FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// `telegram` → `Telegram`, `my_service` → `MyService`, as pushspec-gen names the file.
    static func typePrefix(of provider: String) -> String {
        provider.lowercased().split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The YAML files and TL schemas (`<provider>/tl/*.tl`) under `directory`: the inputs whose
    /// changes regenerate.
    static func specFiles(under directory: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }.filter { ["yaml", "yml", "tl"].contains($0.pathExtension) }
    }

    /// The PushSpec package among the dependencies (searched breadth-first).
    static func pushSpecPackage(in package: Package) -> Package? {
        var queue = package.dependencies.map(\.package)
        while !queue.isEmpty {
            let candidate = queue.removeFirst()
            if candidate.displayName == "PushSpec" { return candidate }
            queue += candidate.dependencies.map(\.package)
        }
        return nil
    }
}
