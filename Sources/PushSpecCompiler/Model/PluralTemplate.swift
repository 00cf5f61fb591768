import PushSpecPlurals

/// A form's text chosen by the CLDR plural category of one of its numbers.
package struct PluralTemplate: Sendable, Hashable {
    /// The `loc_args` position (1-based) of the number that selects.
    package var argument: Int
    /// The texts of the categories but `other`, whose text is the form's template. The
    /// placeholders are `loc_args` positions, as in every model template.
    package var texts: [PluralCategory: Template]

    package init(argument: Int, texts: [PluralCategory: Template]) {
        self.argument = argument
        self.texts = texts
    }

    /// The categories with their texts, in ``PluralCategory`` order, `other` last.
    package func texts(other: Template) -> [(category: PluralCategory, template: Template)] {
        PluralCategory.allCases.compactMap { category in
            category == .other ? (category, other) : texts[category].map { (category, $0) }
        }
    }
}
