/// A notification's title, body and text, rendered into one buffer that is kept from push to
/// push: once it has grown to the longest push, rendering allocates nothing.
///
/// Read the parts as Strings (each made when asked) or as UTF-8 bytes in place:
///
/// ```swift
/// var texts = NotificationTextBuffer()
/// for payload in payloads {
///     let view = try decoder.telegramView(of: payload)
///     if try view.render(into: &texts) {
///         texts.withUTF8(of: .body) { show($0) }
///     }
/// }
/// ```
public struct NotificationTextBuffer: Sendable {
    /// One rendered part.
    public enum Part: Sendable, Hashable, CaseIterable {
        /// The title: the chat, the channel or the sender.
        case title
        /// The body to show under the title.
        case body
        /// The whole sentence.
        case text
    }

    /// The rendered bytes: the text, then the title, then the body (unless it is the text).
    /// Only `0..<usedCount` is meaningful; the rest is kept for the next push.
    private var storage: [UInt8]
    private var usedCount = 0
    private var textRange = 0..<0
    private var titleRange = 0..<0
    private var bodyRange = 0..<0

    /// An empty buffer with room for `capacity` bytes before it first grows.
    public init(capacity: Int = 512) {
        storage = [UInt8](repeating: 0, count: max(0, capacity))
    }

    /// Whether nothing is rendered: a new buffer, or one whose last render had no template.
    public var isEmpty: Bool { usedCount == 0 }

    /// The rendered title.
    public var title: String { string(of: .title) }
    /// The rendered body.
    public var body: String { string(of: .body) }
    /// The rendered text.
    public var text: String { string(of: .text) }

    /// A part as a new String.
    public func string(of part: Part) -> String {
        withUTF8(of: part) { String(validUTF8: $0) }
    }

    /// Calls `body` with a part's UTF-8 bytes, in place (valid only during the call).
    public func withUTF8<R>(of part: Part, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        let range = self.range(of: part)
        return try storage.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// Forgets what was rendered; the room stays.
    public mutating func removeAll() {
        usedCount = 0
        textRange = 0..<0
        titleRange = 0..<0
        bodyRange = 0..<0
    }

    private func range(of part: Part) -> Range<Int> {
        switch part {
        case .title: titleRange
        case .body: bodyRange
        case .text: textRange
        }
    }

    /// Renders a form's templates with its arguments, in place of what was there.
    ///
    /// `arguments` are the UTF-8 bytes of the wire arguments, which must be valid UTF-8 (they
    /// come from a validated JSON document). Returns false, with the buffer emptied, when their
    /// number is not the form's or an integer argument is not an integer in its canonical
    /// decimal form (`_LocArgsReader`'s rule, so exactly when decoding the typed notification
    /// fails); count arguments must not be negative.
    @usableFromInline package mutating func render(
        _ templates: FormTemplates, arguments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    ) -> Bool {
        removeAll()
        guard Self.argumentsMatch(templates.argumentTypes, arguments) else { return false }
        // The sentence of a plural form is picked by its number, which argumentsMatch checked.
        let pluralText = templates._plural.map { plural in
            let number = { (argument: Int) in
                _LocArgsReader.parseInteger(Self.argument(UInt8(truncatingIfNeeded: argument), arguments)) ?? 0
            }
            return plural.text(for: number(plural.argument), second: plural.secondArgument.map(number) ?? 0)
        }
        // Written straight into the room there is, which is enough once the buffer has grown to
        // the longest push; when it is not, the room doubles and the writing starts over.
        while true {
            let ends = storage.withUnsafeMutableBufferPointer { room -> (text: Int, title: Int, body: Int)? in
                let text: Int?
                if let pluralText {
                    text = Self.write(pluralText, arguments, into: room, from: 0)
                } else {
                    text = templates.text.withUTF8Buffer { Self.write($0, arguments, into: room, from: 0) }
                }
                guard let text,
                    let title = templates.title.withUTF8Buffer({ Self.write($0, arguments, into: room, from: text) })
                else { return nil }
                guard let bodyTemplate = templates.body else { return (text, title, title) }
                guard let body = bodyTemplate.withUTF8Buffer({ Self.write($0, arguments, into: room, from: title) }) else { return nil }
                return (text, title, body)
            }
            guard let ends else {
                storage.append(contentsOf: repeatElement(0, count: max(64, storage.count)))
                continue
            }
            usedCount = ends.body
            textRange = 0..<ends.text
            titleRange = ends.text..<ends.title
            bodyRange = templates.body == nil ? textRange : ends.title..<ends.body
            return true
        }
    }

    /// Whether the arguments are as many as the types, and each integer argument is one.
    private static func argumentsMatch(
        _ types: StaticString, _ arguments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    ) -> Bool {
        types.withUTF8Buffer { types in
            guard types.count == arguments.count else { return false }
            for (type, argument) in zip(types, arguments) where type != UInt8(ascii: "t") {
                guard let value = _LocArgsReader.parseInteger(argument),
                    type != UInt8(ascii: "c") || value >= 0
                else { return false }
            }
            return true
        }
    }

    /// Writes a template filled in into `room` from `start`; returns where it ends, or nil when
    /// it does not fit.
    private static func write(
        _ template: UnsafeBufferPointer<UInt8>, _ arguments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>,
        into room: UnsafeMutableBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        guard let source = template.baseAddress else { return start }
        guard let target = room.baseAddress else { return nil }
        var written = start
        var index = 0
        while index < template.count {
            // The run of literal text up to the next placeholder (none before a placeholder that
            // starts the template or follows another: no copy called), then its argument.
            let end = _TemplateText.nextPlaceholder(in: template, from: index)
            if end > index {
                guard end &- index <= room.count &- written else { return nil }
                (target + written).update(from: source + index, count: end &- index)
                written &+= end &- index
            }
            guard end < template.count else { break }
            let argument = argument(template[end], arguments)
            guard argument.count <= room.count &- written else { return nil }
            if let bytes = argument.baseAddress { (target + written).update(from: bytes, count: argument.count) }
            written &+= argument.count
            index = end &+ 1
        }
        return written
    }

    /// The argument a placeholder byte names; empty for one out of range (a catalog's generator
    /// never writes such a byte).
    @inline(__always)
    private static func argument(
        _ placeholder: UInt8, _ arguments: UnsafeBufferPointer<UnsafeBufferPointer<UInt8>>
    ) -> UnsafeBufferPointer<UInt8> {
        let index = Int(placeholder) - 1
        return index >= 0 && index < arguments.count ? arguments[index] : UnsafeBufferPointer(start: nil, count: 0)
    }
}
