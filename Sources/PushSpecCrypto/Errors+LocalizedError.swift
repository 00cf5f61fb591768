#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Every public error gives its message where Foundation looks for one
// (`error.localizedDescription`), not "The operation could not be completed".

extension CryptoRandomError: LocalizedError {
    public var errorDescription: String? { description }
}

extension WebPushError: LocalizedError {
    public var errorDescription: String? { description }
}

extension ZulipDecryptionError: LocalizedError {
    public var errorDescription: String? { description }
}

extension TelegramPushKeyError: LocalizedError {
    public var errorDescription: String? { description }
}

extension MTProtoPushError: LocalizedError {
    public var errorDescription: String? { description }
}
