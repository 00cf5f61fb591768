import PushSpecCompiler

/// One associated value of a generated enum case, as the case declares it: `count: Int`.
struct AssociatedValue: Hashable {
    var label: String
    /// The Swift type, as written in the declaration: `Int`, `[Int64]`, `Int64?`.
    var swiftType: String

    /// `count: Int`.
    var declaration: String { "\(label): \(swiftType)" }

    /// The associated values of a notification form's case (`NotificationEmitter`): its arguments
    /// in `loc_args` order.
    static func values(of form: NotificationForm) -> [AssociatedValue] {
        form.arguments.map { AssociatedValue(label: $0.name, swiftType: SwiftSyntax.type(of: $0.type)) }
    }

    /// The associated values of a service's case (`ServiceEmitter`): `peer: Peer` when it names
    /// its chat, its required fields, then its optional fields as optionals.
    static func values(of service: ServiceType) -> [AssociatedValue] {
        (service.hasPeer ? [AssociatedValue(label: "peer", swiftType: "Peer")] : [])
            + service.fields.map { AssociatedValue(label: $0.swiftName, swiftType: SwiftSyntax.type(of: $0.type)) }
            + service.optionalFields.map {
                AssociatedValue(label: $0.swiftName, swiftType: SwiftSyntax.type(of: $0.type) + "?")
            }
    }

    /// `case TelegramNotification.messageText(author: String, body: String)`; without parentheses
    /// for a case without values.
    static func caseDeclaration(_ typeName: String, _ caseName: String, _ values: [AssociatedValue]) -> String {
        let list = values.isEmpty ? "" : "(" + values.map(\.declaration).joined(separator: ", ") + ")"
        return "case \(typeName).\(caseName)\(list)"
    }
}
