/// An open-ended type of which a schema file holds only some constructors, as its `@partial`
/// directive lists them (`// @partial Update updatePhoneCall`): a reader meets the others and must
/// not take them for damage.
public struct TLPartialType: Sendable, Hashable {
    /// The type (`Update`).
    public let type: String
    /// The constructors of it that the file declares, in the directive's order.
    public let constructors: [String]

    public init(type: String, constructors: [String]) {
        self.type = type
        self.constructors = constructors
    }
}
