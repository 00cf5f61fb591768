// A transcription, for CI only, of the part of Apple's UserNotifications framework that PushSpec's
// code uses (Sources/PushSpec/Apple/, the NotificationService example, the README's snippet): the
// declarations as Apple documents them, with the availability of each documentation page, so that
// `.ci/check-apple-code` type-checks our calls against them on Linux. Not Apple's code, never
// linked or run: every body traps. Only what our code uses is declared (conformances and members
// it does not use are left out). Nothing here checks availability on Linux (Swift checks it only
// for Apple targets); the attributes are the documentation's, for the reader.
//
// Documentation: https://developer.apple.com/documentation/usernotifications
// Sendable: Apple's pages show the declarations without their conformances, and this check could
// not confirm from them which classes the SDK's headers mark Sendable (NS_SWIFT_SENDABLE). So the
// classes are declared without Sendable: the stricter choice for our code, which subclasses only
// UNNotificationServiceExtension (documented as a plain NSObject subclass): a missing Sendable can
// make the check fail where the SDK would not, never pass where the SDK would fail. The value types
// (option sets, the sound name, the NS_ENUM) are Sendable as Swift imports such C types. Where a
// page shows `@Sendable` on a closure parameter, it is transcribed.
import Foundation

/// https://developer.apple.com/documentation/usernotifications/unnotificationcontentproviding
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public protocol UNNotificationContentProviding: NSObjectProtocol {}

