/// Where a photo size or a document lies on Telegram's servers: the fields of the
/// `inputPhotoFileLocation` or `inputDocumentFileLocation` that `upload.getFile` takes, and the
/// data center to ask.
public struct TelegramFileLocation: Sendable, Hashable {
    /// What the location points at.
    public enum Kind: Sendable, Hashable {
        /// A size of a photo: `inputPhotoFileLocation`.
        case photo
        /// A document, or one of its thumbnails: `inputDocumentFileLocation`.
        case document
    }

    /// Which input location to build.
    public var kind: Kind
    /// The data center that stores the file.
    public var dcID: Int32
    /// The photo's or document's id.
    public var id: Int64
    /// Its access hash.
    public var accessHash: Int64
    /// Its file reference.
    public var fileReference: [UInt8]
    /// The size's type (`"m"`, `"x"`…); empty for a document's own file.
    public var thumbSize: String

    /// A location with these fields.
    public init(kind: Kind, dcID: Int32, id: Int64, accessHash: Int64, fileReference: [UInt8], thumbSize: String) {
        self.kind = kind
        self.dcID = dcID
        self.id = id
        self.accessHash = accessHash
        self.fileReference = fileReference
        self.thumbSize = thumbSize
    }
}
