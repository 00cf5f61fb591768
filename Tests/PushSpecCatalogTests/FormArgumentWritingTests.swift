import PushSpecCatalog
import PushSpecCore
import Testing

/// Each of `_FormArgument.form`'s overloads, what a generated `_form(arguments:_:)` case calls:
/// it writes its arguments in order, returns how many it wrote, and hands on the templates of the
/// key's form, once.
@Suite struct FormArgumentWritingTests {
    /// A key with three forms, so that handing on the wrong one shows.
    static let key = TelegramLocKey.pinnedText
    /// Its third form's sentence, in a group, with placeholders in `loc_args` order as templates
    /// write them (Spec/telegram/pinned.yaml numbers them as the doc does: `{1} pinned "{3}" in the
    /// group {2}`, the group sent last).
    static let groupForm = "\u{1} pinned \"\u{2}\" in the group \u{3}"

    /// What `write` wrote (texts, and numbers as `#N`) and the sentences of the forms it handed on.
    func written(
        _ write: (UnsafeMutablePointer<_FormArgument>, (FormTemplates) -> Void) -> Int
    ) -> (arguments: [String], forms: [String]) {
        withUnsafeTemporaryAllocation(of: _FormArgument.self, capacity: FormTemplates.maximumArgumentCount) { room in
            guard let base = room.baseAddress else { return ([], []) }
            var forms: [String] = []
            let count = write(base) { forms.append($0.text.description) }
            defer { base.deinitialize(count: count) }
            let arguments = (0..<count).map { index -> String in
                switch base[index] {
                case let .text(text): text
                case let .number(number): "#\(number)"
                }
            }
            return (arguments, forms)
        }
    }

    @Test func everyOverloadWritesItsArgumentsInOrderAndHandsOnTheForm() {
        let form = Self.groupForm
        let key = Self.key
        #expect(written { _FormArgument.form(key, 2, $0, $1) } == ([], [form]))
        #expect(written { _FormArgument.form(key, 2, $0, $1, .text("a")) } == (["a"], [form]))
        #expect(written { _FormArgument.form(key, 2, $0, $1, .text("a"), .number(2)) } == (["a", "#2"], [form]))
        #expect(written { _FormArgument.form(key, 2, $0, $1, .text("a"), .number(2), .text("c")) } == (["a", "#2", "c"], [form]))
        #expect(
            written { _FormArgument.form(key, 2, $0, $1, .text("a"), .number(2), .text("c"), .number(-4)) }
                == (["a", "#2", "c", "#-4"], [form]))
        let six: [_FormArgument] = [.text("a"), .number(2), .text("c"), .number(-4), .text("e"), .number(6)]
        #expect(written { _FormArgument.form(key, 2, $0, $1, six) } == (["a", "#2", "c", "#-4", "e", "#6"], [form]))
        // Past the key's forms nothing is handed on; what was written is still counted, for the caller to deinitialize.
        #expect(written { _FormArgument.form(key, 3, $0, $1, .text("a")) } == (["a"], []))
    }

    /// A typed notification's `_form` through `_withForm`: its arguments in `loc_args` order
    /// (counts as numbers), and its form's templates.
    @Test func aTypedNotificationHandsOnItsArgumentsAndItsForm() throws {
        let notification = try TelegramNotification(locKey: "CHAT_MESSAGE_PHOTOS", locArgs: ["Ann", "Team", "3"])
        let form = try #require(TelegramLocKey.chatMessagePhotos.templates(argumentCount: 3, peer: .group))
        let handed = notification._withForm { templates, arguments in
            (templates.formNumber, arguments.map { argument -> String in
                switch argument {
                case let .text(text): text
                case let .number(number): "#\(number)"
                }
            })
        }
        #expect(handed?.0 == form.formNumber)
        #expect(handed?.1 == ["Ann", "Team", "#3"])
        #expect(notification.text == "Ann sent 3 photos to the group Team")
        let unknown = try TelegramNotification(locKey: "NOT_A_KEY", locArgs: ["x"])
        #expect(unknown._withForm { _, _ in true } == nil)
    }
}
