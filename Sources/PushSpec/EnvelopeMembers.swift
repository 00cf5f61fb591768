import PushSpecCore

/// The members of a push's JSON object that decide how it is decoded, found in one pass over
/// the object (the first of duplicated keys wins, as in a lookup).
struct EnvelopeMembers {
    private(set) var data: JSONValue?
    private(set) var encrypted: JSONValue?
    private(set) var aps: JSONValue?
    private(set) var locKey: JSONValue?
    private(set) var locArgs: JSONValue?
    private(set) var custom: JSONValue?
    private(set) var date: JSONValue?
    private(set) var googleSentTime: JSONValue?
    private(set) var encryptedData: JSONValue?
    private(set) var pushKeyID: JSONValue?
    private(set) var event: JSONValue?
    /// Whether a key only Zulip's legacy payloads use is present.
    private(set) var hasZulipField = false

    init(_ object: JSONValue) {
        object.forEachMember { key, value in
            guard let name = Name(key) else { return }
            switch name {
            case .data: if data == nil { data = value }
            case .p: if encrypted == nil { encrypted = value }
            case .aps: if aps == nil { aps = value }
            case .locKey: if locKey == nil { locKey = value }
            case .locArgs: if locArgs == nil { locArgs = value }
            case .custom: if custom == nil { custom = value }
            case .date: if date == nil { date = value }
            case .googleSentTime: if googleSentTime == nil { googleSentTime = value }
            case .encryptedData: if encryptedData == nil { encryptedData = value }
            case .pushKeyID: if pushKeyID == nil { pushKeyID = value }
            case .event: if event == nil { event = value }
            case .zulipField: hasZulipField = true
            }
        }
    }

    /// The keys that matter, told apart by length first.
    private enum Name {
        case data, p, aps, locKey, locArgs, custom, date, googleSentTime, encryptedData, pushKeyID, event, zulipField

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
            case "push_key_id": self = .pushKeyID
            case "encrypted_data": self = .encryptedData
            case "google.sent_time": self = .googleSentTime
            case "server", "realm_uri", "zulip_message_id", "zulip_message_ids": self = .zulipField
            default: return nil
            }
        }
    }
}
