import PushSpecCore

extension TelegramCatalogNotification {
    /// The title, body and text, with the template rendered once when the body is the whole
    /// sentence (`bodyIsText`). `nil` for
    /// `unknown(locKey:locArgs:)`, which has no template.
    public var rendered: RenderedNotification? {
        guard let title, let text, let body = bodyIsText ? text : body else { return nil }
        return RenderedNotification(title: title, body: body, text: text)
    }

    /// ``rendered`` in a locale: its translation's templates (with the plural forms of its
    /// language), English where it has none. `nil` for `unknown(locKey:locArgs:)`.
    ///
    /// ```swift
    /// let russian = TelegramLocale("ru-RU")  // make it once: it looks up the translations
    /// notification.rendered(locale: russian)?.text  // "Алиса отправил(а) вам 3 фотографии"
    /// ```
    public func rendered(locale: Locale) -> RenderedNotification? {
        guard locale.hasTranslation, let key else { return rendered }
        let arguments = locArgs
        guard let english = key.templates(argumentCount: arguments.count, peer: key.formsDependOnPeer ? peerKind : nil)
        else { return rendered }
        let texts = locale.templates(english).texts(arguments: arguments)
        return RenderedNotification(title: texts.title, body: texts.body, text: texts.text)
    }
}
