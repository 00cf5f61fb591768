/// The types and constructors reachable from some roots through the constructors' fields: what a
/// generator must emit to read the roots.
package struct TLClosure: Sendable, Hashable {
    /// The declared types reached, roots first, then in the order they were reached.
    package let types: [String]
    /// Their constructors, type by type, each type's in the file's order.
    package let constructors: [TLCombinator]
    /// Types reached that no constructor declares, in the order they were reached.
    package let undeclared: [String]

    package init(types: [String], constructors: [TLCombinator], undeclared: [String]) {
        self.types = types
        self.constructors = constructors
        self.undeclared = undeclared
    }
}

extension TLSchema {
    /// The closure of `roots`: every type a root's constructors reference, and every type those
    /// reference, breadth first.
    package func closure(roots: [String]) -> TLClosure {
        var byType: [String: [TLCombinator]] = [:]
        for constructor in constructors {
            if let type = constructor.result.declaredType { byType[type, default: []].append(constructor) }
        }
        var queue = roots
        var next = 0
        var seen = Set(roots)
        var types: [String] = []
        var reached: [TLCombinator] = []
        var undeclared: [String] = []
        while next < queue.count {
            let type = queue[next]
            next += 1
            guard let ofType = byType[type] else {
                undeclared.append(type)
                continue
            }
            types.append(type)
            reached += ofType
            for field in ofType.flatMap(\.fields) {
                if let referenced = field.type?.declaredType, seen.insert(referenced).inserted {
                    queue.append(referenced)
                }
            }
        }
        return TLClosure(types: types, constructors: reached, undeclared: undeclared)
    }
}
