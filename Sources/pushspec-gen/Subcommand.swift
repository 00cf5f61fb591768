/// A command of `pushspec-gen` named by its first argument (`pushspec-gen export …`); without
/// one, `pushspec-gen` generates code (``GeneratorCommand``).
protocol Subcommand: SendableMetatype {
    /// The first argument that selects it.
    static var name: String { get }
    /// One line for the list of commands.
    static var summary: String { get }
    /// Its own help text.
    static var usage: String { get }
    /// Runs with the arguments after the name; returns the exit status (2: a usage error).
    static func run(arguments: [String]) -> Int32
}

/// The commands besides generating, in the order `--help` lists them.
let subcommands: [any Subcommand.Type] = [ExportCommand.self, ImportCommand.self, ImportDocCommand.self, DiffCommand.self]
