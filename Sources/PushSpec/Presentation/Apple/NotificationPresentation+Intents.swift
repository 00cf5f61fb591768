// The Apple adapter's communication notifications: an INSendMessageIntent with the
// sender as INPerson, which a notification service extension passes to
// UNNotificationContent.updating(from:) so that the system shows the sender's name (and, where
// the app donates one, avatar). Field copying only, reviewed against Apple's documentation:
// - INSendMessageIntent(recipients:outgoingMessageType:content:speakableGroupName:
//   conversationIdentifier:serviceName:sender:attachments:): iOS 14, macOS 12, watchOS 7,
//   visionOS 1; not tvOS.
// - INPerson(personHandle:nameComponents:displayName:image:contactIdentifier:customIdentifier:),
//   INPersonHandle(value:type:), INInteraction(intent:response:).donate(completion:).
// - UNNotificationContent.updating(from:): iOS 15, macOS 12, watchOS 8 (throws).
// The extension needs the Communication Notifications capability and NSUserActivityTypes with
// INSendMessageIntent in its Info.plist (Apple's requirements, not checked here).
#if canImport(Intents) && canImport(UserNotifications) && !os(tvOS)
import Foundation
import Intents
import UserNotifications

@available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
extension NotificationPresentation {
    /// The incoming message as an intent: the sender as an `INPerson` (handle and custom
    /// identifier the sender's id, display name its name), the conversation the ``thread``, and
    /// for a message in a group or channel the ``subtitle`` as the group's name. Nil when the
    /// presentation names no sender.
    public func sendMessageIntent(serviceName: String? = nil) -> INSendMessageIntent? {
        guard let sender else { return nil }
        let person = INPerson(
            personHandle: INPersonHandle(value: String(sender.id), type: .unknown), nameComponents: nil,
            displayName: sender.name, image: nil, contactIdentifier: nil, customIdentifier: String(sender.id))
        return INSendMessageIntent(
            recipients: nil, outgoingMessageType: .outgoingMessageText, content: body,
            speakableGroupName: subtitle.map { INSpeakableString(spokenPhrase: $0) }, conversationIdentifier: thread,
            serviceName: serviceName, sender: person, attachments: nil)
    }

    /// `content` as a communication notification: the intent donated as an incoming interaction,
    /// then `content.updating(from:)`. `content` itself when there is no sender.
    public func communicationContent(from content: UNNotificationContent) throws -> UNNotificationContent {
        guard let intent = sendMessageIntent() else { return content }
        let interaction = INInteraction(intent: intent, response: nil)
        interaction.direction = .incoming
        interaction.donate(completion: nil)
        return try content.updating(from: intent)
    }
}
#endif
