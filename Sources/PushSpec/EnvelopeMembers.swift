import PushSpecCore

/// The members of a push's JSON object that decide how it is decoded, found in one pass over
/// the object (the first of duplicated keys wins, as in a lookup).
///
/// The members are kept as positions in the object's document, so copying this struct copies
/// one document reference, not one per member.
struct EnvelopeMembers: Sendable {
    /// The object the members were found in.
    let object: JSONValue
    private var dataPosition: JSONValue.Position?
    private var encryptedPosition: JSONValue.Position?
    private var apsPosition: JSONValue.Position?
    private(set) var locKeyPosition: JSONValue.Position?
    private(set) var locArgsPosition: JSONValue.Position?
    private(set) var customPosition: JSONValue.Position?
    private(set) var datePosition: JSONValue.Position?
    private var googleSentTimePosition: JSONValue.Position?
    private var encryptedDataPosition: JSONValue.Position?
    private var pushKeyIDPosition: JSONValue.Position?
    private var eventPosition: JSONValue.Position?
    private(set) var userIDPosition: JSONValue.Position?
    /// Whether a key only Zulip's legacy payloads use is present.
    private(set) var hasZulipField = false

    init(_ object: JSONValue) {
        self.object = object
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
            case .zulipField: members.hasZulipField = true
            }
        }
    }

    var data: JSONValue? { member(at: dataPosition) }
    var encrypted: JSONValue? { member(at: encryptedPosition) }
    var aps: JSONValue? { member(at: apsPosition) }
    var locKey: JSONValue? { member(at: locKeyPosition) }
    var locArgs: JSONValue? { member(at: locArgsPosition) }
    var custom: JSONValue? { member(at: customPosition) }
    var date: JSONValue? { member(at: datePosition) }
    var googleSentTime: JSONValue? { member(at: googleSentTimePosition) }
    var encryptedData: JSONValue? { member(at: encryptedDataPosition) }
    var pushKeyID: JSONValue? { member(at: pushKeyIDPosition) }
    var event: JSONValue? { member(at: eventPosition) }
    var userID: JSONValue? { member(at: userIDPosition) }

    // Read in place, without a value for the member (which would retain the document again).
    var dataKind: JSONValue.Kind? { kind(at: dataPosition) }
    var apsKind: JSONValue.Kind? { kind(at: apsPosition) }
    var eventKind: JSONValue.Kind? { kind(at: eventPosition) }
    var pushKeyIDKind: JSONValue.Kind? { kind(at: pushKeyIDPosition) }
    var hasEncrypted: Bool { encryptedPosition != nil }
    var hasEncryptedData: Bool { encryptedDataPosition != nil }
    var hasLocKey: Bool { locKeyPosition != nil }
    var hasCustom: Bool { customPosition != nil }
    /// `date` as a lenient integer.
    var dateValue: Int64? { datePosition.flatMap(object.lenientInt64(at:)) }
    /// `google.sent_time` as a lenient integer.
    var googleSentTimeValue: Int64? { googleSentTimePosition.flatMap(object.lenientInt64(at:)) }

    private func member(at position: JSONValue.Position?) -> JSONValue? {
        guard let position else { return nil }
        return object.value(at: position)
    }

    private func kind(at position: JSONValue.Position?) -> JSONValue.Kind? {
        guard let position else { return nil }
        return object.kind(at: position)
    }

    /// The keys that matter, told apart by length first.
    private enum Name {
        case data, p, aps, locKey, locArgs, custom, date, googleSentTime, encryptedData, pushKeyID, event, userID
        case zulipField

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
            case 5 where key == "event": self = .event
            case 6 where key == "custom": self = .custom
            case 6 where key == "server": self = .zulipField
            case 7 where key == "loc_key": self = .locKey
            case 7 where key == "user_id": self = .userID
            case 8 where key == "loc_args": self = .locArgs
            case 9 where key == "realm_uri": self = .zulipField
            case 11 where key == "push_key_id": self = .pushKeyID
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
            case "server", "realm_uri", "zulip_message_id", "zulip_message_ids": self = .zulipField
            default: return nil
            }
        }
    }
}
