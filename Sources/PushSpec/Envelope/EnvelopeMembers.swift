import PushSpecCore

/// The members of a push's JSON object that decide how it is decoded, found in one pass over
/// the object (the first of duplicated keys wins, as in a lookup).
///
/// The members are kept as positions in the object's document, and the object is not kept:
/// copying this struct copies no reference. Values are made from the object they were found in,
/// which the caller passes again (`members.data(in: object)`).
struct EnvelopeMembers: Sendable {
    private(set) var dataPosition: JSONValue.Position?
    private var encryptedPosition: JSONValue.Position?
    private var apsPosition: JSONValue.Position?
    private(set) var locKeyPosition: JSONValue.Position?
    private(set) var locArgsPosition: JSONValue.Position?
    private(set) var customPosition: JSONValue.Position?
    private(set) var datePosition: JSONValue.Position?
    private(set) var googleSentTimePosition: JSONValue.Position?
    private var encryptedDataPosition: JSONValue.Position?
    private var pushKeyIDPosition: JSONValue.Position?
    private var eventPosition: JSONValue.Position?
    private(set) var userIDPosition: JSONValue.Position?
    /// `collapse_key`: FCM's, in the envelope beside `data` (``TelegramPushOf/collapseKey``).
    private(set) var collapseKeyPosition: JSONValue.Position?
    private var typePosition: JSONValue.Position?
    /// Whether a key only Zulip's payloads use is present.
    private(set) var hasZulipField = false
    /// Whether `realm_url` (or the older `realm_uri`) is present: every Zulip payload names its
    /// realm.
    private(set) var hasRealm = false

    init(_ object: borrowing JSONValue) {
        Self.find(in: object, into: &self)
    }

    /// Fills `members` in one pass. (A static function with an `inout` value: closures in the
    /// initializer that assign to `self` make the compiler copy the struct once more.)
    private static func find(in object: JSONValue, into members: inout EnvelopeMembers) {
        object.forEachMember { key, position in
            guard let name = Name(key) else { return }
            switch name {
            case .data: if members.dataPosition == nil { members.dataPosition = position }
            case .p: if members.encryptedPosition == nil { members.encryptedPosition = position }
            case .aps: if members.apsPosition == nil { members.apsPosition = position }
            case .locKey: if members.locKeyPosition == nil { members.locKeyPosition = position }
            case .locArgs: if members.locArgsPosition == nil { members.locArgsPosition = position }
            case .custom: if members.customPosition == nil { members.customPosition = position }
            case .date: if members.datePosition == nil { members.datePosition = position }
            case .googleSentTime: if members.googleSentTimePosition == nil { members.googleSentTimePosition = position }
            case .encryptedData: if members.encryptedDataPosition == nil { members.encryptedDataPosition = position }
            case .pushKeyID: if members.pushKeyIDPosition == nil { members.pushKeyIDPosition = position }
            case .event: if members.eventPosition == nil { members.eventPosition = position }
            case .userID: if members.userIDPosition == nil { members.userIDPosition = position }
            case .type: if members.typePosition == nil { members.typePosition = position }
            case .collapseKey: if members.collapseKeyPosition == nil { members.collapseKeyPosition = position }
            case .realm:
                members.hasRealm = true
                members.hasZulipField = true
            case .zulipField: members.hasZulipField = true
            }
        }
    }

    // The members' values, made from `object`, the object they were found in.
    func data(in object: JSONValue) -> JSONValue? { member(at: dataPosition, of: object) }
    func encrypted(in object: JSONValue) -> JSONValue? { member(at: encryptedPosition, of: object) }
    func aps(in object: JSONValue) -> JSONValue? { member(at: apsPosition, of: object) }
    func custom(in object: JSONValue) -> JSONValue? { member(at: customPosition, of: object) }
    func userID(in object: JSONValue) -> JSONValue? { member(at: userIDPosition, of: object) }
    func type(in object: JSONValue) -> JSONValue? { member(at: typePosition, of: object) }

