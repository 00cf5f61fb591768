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

    /// The size of its file in bytes, as it states it (a progressive size's last, a cached
    /// size's bytes); 0 for the sizes that state none.
    public var byteCount: Int64 {
        switch self {
        case .photoSize(let size): Int64(size.size)
        case .photoCachedSize(let size): Int64(size.bytes.count)
        case .photoSizeProgressive(let size): Int64(size.sizes.last ?? 0)
        case .photoSizeEmpty, .photoStrippedSize, .photoPathSize: 0
        }
    }
}

extension Sequence<TelegramAPI.PhotoSize> {
    /// The size with dimensions of the largest area, when one has dimensions.
    public var largest: TelegramAPI.PhotoSize? {
        var largest: (size: TelegramAPI.PhotoSize, area: Int)?
        for size in self {
            guard let dimensions = size.dimensions, dimensions.width * dimensions.height > largest?.area ?? -1 else { continue }
            largest = (size, dimensions.width * dimensions.height)
        }
        return largest?.size
    }
}
