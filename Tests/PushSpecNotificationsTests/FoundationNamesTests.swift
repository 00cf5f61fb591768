import Foundation
import PushSpecNotifications
import Testing

/// A file of an iOS app imports Foundation beside PushSpecNotifications: no public name of the
/// module is Foundation's, so `Notification` here is Foundation's (this file compiling is the test).
@Suite struct FoundationNamesTests {
    @Test func notificationIsFoundationsBesidePushSpecNotifications() {
        let name = Notification.Name("pushspec.test")
        let posted = Notification(name: name, object: nil)
        #expect(posted.name.rawValue == "pushspec.test")
        // TDLib's `notification` is PushSpecNotifications' GroupedNotification.
        #expect(String(describing: GroupedNotification.self) == "GroupedNotification")
    }
}
