/// TDLib's `NotificationSettingsScope`: the kinds of chats that share default settings.
public enum NotificationSettingsScope: String, Sendable, Hashable, CaseIterable, TDLibEncodable {
    case privateChats = "notificationSettingsScopePrivateChats"
    case groupChats = "notificationSettingsScopeGroupChats"
    case channelChats = "notificationSettingsScopeChannelChats"

    public var tdlib: TDLibValue { .object(type: rawValue, members: []) }
}

/// TDLib's `scopeNotificationSettings`: the defaults of a kind of chats.
public struct ScopeNotificationSettings: Sendable, Hashable, TDLibEncodable {
    public var muteFor: Int32 = 0
    /// The sound to play: an id, 0 for none, −1 for the default sound.
    public var soundID: Int64 = -1
    public var showPreview = true
    public var useDefaultMuteStories = true
    public var muteStories = false
    public var storySoundID: Int64 = -1
    public var showStoryPoster = true
    public var disablePinnedMessageNotifications = false
    public var disableMentionNotifications = false

    public init() {}

    public var tdlib: TDLibValue {
        .object(type: "scopeNotificationSettings", members: [
            ("mute_for", .number(Int64(muteFor))), ("sound_id", .int64(soundID)), ("show_preview", .bool(showPreview)),
            ("use_default_mute_stories", .bool(useDefaultMuteStories)), ("mute_stories", .bool(muteStories)),
            ("story_sound_id", .int64(storySoundID)), ("show_story_poster", .bool(showStoryPoster)),
            ("disable_pinned_message_notifications", .bool(disablePinnedMessageNotifications)),
            ("disable_mention_notifications", .bool(disableMentionNotifications)),
        ])
    }
}

/// TDLib's `chatNotificationSettings`: a chat's own settings, each with a `use_default_…` flag
/// that makes the scope's value apply instead.
public struct ChatNotificationSettings: Sendable, Hashable, TDLibEncodable {
    public var useDefaultMuteFor = true
    public var muteFor: Int32 = 0
    public var useDefaultSound = true
    public var soundID: Int64 = -1
    public var useDefaultShowPreview = true
    public var showPreview = true
    public var useDefaultMuteStories = true
    public var muteStories = false
    public var useDefaultStorySound = true
    public var storySoundID: Int64 = -1
    public var useDefaultShowStoryPoster = true
    public var showStoryPoster = true
    public var useDefaultDisablePinnedMessageNotifications = true
    public var disablePinnedMessageNotifications = false
    public var useDefaultDisableMentionNotifications = true
    public var disableMentionNotifications = false

    public init() {}

    public var tdlib: TDLibValue {
        .object(type: "chatNotificationSettings", members: [
            ("use_default_mute_for", .bool(useDefaultMuteFor)), ("mute_for", .number(Int64(muteFor))),
            ("use_default_sound", .bool(useDefaultSound)), ("sound_id", .int64(soundID)),
            ("use_default_show_preview", .bool(useDefaultShowPreview)), ("show_preview", .bool(showPreview)),
            ("use_default_mute_stories", .bool(useDefaultMuteStories)), ("mute_stories", .bool(muteStories)),
            ("use_default_story_sound", .bool(useDefaultStorySound)), ("story_sound_id", .int64(storySoundID)),
            ("use_default_show_story_poster", .bool(useDefaultShowStoryPoster)),
            ("show_story_poster", .bool(showStoryPoster)),
            ("use_default_disable_pinned_message_notifications", .bool(useDefaultDisablePinnedMessageNotifications)),
            ("disable_pinned_message_notifications", .bool(disablePinnedMessageNotifications)),
            ("use_default_disable_mention_notifications", .bool(useDefaultDisableMentionNotifications)),
            ("disable_mention_notifications", .bool(disableMentionNotifications)),
        ])
    }

    /// The settings that apply: the chat's own where it does not use the scope's.
    func effective(in scope: ScopeNotificationSettings) -> EffectiveNotificationSettings {
        EffectiveNotificationSettings(
            muteFor: useDefaultMuteFor ? scope.muteFor : muteFor,
            soundID: useDefaultSound ? scope.soundID : soundID,
            disablePinnedMessageNotifications: useDefaultDisablePinnedMessageNotifications
                ? scope.disablePinnedMessageNotifications : disablePinnedMessageNotifications,
            disableMentionNotifications: useDefaultDisableMentionNotifications
                ? scope.disableMentionNotifications : disableMentionNotifications)
    }
}

/// The settings a notification follows, once a chat's and its scope's are combined.
struct EffectiveNotificationSettings: Hashable {
    var muteFor: Int32
    var soundID: Int64
    var disablePinnedMessageNotifications: Bool
    var disableMentionNotifications: Bool
}
