import PushSpecCore

/// Reads TDLib's `chatNotificationSettings` and `scopeNotificationSettings` objects: the members
/// present change the settings, the ones left out keep their value (as a TDLib request does).
/// Integers are taken as numbers or numeric strings and booleans as `true`/`false`, as TDLib
/// reads its JSON.
enum NotificationSettingsCoding {
    static func chat(from json: String) -> ChatNotificationSettings? {
        guard let object = try? JSONValue(parsing: json), object.kind == .object else { return nil }
        var settings = ChatNotificationSettings()
        merge(object, into: &settings)
        return settings
    }

    static func scope(from json: String) -> ScopeNotificationSettings? {
        guard let object = try? JSONValue(parsing: json), object.kind == .object else { return nil }
        var settings = ScopeNotificationSettings()
        merge(object, into: &settings)
        return settings
    }

    static func merge(_ object: JSONValue, into settings: inout ChatNotificationSettings) {
        read(object, "use_default_mute_for", into: &settings.useDefaultMuteFor)
        read(object, "mute_for", into: &settings.muteFor)
        read(object, "use_default_sound", into: &settings.useDefaultSound)
        read(object, "sound_id", into: &settings.soundID)
        read(object, "use_default_show_preview", into: &settings.useDefaultShowPreview)
        read(object, "show_preview", into: &settings.showPreview)
        read(object, "use_default_mute_stories", into: &settings.useDefaultMuteStories)
        read(object, "mute_stories", into: &settings.muteStories)
        read(object, "use_default_story_sound", into: &settings.useDefaultStorySound)
        read(object, "story_sound_id", into: &settings.storySoundID)
        read(object, "use_default_show_story_poster", into: &settings.useDefaultShowStoryPoster)
        read(object, "show_story_poster", into: &settings.showStoryPoster)
        read(
            object, "use_default_disable_pinned_message_notifications",
            into: &settings.useDefaultDisablePinnedMessageNotifications)
        read(object, "disable_pinned_message_notifications", into: &settings.disablePinnedMessageNotifications)
        read(object, "use_default_disable_mention_notifications", into: &settings.useDefaultDisableMentionNotifications)
        read(object, "disable_mention_notifications", into: &settings.disableMentionNotifications)
    }

    static func merge(_ object: JSONValue, into settings: inout ScopeNotificationSettings) {
        read(object, "mute_for", into: &settings.muteFor)
        read(object, "sound_id", into: &settings.soundID)
        read(object, "show_preview", into: &settings.showPreview)
        read(object, "use_default_mute_stories", into: &settings.useDefaultMuteStories)
        read(object, "mute_stories", into: &settings.muteStories)
        read(object, "story_sound_id", into: &settings.storySoundID)
        read(object, "show_story_poster", into: &settings.showStoryPoster)
        read(object, "disable_pinned_message_notifications", into: &settings.disablePinnedMessageNotifications)
        read(object, "disable_mention_notifications", into: &settings.disableMentionNotifications)
    }

    private static func read(_ object: JSONValue, _ name: String, into value: inout Bool) {
        if let bool = object[name]?.boolValue { value = bool }
    }

    private static func read(_ object: JSONValue, _ name: String, into value: inout Int32) {
        if let number = object[name]?.lenientInt64, let fitting = Int32(exactly: number) { value = fitting }
    }

    private static func read(_ object: JSONValue, _ name: String, into value: inout Int64) {
        if let number = object[name]?.lenientInt64 { value = number }
    }
}

extension ChatNotificationSettings {
    /// Takes the members of a TDLib `chatNotificationSettings` object that are present; the rest
    /// keep their value, as in a `setChatNotificationSettings` request.
    public mutating func update(fromTDLib object: JSONValue) {
        NotificationSettingsCoding.merge(object, into: &self)
    }
}

extension ScopeNotificationSettings {
    /// Takes the members of a TDLib `scopeNotificationSettings` object that are present; the rest
    /// keep their value.
    public mutating func update(fromTDLib object: JSONValue) {
        NotificationSettingsCoding.merge(object, into: &self)
    }
}
