extension SpecValidator {
    func oneOf<Value: RawRepresentable & CaseIterable>(
        _ text: Located<String>?, _: Value.Type, what: String, log: inout DiagnosticLog
    ) -> Value? where Value.RawValue == String {
        guard let text else { return nil }
        guard let value = Value(rawValue: text.value) else {
            let allowed = Value.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            log.error("unknown \(what) '\(text.value)'; expected one of \(allowed)", at: text.location)
            return nil
        }
        return value
    }

    func nonEmpty(_ text: Located<String>?, what: String, log: inout DiagnosticLog) -> String? {
        guard let text else { return nil }
        guard !text.value.allSatisfy(\.isWhitespace) else {
            log.error("\(what) must not be empty", at: text.location)
            return nil
        }
        return text.value
    }
}
