#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Buffered output to a file descriptor: results in input order, written in large chunks, and
/// flushed whenever the input would block (so piping a live stream still shows each result).
package final class OutputSink {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16

    package init(descriptor: Int32) {
        self.descriptor = descriptor
        buffer.reserveCapacity(capacity)
    }

    /// Writes `text` and a newline.
    package func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(UInt8(ascii: "\n"))
        if buffer.count >= capacity { flush() }
    }

    /// Appends `bytes` as they are (lines already broken).
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count < capacity else {
            // A batch's worth: written from where it is, not copied into the buffer first.
            flush()
            writeAll(UnsafeRawBufferPointer(bytes))
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= capacity { flush() }
    }

    /// Writes everything buffered.
    package func flush() {
        buffer.withUnsafeBytes(writeAll)
        buffer.removeAll(keepingCapacity: true)
    }

    private func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                break  // a closed pipe: nothing more can be written
            }
            offset += written
        }
    }

    deinit { flush() }
}
