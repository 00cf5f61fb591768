@_spi(Generated) import PushSpecCore

extension TelegramPushOf {
    /// The typed push of a notification object whose `loc_key` and `loc_args` are read: what
    /// the decoder and a push view's `decoded` give.
    init(_ source: TelegramNotificationObject, locKey: String?, knownKey: Notification.Key?, locArgs: [String]) {
        let members = source.members
        let object = source.object
        let encryption = source.encryption
        let isAPNs = source.apnsAlert.isAPNs
        var problems: [FieldProblem] = []
        // APNs payloads carry the custom fields at the top level, beside `aps`.
        let custom =
            isAPNs && !members.hasCustom
            ? object : _WireReader.object(members.custom(in: object), field: "custom", problems: &problems)
        let fields =
            isAPNs
            ? Self.apnsFields(custom: custom, payload: object, aps: members.aps(in: object), problems: problems)
            : Notification.Fields(custom: custom, payload: object, problems: problems)
        let content = Self.content(
            locKey: locKey, knownKey: knownKey, locArgs: locArgs, fields: fields, isEncrypted: encryption != nil)
        self.init(
            receiverID: source.receiverID,
            isEncrypted: encryption != nil,
            account: encryption?.account,
            envelope: isAPNs ? .apns : source.envelope,
            date: source.date,
            payload: object,
            locKey: locKey,
            locArgs: locArgs,
            fields: fields,
            content: content,
            envelopeCollapseKey: source.envelopeCollapseKey)
    }

    /// The custom fields of an APNs push, whose badge is in `aps`, not beside it.
    private static func apnsFields<Fields: TelegramCatalogFields>(
        custom: JSONValue?, payload: JSONValue, aps: JSONValue?, problems: [FieldProblem]
    ) -> Fields {
        var fields = Fields(custom: custom, payload: payload, problems: problems)
        if fields.badge == nil, let badge = aps?["badge"] {
            fields.badge = _WireReader.integer(badge, field: "badge", problems: &fields.problems)
        }
        return fields
    }

    /// What the push asks for: a notification, or a service of the catalog, decoded once from
    /// the push's fields.
    private static func content(
        locKey: String?, knownKey: Notification.Key?, locArgs: [String], fields: Notification.Fields, isEncrypted: Bool
    ) -> Content {
        guard let locKey else { return .empty }
        if let key = knownKey {
            do {
                let peer = key.formsDependOnPeer ? fields.peerKind : nil
                return .notification(try Notification(key: key, locArgs: locArgs, peer: peer))
            } catch {
                return .invalidArguments(error)
            }
        }
        do {
            if let service = try Notification.Service(locKey: locKey, fields: fields) {
                guard !service.requiresEncryption || isEncrypted else {
                    return .refused(service, reason: "\(locKey) is honoured only inside an MTProto-encrypted payload")
                }
                return .service(service)
            }
        } catch {
            return .invalidService(error)
        }
        do {
            return .notification(try Notification(locKey: locKey, locArgs: locArgs, peer: nil))
        } catch {
            return .invalidArguments(error)
        }
    }
}