/// https://developer.apple.com/documentation/usernotifications/unnotificationinterruptionlevel
/// (`NS_ENUM(NSUInteger)`; `.critical` left out, unused.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum UNNotificationInterruptionLevel: UInt, @unchecked Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcontent
/// `class UNNotificationContent : NSObject, NSCopying, NSMutableCopying, NSSecureCoding`.
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationContent: NSObject {
    /// .../unnotificationcontent/title
    open var title: String { fatalError("stub") }
    /// .../unnotificationcontent/subtitle
    open var subtitle: String { fatalError("stub") }
    /// .../unnotificationcontent/body
    open var body: String { fatalError("stub") }
    /// .../unnotificationcontent/threadidentifier
    open var threadIdentifier: String { fatalError("stub") }
    /// .../unnotificationcontent/categoryidentifier
    open var categoryIdentifier: String { fatalError("stub") }
    /// .../unnotificationcontent/userinfo
    open var userInfo: [AnyHashable: Any] { fatalError("stub") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationcontent/updating(from:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    open func updating(from provider: any UNNotificationContentProviding) throws -> UNNotificationContent {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/usernotifications/unmutablenotificationcontent
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNMutableNotificationContent: UNNotificationContent {
    override public init() { fatalError("stub") }

    override open var title: String { get { fatalError("stub") } set { fatalError("stub") } }
    override open var subtitle: String { get { fatalError("stub") } set { fatalError("stub") } }
    override open var body: String { get { fatalError("stub") } set { fatalError("stub") } }
    override open var threadIdentifier: String { get { fatalError("stub") } set { fatalError("stub") } }
    override open var categoryIdentifier: String { get { fatalError("stub") } set { fatalError("stub") } }
    override open var userInfo: [AnyHashable: Any] { get { fatalError("stub") } set { fatalError("stub") } }

    /// .../unmutablenotificationcontent/interruptionlevel (read-only on UNNotificationContent, which
    /// our code does not read: declared here only)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    open var interruptionLevel: UNNotificationInterruptionLevel { get { fatalError("stub") } set { fatalError("stub") } }

    /// .../unmutablenotificationcontent/relevancescore
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    open var relevanceScore: Double { get { fatalError("stub") } set { fatalError("stub") } }

    /// .../unmutablenotificationcontent/sound (not tvOS)
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var sound: UNNotificationSound? { get { fatalError("stub") } set { fatalError("stub") } }

    /// .../unmutablenotificationcontent/attachments (not tvOS)
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open var attachments: [UNNotificationAttachment] { get { fatalError("stub") } set { fatalError("stub") } }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationsoundname
/// (`NS_TYPED_EXTENSIBLE_ENUM` over NSString, imported as a RawRepresentable struct.)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct UNNotificationSoundName: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationsound (not tvOS)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationSound: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/default
    open class var `default`: UNNotificationSound { fatalError("stub") }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationsound/init(named:)
    /// (iOS, macOS, visionOS: not watchOS or tvOS.)
    @available(iOS 10.0, macOS 10.14, visionOS 1.0, *)
    @available(watchOS, unavailable)
    public convenience init(named name: UNNotificationSoundName) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationattachment (not tvOS)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationAttachment: NSObject {
    /// https://developer.apple.com/documentation/usernotifications/unnotificationattachment/init(identifier:url:options:)
    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationattachmentoptionstypehintkey
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public let UNNotificationAttachmentOptionsTypeHintKey: String = "UNNotificationAttachmentOptionsTypeHintKey"

/// https://developer.apple.com/documentation/usernotifications/unnotificationtrigger
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationTrigger: NSObject {}

/// https://developer.apple.com/documentation/usernotifications/unnotificationrequest
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotificationRequest: NSObject {
    /// .../unnotificationrequest/init(identifier:content:trigger:)
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        fatalError("stub")
    }
    /// .../unnotificationrequest/identifier
    open var identifier: String { fatalError("stub") }
    /// .../unnotificationrequest/content (`@NSCopying var content: UNNotificationContent { get }`;
    /// Swift source takes `@NSCopying` only on a settable property)
    open var content: UNNotificationContent { fatalError("stub") }
}

/// https://developer.apple.com/documentation/usernotifications/unnotification
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNNotification: NSObject {
    /// .../unnotification/request (`@NSCopying`, as `content` above)
    open var request: UNNotificationRequest { fatalError("stub") }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationactionoptions (not tvOS)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// .../unnotificationactionoptions/destructive
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// .../unnotificationactionoptions/foreground
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationaction (not tvOS)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationAction: NSObject {
    /// .../unnotificationaction/init(identifier:title:options:)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/usernotifications/untextinputnotificationaction (not tvOS)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNTextInputNotificationAction: UNNotificationAction {
    /// .../untextinputnotificationaction/init(identifier:title:options:textinputbuttontitle:textinputplaceholder:)
    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [],
        textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions (not tvOS)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationcategory (not tvOS)
@available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationCategory: NSObject {
    /// .../unnotificationcategory/init(identifier:actions:intentidentifiers:options:)
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        fatalError("stub")
    }
}

/// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter
@available(iOS 10.0, macOS 10.14, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class UNUserNotificationCenter: NSObject {
    /// .../unusernotificationcenter/current()
    open class func current() -> UNUserNotificationCenter { fatalError("stub") }

    /// https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/getdeliverednotifications(completionhandler:)
    /// `func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void)`
    /// (not tvOS), which Swift imports also as this async form.
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open func deliveredNotifications() async -> [UNNotification] { fatalError("stub") }

    /// .../unusernotificationcenter/removedeliverednotifications(withidentifiers:) (not tvOS)
    @available(iOS 10.0, macOS 10.14, watchOS 3.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension
/// (iOS 10, macOS 10.14, watchOS 6, visionOS 1; not tvOS.)
@available(iOS 10.0, macOS 10.14, watchOS 6.0, visionOS 1.0, *)
@available(tvOS, unavailable)
open class UNNotificationServiceExtension: NSObject {
    override public init() {}

    /// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/didreceive(_:withcontenthandler:)
    /// The page's declaration: the handler is `@escaping (UNNotificationContent) -> Void`, not
    /// `@Sendable`.
    open func didReceive(
        _ request: UNNotificationRequest,
        withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        fatalError("stub")
    }

    /// https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension/serviceextensiontimewillexpire()
    open func serviceExtensionTimeWillExpire() { fatalError("stub") }
}
