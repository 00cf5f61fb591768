import PushSpecPlurals

/// A form's text chosen by the CLDR plural category of one of its numbers.
package struct PluralTemplate: Sendable, Hashable {
    /// The `loc_args` position (1-based) of the number that selects.
    package var argument: Int
    /// The texts of the categories but `other`, whose text is the form's template. The
    /// placeholders are `loc_args` positions, as in every model template.
    /// For a text that depends on two numbers, the texts of the
    /// second's `other` category.
    package var texts: [PluralCategory: Template]
    /// The second number's selection, when the text depends on two (ICU's nested plural).
    package var second: SecondSelection?

    /// Texts selected by a second number within each category of the first, as ICU nests plurals:
    /// every category the locale has, for the first number and for the second, has its text (a
    /// category of the first whose spec text is one text for every number has it in each).
    package struct SecondSelection: Sendable, Hashable {
        /// The `loc_args` position (1-based) of the second number.
        package var argument: Int
        /// The texts by the first number's category, then the second's.
        package var texts: [PluralCategory: [PluralCategory: Template]]

        package init(argument: Int, texts: [PluralCategory: [PluralCategory: Template]]) {
            self.argument = argument
            self.texts = texts
        }

        /// The categories of the second number, in ``PluralCategory`` order, `other` last.
        package var categories: [PluralCategory] {
            PluralCategory.allCases.filter { category in texts.values.contains { $0[category] != nil } }
        }

        /// Every template, row by row.
        package var templates: [Template] {
            PluralCategory.allCases.flatMap { first in
                PluralCategory.allCases.compactMap { texts[first]?[$0] }
            }
        }
    }

    package init(argument: Int, texts: [PluralCategory: Template], second: SecondSelection? = nil) {
        self.argument = argument
        self.texts = texts
        self.second = second
    }

    /// Every placeholder of the texts but `other`'s (and the second number's texts).
    package var placeholders: [Int] {
        texts.values.flatMap(\.placeholders) + (second.map { $0.templates.flatMap(\.placeholders) + [$0.argument] } ?? [])
    }

    /// The table of texts selected by two numbers, as both backends write it: its rows (the first
    /// number's categories, `other` last), its columns (the second's) and the texts row by row,
    /// one per column (`other`, the form's template, where the spec gives none); nil for texts
    /// selected by one number.
    package func table(other: Template) -> (rows: [PluralCategory], columns: [PluralCategory], texts: [Template])? {
        guard let second else { return nil }
        let rows = texts(other: other).map(\.category)
        let columns = second.categories
        return (rows, columns, rows.flatMap { row in columns.map { second.texts[row]?[$0] ?? other } })
    }

    /// The categories with their texts, in ``PluralCategory`` order, `other` last.
    package func texts(other: Template) -> [(category: PluralCategory, template: Template)] {
        PluralCategory.allCases.compactMap { category in
            category == .other ? (category, other) : texts[category].map { (category, $0) }
        }
    }
}
