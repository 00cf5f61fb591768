/// One YAML file of a spec, read into memory.
public struct SpecFile: Sendable, Hashable {
    /// The path diagnostics print: as the user named the spec directory, so that editors and
    /// terminals can open it from where the generator ran.
    public let displayPath: String
    /// The path generated headers print: the spec directory's own name and the path inside it
    /// (`Spec/telegram/pinned.yaml`), so generated output never depends on where the checkout is.
    public let sourceName: String
    /// The file's text.
    public let text: String

    public init(displayPath: String, sourceName: String? = nil, text: String) {
        self.displayPath = displayPath
        self.sourceName = sourceName ?? displayPath
        self.text = text
    }
}
