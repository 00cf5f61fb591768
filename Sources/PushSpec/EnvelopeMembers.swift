import PushSpecCore

/// The members of a push's JSON object that decide how it is decoded, found in one pass over
/// the object (the first of duplicated keys wins, as in a lookup).
///
/// The members are kept as positions in the object's document, so copying this struct copies
/// one document reference, not one per member.
struct EnvelopeMembers {
    /// The object the members were found in.
    private let object: JSONValue
    private var dataPosition: JSONValue.Position?
    private var encryptedPosition: JSONValue.Position?
    private var apsPosition: JSONValue.Position?
    private var locKeyPosition: JSONValue.Position?
    private var locArgsPosition: JSONValue.Position?
    private var customPosition: JSONValue.Position?
    private var datePosition: JSONValue.Position?
    private var googleSentTimePosition: JSONValue.Position?
    private var encryptedDataPosition: JSONValue.Position?
    private var pushKeyIDPosition: JSONValue.Position?
    private var eventPosition: JSONValue.Position?
    private var userIDPosition: JSONValue.Position?
    /// Whether a key only Zulip's legacy payloads use is present.
    private(set) var hasZulipField = false

    init(_ object: JSONValue) {
        self.object = object
        object.forEachMember { key, position in
            guard let name = Name(key) else { return }
            switch name {
            case .data: if dataPosition == nil { dataPosition = position }
            case .p: if encryptedPosition == nil { encryptedPosition = position }
            case .aps: if apsPosition == nil { apsPosition = position }
            case .locKey: if locKeyPosition == nil { locKeyPosition = position }
            case .locArgs: if locArgsPosition == nil { locArgsPosition = position }
            case .custom: if customPosition == nil { customPosition = position }
            case .date: if datePosition == nil { datePosition = position }
            case .googleSentTime: if googleSentTimePosition == nil { googleSentTimePosition = position }
            case .encryptedData: if encryptedDataPosition == nil { encryptedDataPosition = position }
            case .pushKeyID: if pushKeyIDPosition == nil { pushKeyIDPosition = position }
            case .event: if eventPosition == nil { eventPosition = position }
            case .userID: if userIDPosition == nil { userIDPosition = position }
            case .zulipField: hasZulipField = true
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

    private func member(at position: JSONValue.Position?) -> JSONValue? {
        guard let position else { return nil }
        return object.value(at: position)
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
