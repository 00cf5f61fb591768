import PushSpecCatalog

extension DecodedPushOf {
    /// What this push changes on screen, for an app without the notification state
    /// (``TelegramPushOf/presentationChanges(locale:)``, ``ZulipPush/presentationChanges()``); nothing
    /// for a wake-up, which only asks the app to fetch. `locale` applies to Telegram's templates.
    public func presentationChanges(locale: Notification.Locale = .english) -> PresentationChanges {
        switch self {
        case let .telegram(push): push.presentationChanges(locale: locale)
        case let .zulip(push): push.presentationChanges()
        case .wakeUp: PresentationChanges()
        }
    }
}
