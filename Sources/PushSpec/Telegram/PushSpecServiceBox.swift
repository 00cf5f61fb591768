import PushSpecCatalog

/// A service of PushSpec's spec, kept apart from the push it came with (``TelegramPushOf/pushSpecService``).
@usableFromInline final class PushSpecServiceBox: Sendable {
    @usableFromInline let service: TelegramServiceNotification

    init(_ service: TelegramServiceNotification) {
        self.service = service
    }
}
