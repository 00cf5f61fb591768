#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Every public error gives its message where Foundation looks for one
// (`error.localizedDescription`), not "The operation could not be completed".

extension PushError: LocalizedError {
    public var errorDescription: String? { description }
}

extension ReceiverIDError: LocalizedError {
    public var errorDescription: String? { description }
}

extension StrippedThumbnailError: LocalizedError {
    public var errorDescription: String? { description }
}
