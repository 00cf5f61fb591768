/// How generated code picks the form of a notification type that has several: by the push's kind
/// of chat (`peer`) where the forms are for different chats and there are enough arguments, else
/// by the number of arguments. Decoding and the view's templates both pick so.
enum FormSelection {
    /// Writes the selection: `count` is the expression of the argument count, `statement(form)`
    /// what the code does with a picked form, `otherwise` the count switch's `default`.
    static func write(
        _ notification: NotificationType, count: String, statement: (NotificationForm) -> String, otherwise: String,
        writer: inout CodeWriter
    ) {
        if notification.formsDependOnPeer {
            writer.line("switch peer {")
            for form in notification.formsByPeer {
                writer.line("case .\(form.peer.rawValue)? where \(count) >= \(form.arguments.count): \(statement(form))")
            }
            writer.line("default: break")
            writer.line("}")
        }
        writer.line("switch \(count) {")
        for form in notification.formsByCount {
            writer.line("case \(form.arguments.count): \(statement(form))")
        }
        writer.line("default: \(otherwise)")
        writer.line("}")
    }
}
