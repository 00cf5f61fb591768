/// A command of `pushspec-gen` named by its first argument (`pushspec-gen export …`); without
/// one, `pushspec-gen` generates code (``GeneratorCommand``).
protocol Subcommand: SendableMetatype {
    /// The first argument that selects it.
    static var name: String { get }
    /// One line for the list of commands.
    static var summary: String { get }
    /// Its own help text.
    static var usage: String { get }
    /// What its arguments ask for.
    associatedtype Options
    /// Reads the arguments after the name; nil when they ask for help.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options?
    /// Runs; returns the exit status.
    static func run(_ options: Options) -> Int32
}

extension Subcommand {
    /// Parses the arguments after the name and runs: the help for `--help`, and exit status 2
    /// with the usage after an argument that does not make sense.
    static func run(arguments: [String]) -> Int32 {
        do {
            guard let options = try parse(arguments) else {
                print(usage)
                return 0
            }
            return run(options)
        } catch {
            printError("pushspec-gen \(name): \(error.message)\n\n\(usage)")
            return 2
        }
    }
}

/// The commands besides generating, in the order `--help` lists them.
let subcommands: [any Subcommand.Type] = [
    ValidateCommand.self, ExportCommand.self, ImportCommand.self, ImportDocCommand.self, DiffCommand.self,
]
