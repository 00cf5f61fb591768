import ArgumentParser
import PushSpecCatalog
import PushSpecCore

/// `pushspec list`: every notification type of the catalog.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every notification type: loc_key, forms, arguments, template, peer and group kind, source.",
        discussion: """
            Examples:
              pushspec list | grep PINNED_
              pushspec list --json | jq 'select(.needs_fetch)'
            """
    )

    @Flag(name: .long, help: "Print one JSON object per type.")
    var json = false

    func run() {
        let output = OutputSink(descriptor: 1)
        for key in TelegramLocKey.allCases {
            let descriptor = key.descriptor
            if json {
                output.line(Self.json(descriptor))
            } else {
                for form in descriptor.forms {
                    let numbers = form.documentedNumbers
                    let arguments = zip(form.arguments, numbers.indices).map { argument, index -> String in
                        // The template's number, where it is not the argument's place in loc_args.
                        let number = numbers[index] == index + 1 ? "" : " {\(numbers[index])}"
                        return "\(argument.name): \(argument.type.rawValue)\(number)"
                    }.joined(separator: ", ")
                    let flags = (descriptor.needsFetch ? " fetch" : "") + (descriptor.isLegacy ? " legacy" : "")
                    let source = (form.source ?? descriptor.source).map { "  source: \($0)" } ?? "  source: doc"
                    output.line(
                        "\(descriptor.locKey)\(form.name.map { " (\($0))" } ?? "")  .\(form.caseName)  peer: \(form.peerKind.rawValue)  "
                            + "group: \(descriptor.groupKind.rawValue)\(flags)  (\(arguments))  \(form.template)\(source)")
                }
            }
        }
        output.flush()
    }

    static func json(_ descriptor: NotificationTypeDescriptor) -> String {
        var object = JSONObjectWriter()
        object.string("loc_key", descriptor.locKey)
        object.string("doc", descriptor.doc)
        object.string("group_kind", descriptor.groupKind.rawValue)
        object.bool("needs_fetch", descriptor.needsFetch)
        object.bool("legacy", descriptor.isLegacy)
        object.string("source", descriptor.source)
        let forms = descriptor.forms.map { form -> String in
            var item = JSONObjectWriter()
            item.string("variant", form.name)
            item.string("case", form.caseName)
            item.string("peer_kind", form.peerKind.rawValue)
            let arguments = form.arguments.map { argument -> String in
                var entry = JSONObjectWriter()
                entry.string("name", argument.name)
                entry.string("type", argument.type.rawValue)
                entry.string("doc", argument.doc)
                return entry.finished
            }
            item.raw("arguments", "[" + arguments.joined(separator: ",") + "]")
            item.string("template", form.template)
            item.string("source", form.source)
            item.raw("documented_numbers", "[" + form.documentedNumbers.map(String.init).joined(separator: ",") + "]")
            return item.finished
        }
        object.raw("forms", "[" + forms.joined(separator: ",") + "]")
        return object.finished
    }
}
