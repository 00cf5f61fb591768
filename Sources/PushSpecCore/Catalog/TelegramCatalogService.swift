/// A service notification of a generated catalog: the generated `TelegramServiceNotification`
/// enum of a spec, PushSpec's own (`PushSpecCatalog`) or the one the build plugin generates into
/// an app's module, with the services the app's `Spec/` adds.
///
/// A service notification asks the app to do something. PushSpec's runtime decodes a push's
/// service into the catalog's enum (``TelegramCatalogNotification/Service``), once, so an app's
/// `switch` over it names the app's own services too; what the runtime does with one (removing
/// notifications, refusing an unencrypted `SESSION_REVOKE`, an announcement's text) comes from
/// the enum's requirements, which the spec's `action:`, `text_from:` and `encrypted_only:` give. The
/// generated code conforms; an app does not write a conformance.
public protocol TelegramCatalogService: Sendable, Hashable {
    /// The catalog's custom and payload fields (``TelegramCatalogNotification/Fields``).
    associatedtype Fields: TelegramCatalogFields

    /// Decodes a service notification from its `loc_key` and the push's fields, as the runtime
    /// decoded them.
    ///
    /// Returns `nil` when `locKey` is not one of the catalog's service keys; throws when a field
    /// the service needs is missing.
    init?(locKey: String, fields: Fields) throws(ServiceDecodingError)

    /// The wire `loc_key`.
    var locKey: String { get }
    /// Whether the app may act on it only when it arrived inside an encrypted payload.
    var requiresEncryption: Bool { get }
    /// What it asks the app to do, as its spec names it (`action:`): empty for a service whose
    /// spec names none (an app acts on its own services itself). `honoured` is false for a
    /// service refused because it did not come encrypted, which a log-out then says.
    func actions(honoured: Bool) -> [TelegramAction]
    /// The text it shows, for a service whose spec names the fields of its text (`text_from:`, an
    /// announcement): the first of them that is present; nil for the others.
    var text: String? { get }
}
