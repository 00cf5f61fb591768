extension SpecValidator {
    /// A form's TDLib content, checked against TDLib's class: a known class, each of its non-object
    /// fields given once and no other, each value of the field's type (an argument of type `count`
    /// or `integer` for a number, `text` for a string). Nil, with the problems logged, otherwise.
    func tdlibContent(
        _ raw: RawTDLibContent, arguments: [Argument], owner: String, log: inout DiagnosticLog
    ) -> TDLibContent? {
        guard let declared = TDLibContentClasses.fields[raw.className.value] else {
            log.error("'\(raw.className.value)' of \(owner) is not one of TDLib's PushMessageContent classes",
                at: raw.className.location)
            return nil
        }
        var valid = true
        var given: [String: TDLibContent.Value] = [:]
        for field in raw.fields {
            let name = field.name.value
            guard let type = declared.first(where: { $0.name == name })?.type else {
                log.error("\(raw.className.value) has no field '\(name)'", at: field.name.location)
                valid = false
                continue
            }
            guard TDLibContentClasses.scalarTypes.contains(type) else {
                log.error("'\(name)' of \(raw.className.value) is a \(type) object, which a push leaves out; do not name it",
                    at: field.name.location)
                valid = false
                continue
            }
            guard given[name] == nil else {
                log.error("'tdlib' of \(owner) gives '\(name)' twice", at: field.name.location)
                valid = false
                continue
            }
            guard let value = tdlibValue(field.value, type: type, field: name, arguments: arguments, owner: owner, log: &log)
            else {
                valid = false
                continue
            }
            given[name] = value
        }
        let fields = declared.compactMap { field -> (name: String, value: TDLibContent.Value)? in
            TDLibContentClasses.scalarTypes.contains(field.type)
                ? given[field.name].map { (name: field.name, value: $0) } : (name: field.name, value: .object(type: field.type))
        }
        for field in declared where TDLibContentClasses.scalarTypes.contains(field.type) && given[field.name] == nil && valid {
            log.error("'tdlib' of \(owner) does not give '\(field.name)' of \(raw.className.value)", at: raw.location)
            valid = false
        }
        return valid ? TDLibContent(className: raw.className.value, fields: fields) : nil
    }

    private func tdlibValue(
        _ value: Located<RawTDLibContent.Value>, type: String, field: String, arguments: [Argument], owner: String,
        log: inout DiagnosticLog
    ) -> TDLibContent.Value? {
        let isNumber = type == "int32" || type == "int53"
        switch value.value {
        case let .bool(bool) where type == "Bool": return .bool(bool)
        case let .integer(integer) where isNumber: return .integer(integer)
        case let .string(string) where type == "string": return .string(string)
        case let .argument(name):
            guard let index = arguments.firstIndex(where: { $0.name == name }) else {
                log.error("'\(field)' of \(owner) names '{\(name)}', which is not one of its arguments", at: value.location)
                return nil
            }
            let argumentIsNumber = arguments[index].type != .text
            guard (isNumber && argumentIsNumber) || (type == "string" && !argumentIsNumber) else {
                log.error("'\(field)' is a \(type), but argument '\(name)' of \(owner) is \(arguments[index].type.rawValue)",
                    at: value.location)
                return nil
            }
            return argumentIsNumber ? .numberArgument(index) : .textArgument(index)
        default:
            log.error("'\(field)' of \(owner) must be a \(type)", at: value.location)
            return nil
        }
    }
}
