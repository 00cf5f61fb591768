/// Emits, into an app's catalog, the names PushSpec's module gives its runtime's types, meaning
/// the app's own catalog: `PushDecoder` is `PushDecoderOf<TelegramNotification>` and
/// `TelegramPush` is `TelegramPushOf<TelegramNotification>` with the app's
/// `TelegramNotification`, as PushSpec's are with PushSpec's. A name declared in the app's module
/// shadows PushSpec's there, so code in the app's module reads as code written against PushSpec's
/// catalog does and decodes with the app's catalog without naming it. It declares the catalog's
/// conformance to `PushDecodableNotification` too, which the decoder's catalog needs, and, in a
/// module that depends on PushSpecNotifications, to `NotificationStateCatalog`, which the store's.
struct RuntimeNamesEmitter {
    let provider: ProviderModel
    /// Whether the app's module depends on PushSpecNotifications, whose store takes the catalog.
    let usesNotificationState: Bool

    func emit() -> [FilePart] {
        guard !provider.notifications.isEmpty else { return [] }
        let notification = provider.typePrefix + "Notification"
        var writer = CodeWriter()
        let names: [(name: String, type: String, what: String)] =
            [
                (provider.typePrefix + "Push", "TelegramPushOf", "A decoded push"),
                (provider.typePrefix + "PushView", "TelegramPushViewOf", "A push read where it stands"),
            ]
            + (provider.typePrefix == "Telegram"
                ? [
                    ("DecodedPush", "DecodedPushOf", "A decoded push from any provider"),
                    ("PushDecoder", "PushDecoderOf", "Decodes push payloads"),
                ] : [])
        for (index, name) in names.enumerated() {
            if index > 0 { writer.line() }
            writer.doc([
                "\(name.what), with this module's catalog: PushSpec's `\(name.name)` for this module's",
                "`\(notification)`.",
            ])
            writer.line("public typealias \(name.name) = PushSpec.\(name.type)<\(notification)>")
        }
        writer.line()
        writer.doc("Decoded with PushSpec's generic decoding (`PushDecoderOf<\(notification)>`).")
        writer.line("extension \(notification): PushSpec.PushDecodableNotification {}")
        if usesNotificationState {
            writer.line()
            writer.doc("Applied by PushSpecNotifications' generic code (`NotificationStore.apply`).")
            writer.line("extension \(notification): PushSpecNotifications.NotificationStateCatalog {}")
        }
        return [FilePart(name: provider.typePrefix + "Push+Names", body: writer.text)]
    }
}
