/// Emits, into an app's catalog, the names PushSpec's module gives its runtime's types, meaning
/// the app's own catalog: `TelegramPush` is `TelegramPushOf<TelegramNotification>` with the app's
/// `TelegramNotification`, as PushSpec's `TelegramPush` is with PushSpec's. Code in the app's
/// module then reads as code written against PushSpec's catalog does.
struct RuntimeNamesEmitter {
    let provider: ProviderModel

    func emit() -> [FilePart] {
        guard !provider.notifications.isEmpty else { return [] }
        let notification = provider.typePrefix + "Notification"
        var writer = CodeWriter()
        let names: [(name: String, type: String, what: String)] =
            [
                (provider.typePrefix + "Push", "TelegramPushOf", "A decoded push"),
                (provider.typePrefix + "PushView", "TelegramPushViewOf", "A push read where it stands"),
            ] + (provider.typePrefix == "Telegram" ? [("DecodedPush", "DecodedPushOf", "A decoded push from any provider")] : [])
        for (index, name) in names.enumerated() {
            if index > 0 { writer.line() }
            writer.doc([
                "\(name.what), its notification of this module's catalog: PushSpec's `\(name.name)` for this",
                "module's `\(notification)` (decode with `catalog: \(notification).self`).",
            ])
            writer.line("public typealias \(name.name) = PushSpec.\(name.type)<\(notification)>")
        }
        return [FilePart(name: provider.typePrefix + "Push+Names", body: writer.text)]
    }
}
