/// A spec directory that could not be read at all (as opposed to a spec with errors in it, which
/// is reported through diagnostics).
public enum SpecLoadingError: Error, Sendable, Hashable, CustomStringConvertible {
    case notADirectory(String)
    case unreadable(String)
    case notUTF8(String)

    public var description: String {
        switch self {
        case let .notADirectory(path): "\(path): error: not a spec directory"
        case let .unreadable(path): "\(path): error: cannot be read"
        case let .notUTF8(path): "\(path):1:1: error: file is not UTF-8"
        }
    }
}
