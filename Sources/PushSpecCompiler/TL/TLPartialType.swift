/// An open-ended type of which a schema file holds only some constructors, as its `@partial`
/// directive lists them (`// @partial Update updatePhoneCall`): a reader meets the others and must
/// not take them for damage.
package struct TLPartialType: Sendable, Hashable {
    /// The type (`Update`).
    package let type: String
    /// The constructors of it that the file declares, in the directive's order.
    package let constructors: [String]

    package init(type: String, constructors: [String]) {
        self.type = type
        self.constructors = constructors
    }
}
