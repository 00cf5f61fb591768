import ArgumentParser

/// The inputs and output mode shared by the commands that read payloads.
struct InputOptions: ParsableArguments {
    @Flag(name: .long, help: "Print one compact JSON object per input document.")
    var json = false

    @Argument(help: "Files of JSON or NDJSON payloads; - or nothing reads standard input.")
    var inputs: [String] = []
}
