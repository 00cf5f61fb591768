import ArgumentParser

/// The inputs, their form and the output mode shared by the commands that read payloads.
struct InputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print one compact JSON object per input document.")
    var json = false

    /// `--ndjson` or `--documents`; without either, each input's first document decides.
    @Flag(help: "How input lines make documents (default: NDJSON when the first document ends on its first line).")
    var form: InputForm?

    @Argument(help: "Files of JSON or NDJSON payloads; - or nothing reads standard input.")
    var inputs: [String] = []
}
