import Foundation

// Every public error gives its message where Foundation looks for one
// (`error.localizedDescription`), not "The operation could not be completed".

extension SpecLoadingError: LocalizedError {
    public var errorDescription: String? { description }
}

extension PluralRuleParser.Failure: LocalizedError {
    package var errorDescription: String? { description }
}
