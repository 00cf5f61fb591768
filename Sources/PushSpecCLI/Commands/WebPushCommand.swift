import ArgumentParser
import PushSpec

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `pushspec webpush decrypt`: raw web push bodies to plaintext.
struct WebPushCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "webpush",
        abstract: "Web push (Telegram token type 10, UnifiedPush) bodies.",
        subcommands: [Decrypt.self]
    )

    /// `pushspec webpush decrypt`
    struct Decrypt: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "decrypt",
            abstract: "Decrypt raw web push bodies (aes128gcm, aesgcm with its headers, UnifiedPush's folded aesgcm).",
            discussion: """
                Each BODY is a file holding one body as the push service delivered it; one
                line of plaintext is printed per body. A simple push body (version=N) prints
                `wake-up: N`.

                Examples:
                  pushspec webpush decrypt --keyring Examples/payloads/keyring.json \\
                      Examples/payloads/webpush-aes128gcm.bin
                  pushspec webpush decrypt --keyring keys.json --encryption 'salt=…' \\
                      --crypto-key 'dh=…' body.bin
                """
        )

        @Option(name: .long, help: "The keyring file with the web push keys.")
        var keyring: String

        @Option(name: .long, help: "The Encryption header of an aesgcm body.")
        var encryption: String?

        @Option(name: .customLong("crypto-key"), help: "The Crypto-Key header of an aesgcm body.")
        var cryptoKey: String?

        @Argument(help: "Files, each holding one raw body.")
        var bodies: [String]

        func validate() throws {
            guard (encryption == nil) == (cryptoKey == nil) else {
                throw ValidationError("--encryption and --crypto-key go together")
            }
        }

        func run() throws {
            let decoder = try PushDecoder(keyring: KeyringOption.load(keyring))
            let output = OutputSink(descriptor: 1)
            let errors = OutputSink(descriptor: 2)
            var failed = false
            for path in bodies {
                guard let body = Self.readBody(path) else {
                    output.flush()
                    FileOutput.standardError("pushspec: \(path): \(String(cString: strerror(errno)))")
                    throw ExitCode(2)
                }
                if let version = PushDecoder.simplePushVersion(body) {
                    output.line("wake-up: \(version)")
                    continue
                }
                do {
                    let plaintext = try decoder.decryptWebPush(body, encryption: encryption, cryptoKey: cryptoKey)
                    output.line(String(decoding: plaintext, as: UTF8.self))
                } catch {
                    failed = true
                    output.line("error: \(error.description)")
                    errors.line("pushspec: \(path): \(error.description)")
                }
            }
            output.flush()
            errors.flush()
            if failed { throw ExitCode(1) }
        }

        /// The file's bytes, up to one byte past the web push size limit (which decryption refuses).
        static func readBody(_ path: String) -> [UInt8]? {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while bytes.count <= PushDecoder.maxPayloadSize {
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0 {
                    if errno == EINTR { continue }
                    return nil
                }
                if count == 0 { break }
                bytes += chunk[0..<count]
            }
            return bytes
        }
    }
}