    // Read in place, without a value for the member (which would retain the document again).
    func dataKind(in object: JSONValue) -> JSONValue.Kind? { dataPosition.map { object.kind(at: $0) } }
    func apsKind(in object: JSONValue) -> JSONValue.Kind? { apsPosition.map { object.kind(at: $0) } }
    func eventKind(in object: JSONValue) -> JSONValue.Kind? { eventPosition.map { object.kind(at: $0) } }
    func pushKeyIDKind(in object: JSONValue) -> JSONValue.Kind? { pushKeyIDPosition.map { object.kind(at: $0) } }
    /// `date` as a lenient integer.
    func dateValue(in object: JSONValue) -> Int64? { datePosition.flatMap { object.lenientInt64(at: $0) } }
    var hasEncrypted: Bool { encryptedPosition != nil }
    var hasEncryptedData: Bool { encryptedDataPosition != nil }
    var hasLocKey: Bool { locKeyPosition != nil }
    var hasCustom: Bool { customPosition != nil }
    var hasUserID: Bool { userIDPosition != nil }
    /// Whether any member a Telegram push is read from is present (the typed fields aside).
    var hasTelegramMember: Bool {
        dataPosition != nil || encryptedPosition != nil || apsPosition != nil || locKeyPosition != nil
            || locArgsPosition != nil || customPosition != nil || datePosition != nil || googleSentTimePosition != nil
            || userIDPosition != nil
    }

    /// Where the custom fields are in `object` (whose members these are): its `custom` object,
    /// or for an APNs push without `custom` the object itself, beside `aps`; nil when `custom`
    /// is not an object (`TelegramCustomFields` lists that problem).
    func customFieldsPosition(in object: JSONValue, isAPNs: Bool) -> JSONValue.Position? {
        if isAPNs && !hasCustom { return object.position }
        guard let customPosition, object.kind(at: customPosition) == .object else { return nil }
        return customPosition
    }

    private func member(at position: JSONValue.Position?, of object: JSONValue) -> JSONValue? {
        position.map { object.value(at: $0) }
    }

    /// The keys that matter, told apart by length first.
    private enum Name {
        case data, p, aps, locKey, locArgs, custom, date, googleSentTime, encryptedData, pushKeyID, event, userID
        case type, collapseKey, realm, zulipField

        init?(_ key: JSONKey) {
            if key.isEscaped {
                self.init(decoded: key.string)
                return
            }
            switch key.rawByteCount {
            case 1 where key == "p": self = .p
            case 3 where key == "aps": self = .aps
            case 4 where key == "data": self = .data
            case 4 where key == "date": self = .date
            case 4 where key == "type": self = .type
            case 5 where key == "event": self = .event
            case 6 where key == "custom": self = .custom
            case 6 where key == "server": self = .zulipField
            case 7 where key == "loc_key": self = .locKey
            case 7 where key == "user_id": self = .userID
            case 8 where key == "loc_args": self = .locArgs
            case 9 where key == "realm_url" || key == "realm_uri": self = .realm
            case 11 where key == "push_key_id": self = .pushKeyID
            case 12 where key == "collapse_key": self = .collapseKey
            case 14 where key == "encrypted_data": self = .encryptedData
            case 16 where key == "google.sent_time": self = .googleSentTime
            case 16 where key == "zulip_message_id": self = .zulipField
            case 17 where key == "zulip_message_ids": self = .zulipField
            default: return nil
            }
        }

        init?(decoded key: String) {
            switch key {
            case "p": self = .p
            case "aps": self = .aps
            case "data": self = .data
            case "date": self = .date
            case "event": self = .event
            case "custom": self = .custom
            case "loc_key": self = .locKey
            case "loc_args": self = .locArgs
            case "user_id": self = .userID
            case "push_key_id": self = .pushKeyID
            case "encrypted_data": self = .encryptedData
            case "google.sent_time": self = .googleSentTime
            case "type": self = .type
            case "collapse_key": self = .collapseKey
            case "realm_url", "realm_uri": self = .realm
            case "server", "zulip_message_id", "zulip_message_ids": self = .zulipField
            default: return nil
            }
        }
    }
}
