import PushSpecCore

extension TelegramCatalogNotification {
    /// The title, body and text, each template filled in once (a body that is the whole
    /// sentence is the text). `nil` for `unknown(locKey:locArgs:)`, which has no template.
    @inlinable  // specialized for the caller's catalog
    public var rendered: RenderedNotification? { rendered(locale: .english) }

    /// ``rendered`` in a locale: its translation's templates (with the plural forms of its
    /// language, selected by the notification's counts), English where it has none. `nil` for
    /// `unknown(locKey:locArgs:)`.
    ///
    /// ```swift
    /// let russian = TelegramLocale("ru-RU")  // make it once: it looks up the translations
    /// notification.rendered(locale: russian)?.text  // "Алиса отправил(а) вам 3 фотографии"
    /// ```
    @inlinable
    public func rendered(locale: Locale) -> RenderedNotification? {
        _withForm { templates, arguments in
            let texts = (locale.hasTranslation ? locale.templates(templates) : templates)._texts(arguments)
            return RenderedNotification(title: texts.title, body: texts.body, text: texts.text)
        }
    }
}
