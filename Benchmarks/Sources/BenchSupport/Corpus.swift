import Foundation

/// The payload corpus: one JSON payload a line, made by `shared/bench/corpus.py`, loaded into
/// memory once, outside anything measured.
public final class Corpus: @unchecked Sendable {
    /// The environment variable naming the corpus file.
    public static let environmentVariable = "PUSHSPEC_CORPUS"
    /// How to make one, for the error message.
    public static let howToMake = "python3 shared/bench/corpus.py 100000 > /tmp/pushspec-corpus.ndjson"

    /// The payloads, each without its line break.
    public let payloads: [[UInt8]]
    /// Where the corpus came from.
    public let path: String
    /// The total size of the payloads, in bytes.
    public let byteCount: Int

    /// The next payload a batch starts at; batches walk the whole corpus in turn, wrapping around.
    /// Only the benchmark's own (single) thread touches it.
    private var cursor = 0

    public init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CorpusError.unreadable(path)
        }
        var payloads: [[UInt8]] = []
        var bytes = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            var payload = [UInt8](line)
            if payload.last == UInt8(ascii: "\r") { payload.removeLast() }
            guard !payload.isEmpty else { continue }
            bytes += payload.count
            payloads.append(payload)
        }
        guard !payloads.isEmpty else { throw CorpusError.empty(path) }
        self.payloads = payloads
        self.path = path
        self.byteCount = bytes
    }

    /// Loads the corpus named by `PUSHSPEC_CORPUS`; exits with a message saying how to make one
    /// when the variable is unset or the file cannot be read.
    public static func fromEnvironment() -> Corpus {
        guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else {
            fail("\(environmentVariable) is not set: make a corpus with `\(howToMake)` and set \(environmentVariable)=/tmp/pushspec-corpus.ndjson (Benchmarks/run.sh does both)")
        }
        do {
            return try Corpus(path: path)
        } catch {
            fail("\(environmentVariable)=\(path): \(error); make one with `\(howToMake)`")
        }
    }

    /// Calls `body` with the next `count` payloads of the corpus (wrapping around at its end), so
    /// that successive batches cover every payload.
    @inline(__always)
    public func nextBatch(_ count: Int, _ body: ([UInt8]) -> Void) {
        let total = payloads.count
        var index = cursor
        for _ in 0..<count {
            body(payloads[index])
            index += 1
            if index == total { index = 0 }
        }
        cursor = index
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("PushSpecBenchmarks: \(message)\n".utf8))
        exit(2)
    }
}

public enum CorpusError: Error, CustomStringConvertible {
    case unreadable(String)
    case empty(String)

    public var description: String {
        switch self {
        case let .unreadable(path): "cannot read \(path)"
        case let .empty(path): "\(path) holds no payload"
        }
    }
}
