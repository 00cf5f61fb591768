import PushSpecCore

/// The sender as TDLib's payloads describe it in `custom.mtpeer`, for a client that does not
/// know the sender yet: the access hash it needs to address them, and where their profile photo is.
///
/// ```json
/// "mtpeer": {"ah": "-1234567", "ph": {"_": "fileLocation", "volume_id": "987654321",
///            "local_id": "98765", "secret": "998877665544332211", "file_reference": "…", "dc_id": 6}}
/// ```
public struct TelegramSenderInfo: Sendable, Hashable {
    /// The sender's access hash (`ah`, a decimal string or a number).
    public var accessHash: Int64?
    /// Their profile photo (`ph`), when given.
    public var photo: TelegramLegacyFileLocation?

    /// Reads the `mtpeer` object (a member of the wrong shape is left `nil`); `nil` when `json` is
    /// not an object.
    public init?(json: JSONValue) {
        guard json.kind == .object else { return nil }
        accessHash = json["ah"]?.lenientInt64
        photo = json["ph"].flatMap(TelegramLegacyFileLocation.init(json:))
    }

    /// Info with these fields.
    public init(accessHash: Int64?, photo: TelegramLegacyFileLocation?) {
        self.accessHash = accessHash
        self.photo = photo
    }
}
