/// How strongly a notification asks for attention, as the platforms grade it (Apple's
/// `UNNotificationInterruptionLevel` without `critical`, which needs an entitlement).
public enum NotificationInterruption: String, Sendable, Hashable, CaseIterable {
    /// Delivered quietly: no sound, no banner, no wake-up (a message sent silently).
    case passive
    /// The default: sound and banner.
    case active
    /// Breaks through a Focus and scheduled summaries (an incoming call, where the spec says so).
    case timeSensitive = "time_sensitive"
}
