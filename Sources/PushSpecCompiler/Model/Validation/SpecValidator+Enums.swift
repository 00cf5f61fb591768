extension SpecValidator {
    func enumeration(_ raw: RawEnum, log: inout DiagnosticLog) -> EnumType? {
        var valid = true
        if !SwiftNaming.isTypeName(raw.name.value) {
            log.error("enum name '\(raw.name.value)' must be an UpperCamelCase Swift type name", at: raw.name.location)
            valid = false
        }
        var names = UniqueNames<String>()
        var values = UniqueNames<Int>()
        var cases: [EnumType.Case] = []
        for raw in raw.cases {
            if !SwiftNaming.isLowerCamelIdentifier(raw.name.value) {
                log.error("case name '\(raw.name.value)' must be a lowerCamelCase Swift identifier", at: raw.name.location)
                valid = false
            } else if !names.claim(
                raw.name.value, at: raw.name.location, duplicate: "duplicate case name '\(raw.name.value)'", log: &log)
            {
                valid = false
            }
            if !values.claim(
                raw.value.value, at: raw.value.location, duplicate: "duplicate case value \(raw.value.value)", log: &log)
            {
                valid = false
            }
            cases.append(EnumType.Case(value: raw.value.value, name: raw.name.value, doc: raw.doc?.value ?? ""))
        }
        guard valid, let doc = nonEmpty(raw.doc, what: "doc of \(raw.name.value)", log: &log) else { return nil }
        return EnumType(name: raw.name.value, doc: doc, cases: cases)
    }
}
