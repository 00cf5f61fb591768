import PushSpecCatalog

extension TelegramNotification {
    /// The title, body and text, with the template rendered once when the body is the whole
    /// sentence (``TelegramNotification/bodyIsText``). `nil` for
    /// ``TelegramNotification/unknown(locKey:locArgs:)``, which has no template.
    public var rendered: RenderedNotification? {
        guard let title, let text, let body = bodyIsText ? text : body else { return nil }
        return RenderedNotification(title: title, body: body, text: text)
    }
}
