/// How a Telegram push was wrapped when it arrived.
public enum TelegramEnvelope: String, Sendable, Hashable, CaseIterable {
    /// The notification fields at the top level of the FCM data (`{"loc_key": …}`).
    case flat
    /// The fields inside a `data` object (`{"data": {"loc_key": …}}`), as the doc shows.
    case data
    /// `data` holding the fields as a JSON string (Huawei Push Kit delivers it so).
    case dataString = "data_string"
    /// An APNs payload: `aps.alert` with `loc-key` / `loc-args`, custom fields at the top level.
    case apns
}
