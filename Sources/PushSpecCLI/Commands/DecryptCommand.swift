import ArgumentParser
import PushSpec

/// `pushspec decrypt`: the decrypted notification JSON of each payload.
struct DecryptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decrypt",
        abstract: "Print the decrypted notification JSON of each payload, one line each.",
        discussion: """
            A payload that was not encrypted prints its notification object as it is. With --json,
            each line is {"receiver_id": …, "encrypted": …, "payload": {…}}.

            Example:
              pushspec decrypt --keyring Examples/payloads/keyring.json Examples/payloads/telegram-encrypted.ndjson
            """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: "The keyring file (JSON) with the keys.")
    var keyring: String

    func run() throws {
        let decoder = try PushDecoder(keyring: KeyringOption.load(keyring))
        let output = OutputSink(descriptor: 1)
        let loop = DocumentLoop(inputs: input.inputs, output: output, errors: OutputSink(descriptor: 2))
        try loop.run { document in
            switch document {
            case let .invalid(error, line):
                return loop.fail(line: line, code: error.code, message: error.description, json: input.json)
            case let .json(value, line):
                do throws(PushError) {
                    guard case let .telegram(push) = try decoder.decode(json: value) else { return true }
                    if input.json {
                        var object = JSONObjectWriter()
                        object.string("receiver_id", String(push.receiverID))
                        object.bool("encrypted", push.isEncrypted)
                        object.raw("payload", push.payload.rawJSON)
                        output.line(object.finished)
                    } else {
                        output.line(push.payload.rawJSON)
                    }
                    return true
                } catch {
                    return loop.fail(line: line, code: error.code, message: error.description, json: input.json)
                }
            }
        }
    }
}
