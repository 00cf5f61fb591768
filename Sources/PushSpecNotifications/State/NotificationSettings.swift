/// TDLib's `NotificationSettingsScope`: the kinds of chats that share default settings.
public enum NotificationSettingsScope: String, Sendable, Hashable, CaseIterable, TDLibEncodable {
    /// Private chats and secret chats.
    case privateChats = "notificationSettingsScopePrivateChats"
    /// Basic groups and supergroups.
    case groupChats = "notificationSettingsScopeGroupChats"
    /// Channels.
    case channelChats = "notificationSettingsScopeChannelChats"

    public var tdlib: TDLibValue { .object(type: rawValue, members: []) }
}

/// TDLib's `scopeNotificationSettings`: the defaults of a kind of chats.
public struct ScopeNotificationSettings: Sendable, Hashable, TDLibEncodable {
    /// Seconds left before the scope's chats are unmuted; above 0, their pushes make no
    /// notification.
    public var muteFor: Int32 = 0
    /// The sound to play: an id, 0 for none, −1 for the default sound.
    public var soundID: Int64 = -1
    /// Whether notifications show the message's content (kept and reported, not applied).
    public var showPreview = true
    /// TDLib's `use_default_mute_stories` (kept and reported; stories make no notification here).
    public var useDefaultMuteStories = true
    /// Whether story notifications are off (kept and reported).
    public var muteStories = false
    /// The sound for stories, as ``soundID`` (kept and reported).
    public var storySoundID: Int64 = -1
    /// Whether a story's notification shows who posted it (kept and reported).
    public var showStoryPoster = true
    /// Whether a pinned message makes an ordinary notification in the Messages group instead of
    /// one in the Mentions group.
    public var disablePinnedMessageNotifications = false
    /// Whether a mention makes an ordinary notification in the Messages group instead of one in
    /// the Mentions group.
    public var disableMentionNotifications = false

    /// TDLib's defaults: nothing muted, the default sounds, previews shown.
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
    /// Whether the scope's ``ScopeNotificationSettings/muteFor`` applies instead of ``muteFor``.
    public var useDefaultMuteFor = true
    /// Seconds left before the chat is unmuted; above 0, its pushes make no notification.
    public var muteFor: Int32 = 0
    /// Whether the scope's ``ScopeNotificationSettings/soundID`` applies instead of ``soundID``.
    public var useDefaultSound = true
    /// The sound to play: an id, 0 for none, −1 for the default sound.
    public var soundID: Int64 = -1
    /// Whether the scope's ``ScopeNotificationSettings/showPreview`` applies instead of
    /// ``showPreview``.
    public var useDefaultShowPreview = true
    /// Whether notifications show the message's content (kept and reported, not applied).
    public var showPreview = true
    /// Whether the scope's ``ScopeNotificationSettings/muteStories`` applies instead of
    /// ``muteStories``.
    public var useDefaultMuteStories = true
    /// Whether story notifications are off (kept and reported).
    public var muteStories = false
    /// Whether the scope's ``ScopeNotificationSettings/storySoundID`` applies instead of
    /// ``storySoundID``.
    public var useDefaultStorySound = true
    /// The sound for stories, as ``soundID`` (kept and reported).
    public var storySoundID: Int64 = -1
    /// Whether the scope's ``ScopeNotificationSettings/showStoryPoster`` applies instead of
    /// ``showStoryPoster``.
    public var useDefaultShowStoryPoster = true
    /// Whether a story's notification shows who posted it (kept and reported).
    public var showStoryPoster = true
    /// Whether the scope's ``ScopeNotificationSettings/disablePinnedMessageNotifications``
    /// applies instead of ``disablePinnedMessageNotifications``.
    public var useDefaultDisablePinnedMessageNotifications = true
    /// Whether a pinned message makes an ordinary notification in the Messages group instead of
    /// one in the Mentions group.
    public var disablePinnedMessageNotifications = false
    /// Whether the scope's ``ScopeNotificationSettings/disableMentionNotifications`` applies
    /// instead of ``disableMentionNotifications``.
    public var useDefaultDisableMentionNotifications = true
    /// Whether a mention makes an ordinary notification in the Messages group instead of one in
    /// the Mentions group.
    public var disableMentionNotifications = false

    /// TDLib's defaults: every setting the scope's.
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
