// A transcription, for CI only, of the part of Apple's Intents framework (SiriKit) that
// Sources/PushSpec/Apple/NotificationPresentation+Intents.swift uses: the declarations as Apple
// documents them, with each page's availability, so that `.ci/check-apple-code` type-checks our
// calls against them on Linux. Not Apple's code, never linked or run: every body traps. Only what
// our code uses is declared. Availability is not checked on Linux; the attributes are the
// documentation's, for the reader. No type here is declared Sendable (none is documented so, and
// our code needs none to be).
//
// Documentation: https://developer.apple.com/documentation/intents
import Foundation
import UserNotifications

/// https://developer.apple.com/documentation/intents/inintent
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
open class INIntent: NSObject {}

/// https://developer.apple.com/documentation/intents/inintentresponse
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
open class INIntentResponse: NSObject {}

/// https://developer.apple.com/documentation/intents/inimage
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
open class INImage: NSObject {}

/// https://developer.apple.com/documentation/intents/inpersonhandletype
/// (`NS_ENUM(NSInteger)`; `.emailAddress` and `.phoneNumber` left out, unused.)
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
public enum INPersonHandleType: Int, @unchecked Sendable {
    case unknown = 0
}

/// https://developer.apple.com/documentation/intents/inpersonhandle
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
open class INPersonHandle: NSObject {
    /// https://developer.apple.com/documentation/intents/inpersonhandle/init(value:type:)
    public convenience init(value: String?, type: INPersonHandleType) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/intents/inperson
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
open class INPerson: NSObject {
    /// https://developer.apple.com/documentation/intents/inperson/init(personhandle:namecomponents:displayname:image:contactidentifier:customidentifier:)
    /// (iOS 10, macOS 11, watchOS 3.2, visionOS 1.)
    @available(iOS 10.0, macOS 11.0, watchOS 3.2, visionOS 1.0, *)
    public convenience init(
        personHandle: INPersonHandle, nameComponents: PersonNameComponents?, displayName: String?,
        image: INImage?, contactIdentifier: String?, customIdentifier: String?
    ) {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/intents/inspeakablestring
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
open class INSpeakableString: NSObject {
    /// https://developer.apple.com/documentation/intents/inspeakablestring/init(spokenphrase:)
    @available(iOS 11.0, macOS 11.0, tvOS 14.0, watchOS 4.0, visionOS 1.0, *)
    public convenience init(spokenPhrase: String) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/intents/inoutgoingmessagetype
/// (`NS_ENUM(NSInteger)`; the other cases left out, unused.)
@available(iOS 14.0, macOS 12.0, watchOS 7.0, visionOS 1.0, *)
public enum INOutgoingMessageType: Int, @unchecked Sendable {
    case outgoingMessageText = 1
}

/// https://developer.apple.com/documentation/intents/insendmessageattachment
@available(iOS 14.0, macOS 12.0, watchOS 7.0, visionOS 1.0, *)
open class INSendMessageAttachment: NSObject {}

/// https://developer.apple.com/documentation/intents/insendmessageintent
/// (iOS 10, macOS 12, watchOS 3.2, visionOS 1; not tvOS.)
@available(iOS 10.0, macOS 12.0, watchOS 3.2, visionOS 1.0, *)
@available(tvOS, unavailable)
open class INSendMessageIntent: INIntent {
    /// https://developer.apple.com/documentation/intents/insendmessageintent/init(recipients:outgoingmessagetype:content:speakablegroupname:conversationidentifier:servicename:sender:attachments:)
    /// (iOS 14, macOS 12, watchOS 7, visionOS 1.)
    @available(iOS 14.0, macOS 12.0, watchOS 7.0, visionOS 1.0, *)
    public init(
        recipients: [INPerson]?, outgoingMessageType: INOutgoingMessageType, content: String?,
        speakableGroupName: INSpeakableString?, conversationIdentifier: String?, serviceName: String?,
        sender: INPerson?, attachments: [INSendMessageAttachment]?
    ) {
        fatalError("stub")
    }
}

/// INSendMessageIntent's conformance, declared in Intents (`INSendMessageIntent+UserNotifications.h`):
/// https://developer.apple.com/documentation/usernotifications/unnotificationcontentproviding
/// lists the Apple SDK types that conform; iOS 15, macOS 12, watchOS 8, visionOS 1.
@available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension INSendMessageIntent: UNNotificationContentProviding {}

/// https://developer.apple.com/documentation/intents/ininteractiondirection
/// (`NS_ENUM(NSInteger)`; `.outgoing` left out, unused.)
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
public enum INInteractionDirection: Int, @unchecked Sendable {
    case unspecified = 0
    case incoming = 2
}

/// https://developer.apple.com/documentation/intents/ininteraction
@available(iOS 10.0, macOS 11.0, tvOS 14.0, watchOS 3.2, visionOS 1.0, *)
open class INInteraction: NSObject {
    /// https://developer.apple.com/documentation/intents/ininteraction/init(intent:response:)
    public init(intent: INIntent, response: INIntentResponse?) { fatalError("stub") }

    /// https://developer.apple.com/documentation/intents/ininteraction/direction
    open var direction: INInteractionDirection { get { fatalError("stub") } set { fatalError("stub") } }

    /// https://developer.apple.com/documentation/intents/ininteraction/donate(completion:)
    /// `func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil)`, as on the page.
    open func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) { fatalError("stub") }
}
