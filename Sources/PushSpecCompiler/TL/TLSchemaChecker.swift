/// The checks of a TL schema file beyond its lines' syntax: ids against their declarations, names
/// and ids declared once, every referenced type declared, the directives against the declarations.
struct TLSchemaChecker {
    let constructors: [TLCombinator]
    let functions: [TLCombinator]
    let directives: TLDirectives

    func check(into log: inout DiagnosticLog) {
        for combinator in constructors + functions {
            checkID(of: combinator, into: &log)
        }
        checkUnique(constructors, into: &log)
        checkUnique(functions, into: &log)
        checkReferences(into: &log)
        checkDirectives(into: &log)
    }

    /// The id is written and is the CRC32 of the normalized declaration.
    private func checkID(of combinator: TLCombinator, into log: inout DiagnosticLog) {
        let computed = combinator.computedID
        guard let id = combinator.id else {
            log.error(
                "'\(combinator.name)' has no '#id': it is #\(String(computed, radix: 16))", at: combinator.location
            )
            return
        }
        guard id != computed else { return }
        log.error(
            "'\(combinator.name)' has the id #\(String(id, radix: 16)), but the CRC32 of "
                + "'\(combinator.normalizedDeclaration)' is #\(String(computed, radix: 16))",
            at: combinator.idLocation
        )
    }

    /// No name, and no id, declared twice in one section.
    private func checkUnique(_ combinators: [TLCombinator], into log: inout DiagnosticLog) {
        var names: [String: TLCombinator] = [:]
        var ids: [UInt32: TLCombinator] = [:]
        for combinator in combinators {
            if let first = names[combinator.name] {
                log.error("'\(combinator.name)' is declared twice", at: combinator.location)
                log.note("'\(combinator.name)' is first declared here", at: first.location)
            } else {
                names[combinator.name] = combinator
                if let id = combinator.id, let first = ids[id] {
                    log.error(
                        "'\(combinator.name)' has the id #\(String(id, radix: 16)), as '\(first.name)' does",
                        at: combinator.idLocation
                    )
                    log.note("'\(first.name)' is declared here", at: first.location)
                } else if let id = combinator.id {
                    ids[id] = combinator
                }
            }
        }
    }

    /// Every type a field or a function's result names has constructors; a bare one exactly one.
    private func checkReferences(into log: inout DiagnosticLog) {
        var counts: [String: Int] = [:]
        for constructor in constructors {
            if let type = constructor.result.declaredType { counts[type, default: 0] += 1 }
        }
        let references = (constructors + functions).flatMap { combinator in
            combinator.fields.compactMap { field in field.type.map { ($0, field.typeLocation) } }
        } + functions.map { ($0.result, $0.location) }
        for (reference, location) in references {
            guard let type = reference.declaredType else { continue }
            if counts[type] == nil {
                log.error("type '\(type)' is referenced but not declared", at: location)
            } else if reference.isBare, counts[type] != 1 {
                log.error("bare type '%\(type)' has \(counts[type] ?? 0) constructors, not one", at: location)
            }
        }
    }

    /// Roots are declared types, `@partial` lists exactly the constructors of its type, and every
    /// declared type is reachable from the roots.
    private func checkDirectives(into log: inout DiagnosticLog) {
        let declared = Set(constructors.compactMap(\.result.declaredType))
        for root in directives.roots where !declared.contains(root.name) {
            log.error("root '\(root.name)' is not a declared type", at: root.location)
        }
        for partial in directives.partials {
            guard declared.contains(partial.type.name) else {
                log.error("'\(partial.type.name)' is not a declared type", at: partial.type.location)
                continue
            }
            let ofType = constructors.filter { $0.result.declaredType == partial.type.name }
            for name in partial.constructors where !ofType.contains(where: { $0.name == name.name }) {
                log.error("'\(name.name)' is not a constructor of '\(partial.type.name)' in this file", at: name.location)
            }
            for constructor in ofType where !partial.constructors.contains(where: { $0.name == constructor.name }) {
                log.error(
                    "'\(constructor.name)' is a constructor of '\(partial.type.name)' that its '@partial' does not list",
                    at: constructor.location
                )
            }
        }
        guard !directives.roots.isEmpty else { return }
        let schema = TLSchema(
            layer: nil, source: nil, roots: [], partialTypes: [], constructors: constructors, functions: []
        )
        let reachable = Set(schema.closure(roots: directives.roots.map(\.name)).types)
        for type in schema.declaredTypes where !reachable.contains(type) {
            if let first = constructors.first(where: { $0.result.declaredType == type }) {
                log.warning("type '\(type)' is not reachable from the roots", at: first.location)
            }
        }
    }
}

extension TLTypeReference {
    /// Whether it names a bare type, directly or as a vector's element.
    var isBare: Bool {
        switch self {
        case .builtin, .boxed: false
        case .bare: true
        case .vector(let element, _): element.isBare
        }
    }
}
