import Foundation
import PushSpec
import PushSpecNotifications

// Every Swift snippet of the README, verbatim (its imports are this file's), each in a function
// whose parameters and the helpers below stand for what an app has around it. This file
// compiling is the test that the README's API exists as written; READMESnippetTests checks that
// the README still says exactly this.

/// The README's snippet: theTypedAPI.
func theTypedAPI() throws {
    do {
        let payload = Array(#"""
            {"loc_key": "CHAT_MESSAGE_PHOTOS", "loc_args": ["Bob", "Weekend trip", "5"],
             "custom": {"msg_id": "88", "chat_id": 241233}}
            """#.utf8)
        if case let .telegram(push) = try PushDecoder().decode(payload), let notification = push.notification {
            switch notification {
            case let .chatMessagePhotos(author, chat, count):
                print("\(author) sent \(count) photos to \(chat)")  // Bob sent 5 photos to Weekend trip
            case let .unknown(locKey, locArgs):
                print("not in the spec yet: \(locKey) \(locArgs)")  // nothing is lost
            default:
                break
            }
            print(push.title ?? "", push.body ?? "")                // Weekend trip Bob sent 5 photos to the group Weekend trip
            print(push.fields.messageID as Any, push.fields.peer as Any)  // Optional(88) Optional(PushSpecCore.Peer.chat(241233))
        }
    }
}

/// The README's snippet: decodingAWholePush.
func decodingAWholePush(aliceSecret: [UInt8], payload: [UInt8]) throws {
    do {
        var keyring = PushKeyring()
        keyring.add(.init(key: try TelegramPushKey(secret: aliceSecret), account: "alice"))
        let decoder = PushDecoder(keyring: keyring)

        let receiver = try PushDecoder.receiverID(of: payload)   // which account, without decrypting
        log("a push for \(receiver)")
        switch try decoder.decode(payload) {
        case let .telegram(push):
            switch push.content {
            case let .notification(notification): show(notification.title, notification.body, for: push.account)
            case let .service(.messageDeleted(peer, ids)): dismiss(ids, in: peer)
            case let .refused(service, reason): log("\(service.locKey): \(reason)")   // SESSION_REVOKE in plain text
            default: break
            }
        default: break                                             // Zulip, a web push wake-up
        }
    }
}

/// The README's snippet: attachmentsCallsAndTheSender.
func attachmentsCallsAndTheSender(payload: [UInt8]) throws {
    do {
        if case let .telegram(push) = try PushDecoder().decode(payload) {
            switch push.attachment {
            case .success(let attachment)?:
                if let preview = attachment.strippedThumbnail {
                    showPreview(jpeg: preview.jpeg)                          // a real JPEG, no network needed
                }
                if let size = attachment.bestSize(width: 320, height: 320), let location = attachment.fileLocation(size: size) {
                    download(location)                                       // for upload.getFile: dc, id, access hash, file reference, thumb size
                }
            case .failure(let error)?:
                log("attachb64: \(error)")                                   // damaged: the rest of the push is unaffected
            case nil:
                break
            }
            if let call = push.callRequest {                                 // PHONE_CALL_REQUEST's phoneCallRequested
                ring(callID: call.id, accessHash: call.accessHash, video: call.video)
            }
            if let sender = push.senderInfo {                                // mtpeer
                remember(accessHash: sender.accessHash, photo: sender.photo)
            }
        }
    }
}

/// The README's snippet: readingAPushWhereItStands.
func readingAPushWhereItStands(decoder: PushDecoder, payloads: [[UInt8]]) throws {
    do {
        var texts = NotificationTextBuffer()          // grows to the longest push, then allocates nothing
        for payload in payloads {
            let view = try decoder.telegramView(of: payload)
            if try view.render(into: &texts) {         // false: no loc_key, or one the spec does not know
                show(title: texts.title, body: texts.body, messageID: view.fields.messageID, peer: view.fields.peer)
            }
        }
    }
}

/// The README's snippet: webPushEndToEnd.
func webPushEndToEnd(body: [UInt8], encryptionHeader: String?, cryptoKeyHeader: String?) throws {
    do {
        // 1. Make the subscription and register it: account.registerDevice(token_type: 10, token: token.json).
        let keys = try WebPushKeys.generate()
        let token = try WebPushSubscriptionToken(endpoint: "https://push.example.com/send/abc", keys: keys)
        let saved = (privateKey: keys.withPrivateKeyBytes { Array($0) }, auth: keys.authSecret)  // keep with the account

        // 2. When the push service delivers a body (aes128gcm; or aesgcm with its two headers, or folded
        //    into the body by a UnifiedPush gateway; or a simple push "version=N"), in whichever process
        //    it arrives (a notification service extension, say), the saved keys again:
        let restored = try WebPushKeys(privateKey: saved.privateKey, authSecret: saved.auth)
        let decoder = PushDecoder(keyring: PushKeyring(webPush: [.init(keys: restored, endpoint: token.endpoint)]))
        switch try decoder.decode(webPushBody: body, encryption: encryptionHeader, cryptoKey: cryptoKeyHeader) {
        case let .telegram(push): show(push.title, push.body)           // the plaintext went through the same decoding
        case let .wakeUp(version): fetchUpdates(because: version)
        case let .zulip(push): show(push.title, push.body)
        }
    }
}

/// The README's snippet: zulip.
func zulip(fcmData: [UInt8], realm: String, me: Int64) throws {
    do {
        let (id, key) = try ZulipPushKey.generate()          // send id and key.pushKeyBase64 to the server
        let decoder = PushDecoder(keyring: PushKeyring(zulip: [.init(id: id, key: key, realmURL: realm, userID: me)]))
        if case let .zulip(push) = try decoder.decode(fcmData) {
            push.messageIDsToRemove.isEmpty ? show(push.title, push.body) : dismiss(push.messageIDsToRemove)
        }
    }
}

/// The README's snippet: notificationState.
func notificationState(containerURL: URL, keyring: PushKeyring, payload: [UInt8], now: Date) throws {
    do {
        let store = try NotificationStore(path: containerURL.appending(path: "notifications.sqlite").path)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 5, groupSizeMax: 10))
        if case let .telegram(push) = try PushDecoder(keyring: keyring).decode(payload) {
            let outcome = try store.apply(push, account: push.account ?? String(push.receiverID), now: now)
            for update in outcome.updates { show(update) }            // or outcome.skipped: why nothing changed
        }
    }
}

/// The article's snippet: NotificationState, sharing the file with an extension.
func articleNotificationStateExtension(containerURL: URL, keyring: PushKeyring, payload: [UInt8]) throws {
    do {
        let store = try NotificationStore(path: containerURL.appending(path: "notifications.sqlite").path)
        defer { try? store.close() }                                  // before the content goes to the system
        if case let .telegram(push) = try PushDecoder(keyring: keyring).decode(payload) {
            let outcome = try store.apply(push, account: push.account ?? String(push.receiverID), now: Date())
            for update in outcome.updates { show(update) }
        }
    }
}

/// The DocC article's third snippet: TheNotificationState.md.
func articleNotificationStateRemovals(store: NotificationStore, groupID: Int32, notificationID: Int32) throws {
    do {
        // The user swiped one notification away, then opened the chat of its group.
        let dismissed = try store.removeNotification(groupID: groupID, notificationID: notificationID)
        let opened = try store.removeNotificationGroup(groupID: groupID, maxNotificationID: notificationID)
        for update in dismissed.updates + opened.updates { send(update.tdlib.json) }
    }
}

/// The README's snippet and the article InANotificationServiceExtension: one push in a
/// notification service extension (UserNotifications' types stand in below: Linux has none).
func inAnIOSApp(container: URL, request: NotificationRequestStandIn, content: MutableNotificationContentStandIn) throws {
    do {
        // In the extension's didReceive(_:withContentHandler:): the app group's files, one push.
        let decoder = PushDecoder(keyring: try PushKeyring(contentsOf: container.appending(path: "keyring.json")))
        let language = TelegramLocale(Locale.preferredLanguages.first ?? "en")
        if case let .telegram(push) = try decoder.decode(userInfo: request.content.userInfo) {
            // Opens the state, applies the push, closes the state (nothing locked when the system
            // suspends us); a state that cannot be used presents the push on its own.
            let presentation = NotificationStore.presentation(
                of: push, statePath: container.appending(path: "notifications.sqlite").path, now: Date(), locale: language)
            if let shown = presentation.changes.present.first {  // a repeat, a muted chat: nothing new
                content.title = shown.title
                content.body = shown.body
                if let jpeg = shown.attachment {
                    content.attachments = [try attachment(jpeg: jpeg)]   // a file in the temporary directory
                }
            }
            switch presentation.presentedAlone {
            case .stateNotConfigured?: tellTheApp()  // it never called setOptions: the state records nothing
            case let .stateFailure(failure)? where failure.kind == .corrupt: tellTheApp()  // it recovers the state at launch
            default: break
            }
        }
    }
}

/// The article InANotificationServiceExtension: the app configures the state it shares, once.
func articleTheAppConfiguresTheState(statePath: String) throws {
    do {
        // In the app, once, where it makes the shared state.
        let store = try NotificationStore(path: statePath)
        _ = try store.setOptions(NotificationOptions(groupCountMax: 25, groupSizeMax: 10))
        for group in try store.activeGroups() { print(group.id, group.notifications.count) }
    }
}

/// The article InANotificationServiceExtension: the app writes the keyring the extension reads
/// with a protection class that a locked device still opens.
func articleKeyringProtection(keyring: Data, keyringURL: URL) throws {
    do {
        try keyring.write(to: keyringURL, options: [.atomic, .completeFileProtectionUntilFirstUserAuthentication])
    }
}

/// The README's snippet: languages.
func languages(payload: [UInt8]) throws {
    do {
        let russian = TelegramLocale("ru-RU")            // once: ru-RU → ru → English for what ru lacks
        let push = try PushDecoder().decode(payload)     // payload: the push as bytes
        if case let .telegram(telegram) = push, let shown = telegram.rendered(locale: russian) {
            print(shown.title, shown.body)               // the view: view.render(into: &buffer, locale: russian)
        }
        let rule = CLDRPluralRules.rule(for: "pt-BR")    // CLDR 47's rules as Swift functions: pt-BR → pt
        print(rule.category(of: 1))                      // one
    }
}

/// The DocC article's snippet: GettingStarted.md.
func articleGettingStarted() throws {
    do {
        let payload = Array(#"{"loc_key":"MESSAGE_TEXT","loc_args":["Ann","See you at 7"]}"#.utf8)
        if case let .telegram(push) = try PushDecoder().decode(payload), let shown = push.rendered {
            print(shown.title, shown.body)  // Ann See you at 7
        }
    }
}

/// The DocC article's snippet: Locales.md.
func articleLocales() throws {
    do {
        let russian = TelegramLocale("ru-RU")   // once: ru-RU, then ru, then English for what ru lacks
        let payload = Array(#"{"loc_key":"MESSAGE_PHOTOS","loc_args":["Ann","5"]}"#.utf8)
        if case let .telegram(push) = try PushDecoder().decode(payload) {
            print(push.rendered(locale: russian)?.text ?? "")  // Ann отправил(а) вам 5 фотографий
        }
    }
}

/// The DocC article's second snippet: DecodingAPush.md.
func articleDecodingAPushFromUserInfo(keyringURL: URL, userInfo: [AnyHashable: Any]) throws {
    do {
        let decoder = PushDecoder(keyring: try PushKeyring(contentsOf: keyringURL))
        switch try decoder.decode(userInfo: userInfo) {
        case let .telegram(push): show(push.title, push.body, for: push.account)
        case let .zulip(push): show(push.title, push.body)
        case .wakeUp: fetchUpdates(because: "a web push without content")
        }
    }
}

/// The DocC article's second snippet: TheNotificationState.md.
func articleNotificationStateUpdates(outcome: NotificationState.Outcome) {
    do {
        for update in outcome.updates { send(update.tdlib.json) }   // {"@type":"updateNotificationGroup",…}
    }
}

/// The DocC article's snippets: PresentingNotifications.md (those that need no Apple SDK).
func articlePresentingNotifications(
    keyring: PushKeyring, payload: [UInt8], store: NotificationStore, now: Date, delivered: [NotificationPresentation]
) throws {
    do {
        let push = try PushDecoder(keyring: keyring).decode(payload)     // payload: the push as bytes
        if case let .telegram(telegram) = push {
            let outcome = try store.apply(telegram, account: telegram.account ?? String(telegram.receiverID), now: now)
            let changes = PresentationChanges(updates: outcome.updates, push: telegram, locale: TelegramLocale("ru"))
            for presentation in changes.present { deliver(presentation) }   // its identifier replaces an earlier one
            take(changes.remove.identifiers)                                 // what the state removed
        }
    }
    do {
        let categories = TelegramNotificationCategory.allCases.map { $0.category(locale: "de") }
        // Apple platforms: center.setNotificationCategories(Set(categories.map(\.userNotificationsCategory)))
        _ = categories
    }
    do {
        let changes = try PushDecoder(keyring: keyring).decode(payload).presentationChanges()
        if let rule = changes.remove.rule {
            let read = delivered.filter { rule.matches(thread: $0.thread, userInfo: $0.userInfo) }
            take(read.map(\.identifier))
        }
    }
}

#if canImport(UserNotifications)
import UserNotifications

/// The DocC article's snippet for Apple platforms: PresentingNotifications.md (compiled where
/// UserNotifications exists).
@available(iOS 15.0, macOS 12.0, watchOS 8.0, visionOS 1.0, *)
func articlePresentingNotificationsOnApple(
    changes: PresentationChanges, request: UNNotificationRequest, contentHandler: @escaping (UNNotificationContent) -> Void
) {
    do {
        if let presentation = changes.present.first {
            let content = presentation.notificationContent()                 // thread, category, sound, level, relevance, userInfo, thumbnail
            contentHandler((try? presentation.communicationContent(from: content)) ?? content)
        } else {
            contentHandler(request.content)                                  // or, with the filtering entitlement, an empty content
        }
        let removal = changes.remove
        Task { await removal.apply(to: UNUserNotificationCenter.current()) }
    }
}
#endif

/// What the snippets print, while ``SnippetOutput/recorder`` is set: each `print` call's text.
final class SnippetPrintRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var printed: [String] = []

    func record(_ text: String) {
        lock.withLock { printed.append(text) }
    }

    var lines: [String] { lock.withLock { printed } }
}

enum SnippetOutput {
    @TaskLocal static var recorder: SnippetPrintRecorder?
}

/// The snippets' `print`: Swift's, recorded while a test records. This module's function, with
/// the standard library's signature, shadows it for the snippets above, which stay verbatim.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    if let recorder = SnippetOutput.recorder {
        recorder.record(text)
    } else {
        Swift.print(text, terminator: terminator)
    }
}

// What an app does with what the snippets give it.
func deliver(_ presentation: NotificationPresentation) {}
func take(_ identifiers: [String]) {}
/// `UNNotificationRequest`, as far as the snippet reads it.
struct NotificationRequestStandIn {
    struct Content {
        var userInfo: [AnyHashable: Any]
    }
    var content: Content
}
/// `UNMutableNotificationContent`, as far as the snippet writes it.
final class MutableNotificationContentStandIn {
    var title = ""
    var body = ""
    var attachments: [String] = []
}
/// Writes the JPEG to a temporary file and makes `UNNotificationAttachment` of it.
func attachment(jpeg: [UInt8]) throws -> String { "" }
func send(_ json: String) {}
func show(_ title: String?, _ body: String?, for account: String? = nil) {}
func show(title: String, body: String, messageID: Int64?, peer: Peer?) {}
func show(_ update: NotificationUpdate) {}
func dismiss(_ messageIDs: [Int64], in peer: Peer? = nil) {}
func log(_ message: String) {}
func tellTheApp() {}
func showPreview(jpeg: [UInt8]) {}
func download(_ location: TelegramFileLocation) {}
func ring(callID: Int64, accessHash: Int64, video: Bool) {}
func remember(accessHash: Int64?, photo: TelegramLegacyFileLocation?) {}
func fetchUpdates(because version: String) {}

/// The README's snippet: yourOwnSpec (in an app's module, PushDecoder, TelegramNotification and
/// TelegramLocale are the app's own; here they are PushSpec's, which the snippet compiles against
/// just the same).
func yourOwnSpec(payload: [UInt8], keyring: PushKeyring, store: NotificationStore) throws {
    do {
        let decoder = PushDecoder(keyring: keyring)  // the app's: PushDecoderOf<TelegramNotification>
        if case let .telegram(push) = try decoder.decode(payload) {
            let rendered = push.rendered(locale: TelegramLocale("de"))  // the catalog's templates and translations
            _ = try store.apply(push, account: push.account ?? String(push.receiverID), now: Date())  // its group kinds
            print(rendered?.title ?? "", rendered?.body ?? "")
        }
    }
}
