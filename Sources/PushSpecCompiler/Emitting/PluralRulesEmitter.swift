import PushSpecPlurals

/// Emits `CLDRPluralRules`: CLDR's cardinal rules as Swift functions, one per locale (the
/// locales that share a rule call the first one's), and the lookup of a locale's rule by its tag.
package struct PluralRulesEmitter {
    let rules: PluralRulesModel

    /// The name of the generated type and of its file.
    package static let typeName = "CLDRPluralRules"

    func emit() -> FilePart {
        let groups = Self.distinctRules(rules)
        var writer = CodeWriter()
        let version = rules.cldrVersion.map { "CLDR \($0)" } ?? "CLDR"
        writer.doc([
            "\(version)'s cardinal plural rules, compiled: a function per locale (the locales that share a",
            "rule call the first one's), and ``rule(for:)`` to find a locale's by its tag.",
        ])
        writer.block("public enum \(Self.typeName) {") { writer in
            writer.doc([
                "The rule for a BCP 47 tag (subtags joined by `-` or `_`, in any case): the tag's own",
                "(`pt-PT`), else that of the tag without its last subtag, down to its language",
                "(`pt-BR` → `pt`), else root's, which makes every number `other`.",
            ])
            writer.block("public static func rule(for tag: String) -> PluralRule {") { writer in
                writer.line("for candidate in LanguageTag.fallbackChain(tag) {")
                writer.line("    if let rule = rule(exactly: candidate) { return rule }")
                writer.line("}")
                writer.line("return rule(exactly: \"root\") ?? PluralRule(locale: \"root\", categories: [.other]) { _ in .other }")
            }
            writer.line()
            writer.doc("The rule of a locale CLDR names, by its name in lowercase (`pt-pt`).")
            writer.block("static func rule(exactly locale: String) -> PluralRule? {") { writer in
                writer.line("switch locale {")
                for group in groups {
                    for ruleSet in group {
                        let categories = ruleSet.categories.map { "." + $0.rawValue }.joined(separator: ", ")
                        writer.line(
                            "case \(SwiftSyntax.stringLiteral(ruleSet.locale.lowercased())): return PluralRule(locale: "
                                + "\(SwiftSyntax.stringLiteral(ruleSet.locale)), categories: [\(categories)], \(Self.functionName(ruleSet.locale)))")
                    }
                }
                writer.line("default: return nil")
                writer.line("}")
            }
            for group in groups {
                let first = group[0]
                writer.line()
                writer.doc("The rule of `\(first.locale)`:")
                writer.doc("")
                for (category, condition) in first.conditions {
                    writer.doc("- \(category.rawValue): `\(condition)`")
                }
                writer.doc("- other: every other number")
                writer.block("public static func \(Self.functionName(first.locale))(_ o: PluralOperands) -> PluralCategory {") { writer in
                    for (category, condition) in first.conditions {
                        writer.line("if \(Self.expression(condition)) { return .\(category.rawValue) }")
                    }
                    writer.line("return .other")
                }
                for ruleSet in group.dropFirst() {
                    writer.line()
                    writer.doc("The rule of `\(ruleSet.locale)`: that of `\(first.locale)`.")
                    writer.line(
                        "public static func \(Self.functionName(ruleSet.locale))(_ o: PluralOperands) -> PluralCategory { "
                            + "\(Self.functionName(first.locale))(o) }")
                }
            }
        }
        return FilePart(name: Self.typeName, body: writer.text)
    }

    /// The locales grouped by their conditions, in the order of their first locale.
    static func distinctRules(_ rules: PluralRulesModel) -> [[PluralRuleSet]] {
        var groups: [[PluralRuleSet]] = []
        var indexByConditions: [[PluralCategory: PluralCondition]: Int] = [:]
        for ruleSet in rules.ruleSets {
            if let index = indexByConditions[ruleSet.rules] {
                groups[index].append(ruleSet)
            } else {
                indexByConditions[ruleSet.rules] = groups.count
                groups.append([ruleSet])
            }
        }
        return groups
    }

    /// `pt-PT` → `categoryPtPt`.
    package static func functionName(_ locale: String) -> String {
        "category" + locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    /// A condition as a Swift expression over the operands `o`.
    static func expression(_ condition: PluralCondition) -> String {
        let alternatives = condition.alternatives.map { relations in
            relations.map(expression).joined(separator: " && ")
        }
        return alternatives.count == 1 ? alternatives[0] : alternatives.map { "(\($0))" }.joined(separator: " || ")
    }

    /// `n % 10 = 2..4, 9` → `o.nIsInteger && ((2...4).contains(o.i % 10) || o.i % 10 == 9)`.
    static func expression(_ relation: PluralRelation) -> String {
        let field: String =
            switch relation.operand {
            case .n, .i: "o.i"
            case .v: "o.v"
            case .w: "o.w"
            case .f: "o.f"
            case .t: "o.t"
            case .c, .e: "o.c"
            }
        let value = relation.modulus.map { "\(field) % \($0)" } ?? field
        if relation.operand != .n, relation.isNegated, relation.ranges.count == 1, let range = relation.ranges.first {
            return range.lowerBound == range.upperBound
                ? "\(value) != \(range.lowerBound)" : "!(\(range.lowerBound)...\(range.upperBound)).contains(\(value))"
        }
        let tests = relation.ranges.map { range in
            range.lowerBound == range.upperBound
                ? "\(value) == \(range.lowerBound)" : "(\(range.lowerBound)...\(range.upperBound)).contains(\(value))"
        }
        var membership = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
        if relation.operand == .n { membership = "o.nIsInteger && " + membership }
        return relation.isNegated ? "!(\(membership))" : membership
    }
}
