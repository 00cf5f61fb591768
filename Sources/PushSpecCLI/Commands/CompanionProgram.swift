#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command of `pushspec` that is another program, built and installed beside `pushspec`, which
/// runs it in place of this process (as `git` runs `git-<command>`): what only that command needs
/// is linked by that program alone, and every start of `pushspec` goes without it.
struct CompanionProgram: Sendable {
    /// The command's name on `pushspec`'s command line.
    let command: String
    /// The program's file name, in the directory of `pushspec`.
    let programName: String
    /// The arguments the program takes before the command's own (its subcommand).
    let leadingArguments: [String]

    /// `pushspec notifications …`: `pushspec-notifications …`, the one program that links SQLite.
    static let notifications = CompanionProgram(
        command: "notifications", programName: "pushspec-notifications", leadingArguments: [])

    /// `pushspec validate …`: `pushspec-gen validate …`, the compiler's program, which links it and
    /// Yams.
    static let validate = CompanionProgram(command: "validate", programName: "pushspec-gen", leadingArguments: ["validate"])

    /// Every command that is another program.
    static let all = [notifications, validate]

    /// Runs the companion program in place of this process when `arguments` (the whole command
    /// line, the program first) is `pushspec COMMAND …` or `pushspec help COMMAND …` for one of
    /// ``all``; returns otherwise.
    static func forwardIfCompanion(_ arguments: [String]) {
        guard arguments.count > 1 else { return }
        for companion in all {
            if arguments[1] == companion.command {
                companion.run(Array(arguments.dropFirst(2)))
            }
            if arguments[1] == "help", arguments.count > 2, arguments[2] == companion.command {
                companion.run(Array(arguments.dropFirst(3)) + ["--help"])
            }
        }
    }

    /// Replaces this process with the program, given ``leadingArguments`` and then `arguments`; on
    /// failure (the program is missing, or not executable) says so and exits with status 2.
    func run(_ arguments: [String]) -> Never {
        let path = companionPath()
        let argv = ([path] + leadingArguments + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        let real = ([programName] + leadingArguments).joined(separator: " ")
        FileOutput.standardError(
            "pushspec: \(command): cannot run \(path): \(reason). `pushspec \(command)` is `\(real)`, the program "
                + "\(programName) built and installed beside pushspec (swift build -c release --product \(programName))")
        FileOutput.terminate(2)
    }

    /// The program in the directory of the running executable.
    func companionPath() -> String {
        let executable = Self.executablePath()
        let directory: Substring
        if let slash = executable.lastIndex(of: "/") {
            directory = executable[..<slash]
        } else {
            directory = "."
        }
        return "\(directory)/\(programName)"
    }

    /// The running executable's path, links resolved: /proc/self/exe on Linux,
    /// `_NSGetExecutablePath` on Apple's platforms, else the first argument (looked up in `PATH`
    /// when it has no `/`).
    static func executablePath() -> String {
        #if os(Linux)
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let length = buffer.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { readlink("/proc/self/exe", $0.baseAddress!, $0.count) }
        }
        if length > 0 {
            return String(decoding: buffer[..<length], as: UTF8.self)
        }
        #elseif canImport(Darwin)
        if let path = darwinExecutablePath() { return path }
        #endif
        let first = CommandLine.arguments.first ?? "pushspec"
        guard !first.contains("/") else { return first }
        let path = getenv("PATH").map { String(cString: $0) } ?? ""
        for directory in path.split(separator: ":") where access("\(directory)/\(first)", X_OK) == 0 {
            return "\(directory)/\(first)"
        }
        return first
    }
}
