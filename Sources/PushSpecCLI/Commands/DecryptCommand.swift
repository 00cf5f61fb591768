import ArgumentParser
import PushSpec

/// `pushspec decrypt`: the decrypted notification JSON of each payload.
struct DecryptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decrypt",
        abstract: "Print the decrypted notification JSON of each payload, one line each.",
        discussion: """
            Telegram prints the notification object, Zulip the payload, a web push body
            file its plaintext's notification. A payload that was not encrypted prints its
            notification object as it is. With --json, each line is {"provider": …,
            "receiver_id": …, "encrypted": …, "payload": {…}}. A payload that fails prints
            `error: line N: <message>` (with --json {"error":{…},"line":N}); NDJSON gives
            exactly one output line per non-empty input line.

            Examples:
              pushspec decrypt --keyring Examples/payloads/keyring.json \\
                  Examples/payloads/telegram-encrypted.ndjson
              pushspec decrypt --keyring Examples/payloads/keyring.json \\
                  Examples/payloads/zulip.ndjson
            """
    )

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: "The keyring file (JSON) with the keys.")
    var keyring: String

    func run() throws {
        let decoder = try PushDecoder(keyring: KeyringOption.load(keyring))
        let json = input.json
        let keyring: String? = keyring
        let loop = DocumentLoop(
            inputs: input.inputs, output: OutputSink(descriptor: 1), errors: OutputSink(descriptor: 2), form: input.form)
        try loop.run(webPushBody: { content, path, result in
            guard case let .body(body) = content else {
                if case let .notABody(why) = content { result.fail(file: path, code: why.code, message: why.description, json: json) }
                return
            }
            do throws(PushError) {
                result.line(Self.line(try decoder.decode(webPushBody: body), json: json))
            } catch {
                result.fail(file: path, code: error.code, message: error.description, json: json)
            }
        }) { document, result in
            switch document {
            case let .invalid(error, line):
                result.fail(line: line, code: error.code, message: error.description, json: json, byte: error.byte)
            case let .json(value, line):
                do throws(PushError) {
                    result.line(Self.line(try decoder.decode(json: value), json: json))
                } catch {
                    result.fail(line: line, code: error.code, message: error.message(keyring: keyring, document: value), json: json)
                }
            }
        }
    }

    /// The output line of one push: its notification JSON, or with `json` that JSON with the
    /// provider, receiver id and whether it was encrypted.
    static func line(_ push: DecodedPush, json: Bool) -> String {
        let payload = notificationJSON(push)
        guard json else { return payload }
        var object = JSONObjectWriter()
        object.string("provider", RenderedPush.provider(push))
        object.string("receiver_id", String(push.receiverID))
        object.bool("encrypted", push.isEncrypted)
        object.raw("payload", payload)
        return object.finished
    }

    /// Telegram's notification object, Zulip's payload, or a wake-up's `{"version": …}`.
    static func notificationJSON(_ push: DecodedPush) -> String {
        switch push {
        case let .telegram(telegram): return telegram.payload.rawJSON
        case let .zulip(zulip): return zulip.json.rawJSON
        case let .wakeUp(version):
            var object = JSONObjectWriter()
            object.string("version", version)
            return object.finished
        }
    }
}
