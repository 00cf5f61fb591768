import ArgumentParser
import PushSpec
import PushSpecCatalog

/// `pushspec render`: decode, decrypt when a key fits, render.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Decode payloads (decrypting when a key fits) and print what they say.",
        discussion: """
            A file holding one raw web push body (aes128gcm, UnifiedPush's folded aesgcm,
            or a simple push version=N) rather than JSON is decrypted with the keyring's
            web push keys and rendered like the rest.

            Without --json, one line per payload: the text a person reads, or
            `error: line N: <message>`. With --json, one object per payload: provider,
            receiver_id, encrypted, kind, loc_key, title, body, text, custom (typed:
            numbers as numbers, flags as booleans), actions, and error when it failed.
            A payload that cannot be read at all is
            {"error":{"code":…,"message":…},"line":N,"byte":B}.

            NDJSON (the first document ends on its first line) gives exactly one output
            line per non-empty input line; pretty-printed documents one per document.
            --ndjson and --documents force either form.

            --presentation adds to each --json object (and implies --json) what the
            platform shows: "present" (identifier, thread, title, subtitle, body, sound,
            interruption, relevance, category, user_info, sender), "remove" (identifiers)
            and "remove_where" (threads and max_message_id: READ_HISTORY without a state).

            --locale renders Telegram notifications in a translation of the spec
            (Spec/telegram/locales: \(translations)), with its language's plural forms; a tag
            the translations lack falls back to its language (de-AT: de), then to English.

            Examples:
              pushspec render Examples/payloads/telegram.ndjson
              pushspec render --keyring Examples/payloads/keyring.json \\
                  Examples/payloads/telegram-encrypted.ndjson
              pushspec render --locale ru Examples/payloads/telegram.ndjson
              cat captured.ndjson | pushspec render --json | jq -r .title
            """
    )

    /// The tags of the spec's translations, for the help.
    static let translations = TelegramTranslation.allCases.map(\.rawValue).joined(separator: ", ")

    @OptionGroup var input: InputOptions

    @Option(name: .long, help: "A keyring file (JSON) with the keys of encrypted payloads.")
    var keyring: String?

    @Option(name: .long, help: "A BCP 47 tag (ru, de-AT): render Telegram notifications in its translation.")
    var locale: String?

    @Flag(name: .long, help: "Add what the platform shows (present, remove, remove_where) to the JSON; implies --json.")
    var presentation = false

    func run() throws {
        let decoder = try PushDecoder(keyring: KeyringOption.load(keyring))
        let json = input.json || presentation
        let keyring = keyring
        let presentation = presentation
        let locale = locale.map(TelegramLocale.init) ?? .english
        if locale.translations.isEmpty, locale != .english, !locale.tag.lowercased().hasPrefix("en") {
            FileOutput.standardError("pushspec: no translation into '\(locale.tag)' (\(Self.translations)): rendering in English")
        }
        let loop = DocumentLoop(
            inputs: input.inputs, output: OutputSink(descriptor: 1), errors: OutputSink(descriptor: 2), form: input.form)
        try loop.run(webPushBody: { content, path, result in
            guard case let .body(body) = content else {
                if case let .notABody(why) = content { result.fail(file: path, code: why.code, message: why.description, json: json) }
                return
            }
            do throws(PushError) {
                Self.write(
                    try decoder.decode(webPushBody: body), problem: nil, line: nil, json: json, locale: locale,
                    presentation: presentation, to: &result)
            } catch {
                result.fail(file: path, code: error.code, message: error.message(keyring: keyring), json: json)
            }
        }) { document, result in
            switch document {
            case let .invalid(error, line):
                result.fail(line: line, code: error.code, message: error.description, json: json, byte: error.byte)
            case let .json(value, line):
                do throws(PushError) {
                    let push = try decoder.decode(json: value)
                    var problem = RenderedPush.problem(of: push)
                    problem?.line = line
                    Self.write(
                        push, problem: problem, line: line, json: json, locale: locale, presentation: presentation, to: &result)
                    if let problem { result.reportFailure(line: line, message: problem.message) }
                } catch {
                    result.fail(line: line, code: error.code, message: error.message(keyring: keyring, document: value), json: json)
                }
            }
        }
    }

    /// The output line of one push: its JSON object, the problem's message (`error: line N:
    /// MESSAGE`, with the input line the push starts on, when it has one), or its text.
    static func write(
        _ push: DecodedPush, problem: RenderedPush.Problem?, line: Int?, json: Bool, locale: TelegramLocale,
        presentation: Bool = false, to result: inout DocumentOutput
    ) {
        if json {
            let changes = presentation ? push.presentationChanges(locale: locale) : nil
            result.line { RenderedPush.writeJSON(push, problem: problem, locale: locale, presentation: changes, to: $0) }
        } else if let problem {
            result.line("error: \(line.map { "line \($0): " } ?? "")\(problem.message)")
        } else {
            result.line(RenderedPush.line(push, locale: locale))
        }
    }
}
