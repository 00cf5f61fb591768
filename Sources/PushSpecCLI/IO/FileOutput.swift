#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Unbuffered one-off messages, for diagnostics outside the document loop.
package enum FileOutput {
    /// Writes `message` and a newline to standard error.
    package static func standardError(_ message: String) {
        let bytes = Array((message + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// Ends the process with `status`.
    package static func terminate(_ status: Int32) -> Never {
        exit(status)
    }
}
