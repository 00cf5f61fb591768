import PushSpecCore

extension TelegramPushOf {
    /// What the push asks the app to do: its service's actions, as the catalog's spec names them
    /// (`action:`); empty for a notification to show and for a service whose spec names none. A
    /// service refused because it did not come encrypted gives its actions unhonoured (a
    /// log-out says so).
    @inlinable  // specialized for the caller's catalog
    public var actions: [TelegramAction] {
        // `if case`, which reads the content in place (see `fetch`), the notification first: it
        // is most pushes, and there the first test is the only one.
        if case .notification = content { return [] }
        if case let .service(service) = content { return service.actions(honoured: true) }
        if case let .refused(service, _) = content { return service.actions(honoured: false) }
        return []
    }
}
