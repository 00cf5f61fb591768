#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Every public error gives its message where Foundation looks for one
// (`error.localizedDescription`), not "The operation could not be completed".

extension JSONParseError: LocalizedError {
    public var errorDescription: String? { description }
}

extension TLDecodingError: LocalizedError {
    public var errorDescription: String? { description }
}

extension LocArgsDecodingError: LocalizedError {
    public var errorDescription: String? { description }
}

extension ServiceDecodingError: LocalizedError {
    public var errorDescription: String? { description }
}

extension PayloadDecodingError: LocalizedError {
    public var errorDescription: String? { description }
}
