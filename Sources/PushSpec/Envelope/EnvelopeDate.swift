import PushSpecCore

/// When a push was sent, as its envelope says (`date`, else `google.sent_time` in milliseconds):
/// read only when asked, from the envelope's members, or once their document is gone, kept.
enum EnvelopeDate: Sendable {
    /// The envelope's `date` and `google.sent_time`, at positions of the notification object's
    /// document (a plain push: envelope and notification are one document).
    case members(date: JSONValue.Position?, sentTime: JSONValue.Position?)
    /// Read already: the notification is in another document than its envelope (a decrypted
    /// push, a `data` string).
    case seconds(Int64?)

    /// The date in unix seconds; `document` is a value of the document the positions are in.
    func seconds(in document: JSONValue) -> Int64? {
        switch self {
        case let .seconds(seconds):
            return seconds
        case let .members(date, sentTime):
            if let date, let seconds = document.lenientInt64(at: date) { return seconds }
            guard let sentTime, let milliseconds = document.lenientInt64(at: sentTime) else { return nil }
            return milliseconds / 1000
        }
    }
}
