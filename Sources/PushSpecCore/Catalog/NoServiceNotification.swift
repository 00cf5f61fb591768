/// The service notifications of a catalog whose spec declares none: there are none, and no
/// `loc_key` decodes as one.
public enum NoServiceNotification<Fields: TelegramCatalogFields>: TelegramCatalogService {
    /// Returns `nil`: no `loc_key` is a service key of a catalog without services.
    public init?(locKey: String, fields: Fields) throws(ServiceDecodingError) {
        return nil
    }

    /// The wire `loc_key`: there is no value to have one.
    public var locKey: String { switch self {} }
    /// Whether the app may act on it only when it arrived encrypted: there is no value to ask.
    public var requiresEncryption: Bool { switch self {} }
    /// What it asks the app to do: there is no value to ask.
    public func actions(honoured: Bool) -> [TelegramAction] { switch self {} }
    /// The text it shows: there is no value to ask.
    public var text: String? { switch self {} }
}
