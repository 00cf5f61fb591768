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
        let output = OutputSink(descriptor: 1)
        let loop = DocumentLoop(inputs: input.inputs, output: output, errors: OutputSink(descriptor: 2))
        try loop.run(webPushBody: { body, path in
            do throws(PushError) {
                let push = try decoder.decode(webPushBody: body)
                if input.json {
                    output.line { RenderedPush.writeJSON(push, problem: nil, to: &$0) }
                } else {
                    output.line(RenderedPush.line(push))
                }
                return true
            } catch {
                return loop.fail(file: path, code: error.code, message: error.description, json: input.json)
            }
        }) { document in
            switch document {
            case let .invalid(error, line):
                return loop.fail(line: line, code: error.code, message: error.description, json: input.json)
            case let .json(value, line):
                do throws(PushError) {
                    let push = try decoder.decode(json: value)
                    let problem = RenderedPush.problem(of: push)
                    if input.json {
                        output.line { RenderedPush.writeJSON(push, problem: problem, to: &$0) }
                    } else if let problem {
                        output.line("error: \(problem.message)")
                    } else {
                        output.line(RenderedPush.line(push))
                    }
                    if let problem {
                        loop.errors.line("pushspec: line \(line): \(problem.message)")
                        return false
                    }
                    return true
                } catch {
                    return loop.fail(line: line, code: error.code, message: error.description, json: input.json)
                }
            }
        }
    }
}
