import CFuzzDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every fuzz target shares: its `main`, and the per-input wrapper that times each input.
///
/// SwiftPM links an executable with `main` renamed to the executable module's own entry point
/// (`--defsym main=<module>_main`), so a target cannot simply leave `main` to libFuzzer: each
/// target has an `@main` that hands its arguments to `LLVMFuzzerRunDriver` with its
/// `LLVMFuzzerTestOneInput`.
///
/// libFuzzer's own slow-unit report counts whole seconds, so the 100 ms budget is checked here:
/// an input that takes longer than `FUZZ_SLOW_MS` milliseconds (default 100) is written to
/// `$FUZZ_ARTIFACTS/slow-unit-<hash>` and reported on stderr as `==FUZZ== slow unit: …`; `run.sh`
/// then runs each such file again on its own and fails if it is still slow. `FUZZ_PRINT_TIMES=1`
/// prints every input's time (what that re-check reads).
public enum FuzzDriver {
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>, Int) -> CInt

    /// Runs libFuzzer with the process's arguments; never returns.
    public static func main(_ callback: Callback) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        let status = LLVMFuzzerRunDriver(&argc, &argv, callback)
        exit(status)
    }

    nonisolated(unsafe) private static var slowThresholdNanoseconds: UInt64 = {
        let milliseconds = getenv("FUZZ_SLOW_MS").flatMap { Double(String(cString: $0)) } ?? 100
        return UInt64(milliseconds * 1_000_000)
    }()
    nonisolated(unsafe) private static var printTimes: Bool = getenv("FUZZ_PRINT_TIMES").map { String(cString: $0) == "1" } ?? false
    nonisolated(unsafe) private static var artifactDirectory: String = getenv("FUZZ_ARTIFACTS").map { String(cString: $0) } ?? "."

    /// Runs `body` on one input, timing it.
    @inline(__always)
    public static func run(_ data: UnsafePointer<UInt8>, _ size: Int, _ body: (UnsafeRawBufferPointer) -> Void) -> CInt {
        let input = UnsafeRawBufferPointer(start: data, count: size)
        let start = now()
        body(input)
        let elapsed = now() &- start
        if printTimes {
            printError("==FUZZ== unit time: \(Double(elapsed) / 1_000_000) ms\n")
        }
        if elapsed > slowThresholdNanoseconds {
            reportSlow(input, nanoseconds: elapsed)
        }
        return 0
    }

    private static func printError(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    private static func reportSlow(_ input: UnsafeRawBufferPointer, nanoseconds: UInt64) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in input {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        let path = "\(artifactDirectory)/slow-unit-\(String(repeating: "0", count: 16 - hex.count))\(hex)"
        if let file = fopen(path, "wb") {
            if let base = input.baseAddress { fwrite(base, 1, input.count, file) }
            fclose(file)
        }
        printError("==FUZZ== slow unit: \(Double(nanoseconds) / 1_000_000) ms, \(input.count) bytes: \(path)\n")
    }
}

/// Keeps values alive and observed, so that the optimizer cannot drop the work that made them.
@inline(never)
public func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
