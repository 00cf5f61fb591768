import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `pushspec notifications …`, as listed in `pushspec --help`: the command is the program
/// `pushspec-notifications`, built and installed beside `pushspec`, which runs it in place of this
/// process (as `git` runs `git-<command>`). Only it links SQLite (GRDB), which every start of
/// `pushspec` would otherwise load and relocate (issue 34).
///
/// ``PushSpecCommand/main()`` forwards before parsing (so `--help` and every option reach the real
/// command); this is what the top-level help shows, and it forwards too if it is ever run.
struct NotificationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        // The real command's abstract (pushspec-notifications; a test checks that they agree).
        abstract: "Keep the notifications of pushes as TDLib's Notification API does, in a state file."
    )

    @Argument(parsing: .captureForPassthrough, help: "The arguments of `pushspec-notifications`.")
    var arguments: [String] = []

    func run() throws {
        NotificationsForwarding.run(arguments)
    }
}

/// Runs `pushspec-notifications` from the directory of the running `pushspec`.
enum NotificationsForwarding {
    /// The program's file name.
    static let programName = "pushspec-notifications"

    /// Runs `pushspec-notifications` in place of this process when `arguments` (the whole command
    /// line, the program first) is `pushspec notifications …` or `pushspec help notifications …`;
    /// returns otherwise.
    static func forwardIfNotifications(_ arguments: [String]) {
        guard arguments.count > 1 else { return }
        if arguments[1] == "notifications" {
            run(Array(arguments.dropFirst(2)))
        }
        if arguments[1] == "help", arguments.count > 2, arguments[2] == "notifications" {
            run(Array(arguments.dropFirst(3)) + ["--help"])
        }
    }

    /// Replaces this process with `pushspec-notifications arguments…`; on failure (the program is
    /// missing, or not executable) says so and exits with status 2.
    static func run(_ arguments: [String]) -> Never {
        let path = companionPath()
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        FileOutput.standardError(
            "pushspec: notifications: cannot run \(path): \(reason). `pushspec notifications` is the program "
                + "\(programName), built and installed beside pushspec (swift build -c release "
                + "--product pushspec --product \(programName))")
        FileOutput.terminate(2)
    }

    /// `pushspec-notifications` in the directory of the running executable.
    static func companionPath() -> String {
        let executable = executablePath()
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
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        if _NSGetExecutablePath(&buffer, &size) == 0 {
            if let resolved = realpath(buffer, nil) {
                defer { free(resolved) }
                return String(cString: resolved)
            }
            return buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        }
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
