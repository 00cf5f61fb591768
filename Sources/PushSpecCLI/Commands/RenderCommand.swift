import ArgumentParser
import PushSpec

/// `pushspec render`: decode, decrypt when a key fits, render.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Decode payloads (decrypting when a key fits) and print what they say.",
        discussion: """
            A file holding one raw web push body (aes128gcm, UnifiedPush's folded aesgcm,
            or a simple push version=N) rather than JSON is decrypted with the keyring's
            web push keys and rendered like the rest.

            Without --json, one line per payload: the text a person reads. With --json,
            one object per payload: provider, receiver_id, encrypted, kind, loc_key,
            title, body, text, custom (typed: numbers as numbers, flags as booleans),
            actions, and error when it failed.

            Examples:
              pushspec render Examples/payloads/telegram.ndjson
              pushspec render --keyring Examples/payloads/keyring.json \\
                  Examples/payloads/telegram-encrypted.ndjson
              cat captured.ndjson | pushspec render --json | jq -r .title
            """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: "A keyring file (JSON) with the keys of encrypted payloads.")
    var keyring: String?

    func run() throws {
        let decoder = try PushDecoder(keyring: KeyringOption.load(keyring))
        let json = input.json
        let loop = DocumentLoop(inputs: input.inputs, output: OutputSink(descriptor: 1), errors: OutputSink(descriptor: 2))
        try loop.run(webPushBody: { body, path, result in
            do throws(PushError) {
                Self.write(try decoder.decode(webPushBody: body), problem: nil, json: json, to: &result)
            } catch {
                result.fail(file: path, code: error.code, message: error.description, json: json)
            }
        }) { document, result in
            switch document {
            case let .invalid(error, line):
                result.fail(line: line, code: error.code, message: error.description, json: json)
            case let .json(value, line):
                do throws(PushError) {
                    let push = try decoder.decode(json: value)
                    let problem = RenderedPush.problem(of: push)
                    Self.write(push, problem: problem, json: json, to: &result)
                    if let problem { result.reportFailure(line: line, message: problem.message) }
                } catch {
                    result.fail(line: line, code: error.code, message: error.description, json: json)
                }
            }
        }
    }

    /// The output line of one push: its JSON object, the problem's message, or its text.
    static func write(_ push: DecodedPush, problem: RenderedPush.Problem?, json: Bool, to result: inout DocumentOutput) {
        if json {
            result.line { RenderedPush.writeJSON(push, problem: problem, to: $0) }
        } else if let problem {
            result.line("error: \(problem.message)")
        } else {
            result.line(RenderedPush.line(push))
        }
    }
}
