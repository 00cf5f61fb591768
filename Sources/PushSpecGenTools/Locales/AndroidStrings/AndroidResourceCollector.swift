import Foundation
import PushSpecCompiler

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A `<string>` or `<plurals>` as the file has it: names and texts, XML-decoded, not yet unescaped.
struct Resource {
    /// A `<string>`'s or `<item>`'s text, and where its element starts.
    struct Text {
        var raw = ""
        let location: SourceLocation
    }

    enum Content {
        case string(Text)
        case plurals([(quantity: String, text: Text)])
    }

    let name: String
    let location: SourceLocation
    var content: Content
    /// The comment right before it, in `<resources>`.
    let comment: String?
}

/// Collects the resources of a `strings.xml` from XMLParser's events; anything else is a problem.
final class ResourceCollector: NSObject, XMLParserDelegate {
    private let file: String
    private(set) var resources: [Resource] = []
    private(set) var problems: [(message: String, location: SourceLocation)] = []
    /// The open elements' names.
    private var elements: [String] = []
    /// The `<string>` or `<plurals>` open directly in `<resources>`.
    private var open: Resource?
    /// The `<item>` open in it.
    private var openItem: (quantity: String, text: Resource.Text)?
    /// The last comment in `<resources>` since the last resource.
    private var comment: String?
    private var hasParseError = false

    init(file: String) {
        self.file = file
    }

    var hasProblems: Bool { !problems.isEmpty }

    func report(_ message: String, at location: SourceLocation) {
        problems.append((message, location))
    }

    private func location(_ parser: XMLParser) -> SourceLocation {
        SourceLocation(file: file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        let here = location(parser)
        let parent = elements.last
        elements.append(elementName)
        switch (parent, elementName) {
        case (nil, "resources"):
            return
        case (nil, _):
            report("the root element must be <resources>, not <\(elementName)>", at: here)
        case ("resources", "string"), ("resources", "plurals"):
            guard let name = attribute("name", of: elementName, in: attributes, at: here) else { return }
            let text = Resource.Text(location: here)
            open = Resource(
                name: name, location: here, content: elementName == "string" ? .string(text) : .plurals([]), comment: comment)
            comment = nil
        case ("resources", _):
            report("unsupported element <\(elementName)> in <resources>; expected <string> or <plurals>", at: here)
        case ("plurals", "item"):
            guard let quantity = attribute("quantity", of: elementName, in: attributes, at: here) else { return }
            openItem = (quantity, Resource.Text(location: here))
        case ("plurals", _):
            report("unsupported element <\(elementName)> in <plurals>; expected <item>", at: here)
        case ("string", _), ("item", _):
            report("markup (<\(elementName)>) in a string is not supported", at: here)
        default:
            return
        }
    }

    /// The required attribute; others than it are problems, except namespaced ones (`tools:ignore`).
    private func attribute(_ required: String, of element: String, in attributes: [String: String], at location: SourceLocation) -> String? {
        for name in attributes.keys.sorted() where name != required && !name.contains(":") {
            report("unsupported attribute '\(name)' of <\(element)>", at: location)
        }
        guard let value = attributes[required] else {
            report("<\(element)> needs '\(required)'", at: location)
            return nil
        }
        return value
    }

    func parser(_ parser: XMLParser, foundComment comment: String) {
        if elements.last == "resources" { self.comment = comment }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        append(string)
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        append(String(decoding: CDATABlock, as: UTF8.self))
    }

    /// Text of the open `<string>` or `<item>` (not of markup in it, which is reported).
    private func append(_ text: String) {
        switch elements.last {
        case "string":
            if case var .string(content)? = open?.content {
                content.raw += text
                open?.content = .string(content)
            }
        case "item":
            openItem?.text.raw += text
        default:
            return
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        elements.removeLast()
        switch (elements.last, elementName) {
        case ("resources", "string"), ("resources", "plurals"):
            if let resource = open { resources.append(resource) }
            open = nil
        case ("plurals", "item"):
            if let item = openItem, case var .plurals(items)? = open?.content {
                items.append(item)
                open?.content = .plurals(items)
            }
            openItem = nil
        default:
            return
        }
    }

    /// The first error only: libxml2 goes on and reports what follows from it.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard !hasParseError else { return }
        hasParseError = true
        let code = (parseError as NSError).code
        report("not well-formed XML: " + (Self.parseErrors[code] ?? "libxml2 error \(code)"), at: location(parser))
    }

    /// libxml2's most frequent errors (`xmlParserErrors`, which XMLParser's codes are).
    private static let parseErrors = [
        4: "the document is empty", 5: "the document does not end where its root element does", 26: "an undeclared entity",
        41: "an attribute without a value", 42: "an attribute given twice", 44: "a quoted value that is not closed",
        45: "a comment that is not closed", 68: "a name expected after '<'", 73: "'>' expected",
        76: "the closing tag does not match the open element", 77: "a tag that is not finished",
    ]
}
