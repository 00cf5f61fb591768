import ArgumentParser
import PushSpec
import PushSpecCore

/// `pushspec receiver-id`: which account each payload is for, as TDLib's getPushReceiverId says.
struct ReceiverIDCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receiver-id",
        abstract: "Print the push receiver id of each payload (TDLib's getPushReceiverId), without decrypting.",
        discussion: """
            One decimal id per payload: the auth_key_id of an encrypted payload, else its
            positive user_id, else 0 (for every account). Huawei's form, `data` a string
            holding the JSON object, is read as `decode` reads it: the id of that object
            (TDLib's getPushReceiverId refuses it). A payload that has none prints
            `error: line N: <message>` (with --json {"error":{…},"line":N}). NDJSON gives
            exactly one output line per non-empty input line.

            Example:
              pushspec receiver-id Examples/payloads/telegram-encrypted.ndjson
            """
    )

    @OptionGroup var input: InputOptions

    func run() throws {
        let json = input.json
        let loop = DocumentLoop(
            inputs: input.inputs, output: OutputSink(descriptor: 1), errors: OutputSink(descriptor: 2), form: input.form)
        try loop.run { document, result in
            switch document {
            case let .invalid(error, line):
                result.fail(line: line, code: error.code, message: error.description, json: json, byte: error.byte)
            case let .json(value, line):
                do throws(ReceiverIDError) {
                    let id = try PushDecoder.receiverID(of: Self.unwrappingDataString(value))
                    if json {
                        var object = JSONObjectWriter()
                        object.string("receiver_id", String(id))
                        result.line(object.finished)
                    } else {
                        result.line(String(id))
                    }
                } catch {
                    let message = error == .notAnObject ? PushError.notAnObjectMessage(value) ?? error.description : error.description
                    result.fail(line: line, code: error.code, message: message, json: json)
                }
            }
        }
    }

    /// The JSON object a Huawei push's `data` string holds (the decoder's `dataString`
    /// envelope), else `root` itself.
    static func unwrappingDataString(_ root: JSONValue) -> JSONValue {
        guard root.kind == .object, let data = root["data"], data.kind == .string, let text = data.stringValue,
            let inner = try? JSONValue(parsing: Array(text.utf8), limits: DocumentAssembler.limits), inner.kind == .object
        else { return root }
        return inner
    }
}
