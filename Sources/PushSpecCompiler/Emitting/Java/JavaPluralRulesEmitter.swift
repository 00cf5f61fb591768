/// Emits `CldrPluralRules` for Java: CLDR's cardinal rules compiled for integers (the counts of
/// `loc_args`), a `case` per distinct rule, and the lookup of a locale's rule by its tag.
struct JavaPluralRulesEmitter {
    let rules: PluralRulesModel

    func emit() -> FilePart {
        let groups = PluralRulesEmitter.distinctRules(rules)
        var writer = CodeWriter()
        writer.line("import org.pushspec.text.LanguageTag;")
        writer.line("import org.pushspec.text.PluralCategory;")
        writer.line("import org.pushspec.text.PluralRule;")
        writer.line()
        let version = rules.cldrVersion.map { "CLDR \($0)" } ?? "CLDR"
        writer.javadoc([
            "For generated code, not for apps: \(version)'s cardinal plural rules, compiled for integers (a",
            "rule per group of locales that share it), and {@link #rule(String)} to find a locale's by its tag.",
        ])
        writer.block("public final class \(JavaEmitter.pluralRulesClass) {") { writer in
            writer.line("private \(JavaEmitter.pluralRulesClass)() {}")
            writer.line()
            writer.javadoc([
                "The rule for a BCP 47 tag: the tag's own ({@code pt-PT}), else that of the tag without its last",
                "subtag, down to its language ({@code pt-BR}: {@code pt}), else root's ({@code other} for every number).",
                "",
                "@param tag a BCP 47 tag",
                "@return the rule",
            ])
            writer.block("public static PluralRule rule(String tag) {") { writer in
                writer.block("for (String candidate : LanguageTag.fallbackChain(tag)) {") { writer in
                    writer.line("PluralRule rule = exactly(candidate);")
                    writer.line("if (rule != null) return rule;")
                }
                writer.line("PluralRule root = exactly(\"root\");")
                writer.line("return root != null ? root : PluralRule.OTHER_ONLY;")
            }
            writer.line()
            writer.block("private static PluralRule exactly(String locale) {") { writer in
                writer.line("switch (locale) {")
                for (number, group) in groups.enumerated() {
                    for ruleSet in group {
                        writer.line("    case \(JavaSyntax.stringLiteral(ruleSet.locale.lowercased())): return new Rule(\(number));")
                    }
                }
                writer.line("    default: return null;")
                writer.line("}")
            }
            writer.line()
            writer.javadoc([
                "The distinct rules, one {@code case} each (named after the first locale of each): one class, so",
                "that reading one locale's rule loads no class per rule.",
            ])
            writer.block("private static final class Rule implements PluralRule {") { writer in
                writer.line("private final int number;")
                writer.line()
                writer.block("Rule(int number) {") { $0.line("this.number = number;") }
                writer.line()
                writer.line("@Override")
                writer.block("public PluralCategory category(long value) {") { writer in
                    writer.line("long i = Math.abs(value);")
                    writer.line("switch (number) {")
                    for (number, group) in groups.enumerated() {
                        let first = group[0]
                        writer.line("    // \(Self.constantName(first.locale)): \(group.map(\.locale).joined(separator: " "))")
                        for (category, condition) in first.conditions {
                            writer.line("    // \(category.rawValue): \(condition.description)")
                        }
                        writer.line("    case \(number):")
                        for (category, condition) in first.conditions {
                            writer.line("        if (\(Self.expression(condition))) return PluralCategory.\(category.rawValue.uppercased());")
                        }
                        writer.line("        return PluralCategory.OTHER;")
                    }
                    writer.line("    default:")
                    writer.line("        return PluralCategory.OTHER;")
                    writer.line("}")
                }
            }
        }
        return FilePart(name: JavaEmitter.pluralRulesClass, body: writer.text)
    }

    /// `pt-PT` → `PT_PT`.
    static func constantName(_ locale: String) -> String {
        locale.uppercased().map { $0 == "-" || $0 == "_" ? "_" : $0 }.reduce(into: "") { $0.append($1) }
    }

    /// A condition as a Java expression over the integer `i`: the fraction operands (`v`, `w`,
    /// `f`, `t`) and the exponent (`c`, `e`) of an integer are 0.
    static func expression(_ condition: PluralCondition) -> String {
        let alternatives = condition.alternatives.map { $0.map(expression).joined(separator: " && ") }
        return alternatives.count == 1 ? alternatives[0] : alternatives.map { "(\($0))" }.joined(separator: " || ")
    }

    static func expression(_ relation: PluralRelation) -> String {
        let operand = relation.operand == .n || relation.operand == .i ? "i" : "0L"
        let value = relation.modulus.map { "\(operand) % \($0)" } ?? operand
        let tests = relation.ranges.map { range in
            range.lowerBound == range.upperBound
                ? "\(value) == \(range.lowerBound)" : "(\(value) >= \(range.lowerBound) && \(value) <= \(range.upperBound))"
        }
        let membership = tests.count == 1 ? tests[0] : "(" + tests.joined(separator: " || ") + ")"
        return relation.isNegated ? "!(\(membership))" : membership
    }
}
