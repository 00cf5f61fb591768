import PushSpecCatalog

extension TelegramAPI.PhotoSize {
    /// The size's type, a letter (`"s"`, `"m"`, `"x"`, `"y"`, `"i"` for a stripped one…): the
    /// `thumb_size` of its file location.
    public var type: String {
        switch self {
        case .photoSizeEmpty(let size): size.type
        case .photoSize(let size): size.type
        case .photoCachedSize(let size): size.type
        case .photoStrippedSize(let size): size.type
        case .photoSizeProgressive(let size): size.type
        case .photoPathSize(let size): size.type
        }
    }

    /// Its width and height in pixels, for the sizes that state them.
    public var dimensions: (width: Int, height: Int)? {
        switch self {
        case .photoSize(let size): (Int(size.w), Int(size.h))
        case .photoCachedSize(let size): (Int(size.w), Int(size.h))
        case .photoSizeProgressive(let size): (Int(size.w), Int(size.h))
        case .photoSizeEmpty, .photoStrippedSize, .photoPathSize: nil
        }
    }
}
