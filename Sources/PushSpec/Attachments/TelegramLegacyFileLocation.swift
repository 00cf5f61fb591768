import PushSpecCore

/// A `fileLocation` as TDLib's payloads write it in JSON (`"_": "fileLocation"`): the volume,
/// local id and secret of the file, with its data center and file reference.
public struct TelegramLegacyFileLocation: Sendable, Hashable {
    /// The data center that stores the file (`dc_id`).
    public var dcID: Int32?
    /// `volume_id`.
    public var volumeID: Int64?
    /// `local_id`.
    public var localID: Int32?
    /// `secret`.
    public var secret: Int64?
    /// `file_reference`, as written.
    public var fileReference: String?

    /// Reads the object; `nil` when `json` is not an object.
    public init?(json: JSONValue) {
        guard json.kind == .object else { return nil }
        dcID = json["dc_id"]?.lenientInt64.flatMap { Int32(exactly: $0) }
        volumeID = json["volume_id"]?.lenientInt64
        localID = json["local_id"]?.lenientInt64.flatMap { Int32(exactly: $0) }
        secret = json["secret"]?.lenientInt64
        fileReference = json["file_reference"]?.stringValue
    }

    /// A location with these fields.
    public init(dcID: Int32?, volumeID: Int64?, localID: Int32?, secret: Int64?, fileReference: String?) {
        self.dcID = dcID
        self.volumeID = volumeID
        self.localID = localID
        self.secret = secret
        self.fileReference = fileReference
    }
}
