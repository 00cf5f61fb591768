/// TDLib's `PushMessageContent` classes and their fields, as `td_api.tl` declares them
/// (tdlib/td `td/generate/scheme/td_api.tl` at commit 022d60202e446ad1287b9fb68e687c8a0760788b): what a
/// notification form's `tdlib:` entry is checked against. Object fields (a photo, a sticker…) are
/// listed with their TL type: a push without an attachment leaves them out, so a form names none.
enum TDLibContentClasses {
    /// A field's TL type: `Bool`, `string`, `int32`, `int53`, or an object type.
    static let fields: [String: [(name: String, type: String)]] = [
        "pushMessageContentHidden": [("is_pinned", "Bool")],
        "pushMessageContentAnimation": [("animation", "animation"), ("caption", "string"), ("is_pinned", "Bool")],
        "pushMessageContentAudio": [("audio", "audio"), ("is_pinned", "Bool")],
        "pushMessageContentContact": [("name", "string"), ("is_pinned", "Bool")],
        "pushMessageContentContactRegistered": [("as_premium_account", "Bool")],
        "pushMessageContentDocument": [("document", "document"), ("is_pinned", "Bool")],
        "pushMessageContentGame": [("title", "string"), ("is_pinned", "Bool")],
        "pushMessageContentGameScore": [("title", "string"), ("score", "int32"), ("is_pinned", "Bool")],
        "pushMessageContentInvoice": [("price", "string"), ("is_pinned", "Bool")],
        "pushMessageContentLocation": [("is_live", "Bool"), ("is_pinned", "Bool")],
        "pushMessageContentPaidMedia": [("star_count", "int53"), ("is_pinned", "Bool")],
        "pushMessageContentPhoto": [("photo", "photo"), ("caption", "string"), ("is_secret", "Bool"), ("is_pinned", "Bool")],
        "pushMessageContentPoll": [("question", "string"), ("is_regular", "Bool"), ("is_pinned", "Bool")],
        "pushMessageContentPremiumGiftCode": [("month_count", "int32")],
        "pushMessageContentGiveaway": [("winner_count", "int32"), ("prize", "GiveawayPrize"), ("is_pinned", "Bool")],
        "pushMessageContentGift": [("star_count", "int53"), ("is_prepaid_upgrade", "Bool")],
        "pushMessageContentUpgradedGift": [("is_upgrade", "Bool"), ("is_prepaid_upgrade", "Bool")],
        "pushMessageContentScreenshotTaken": [],
        "pushMessageContentSticker": [("sticker", "sticker"), ("emoji", "string"), ("is_pinned", "Bool")],
        "pushMessageContentStory": [("is_mention", "Bool"), ("is_pinned", "Bool")],
        "pushMessageContentText": [("text", "string"), ("is_pinned", "Bool")],
        "pushMessageContentChecklist": [("title", "string"), ("is_pinned", "Bool")],
        "pushMessageContentVideo": [("video", "video"), ("caption", "string"), ("is_secret", "Bool"), ("is_pinned", "Bool")],
        "pushMessageContentVideoNote": [("video_note", "videoNote"), ("is_pinned", "Bool")],
        "pushMessageContentVoiceNote": [("voice_note", "voiceNote"), ("is_pinned", "Bool")],
        "pushMessageContentBasicGroupChatCreate": [],
        "pushMessageContentVideoChatStarted": [],
        "pushMessageContentVideoChatEnded": [],
        "pushMessageContentInviteVideoChatParticipants": [("is_current_user", "Bool")],
        "pushMessageContentChatAddMembers": [("member_name", "string"), ("is_current_user", "Bool"), ("is_returned", "Bool")],
        "pushMessageContentChatChangePhoto": [],
        "pushMessageContentChatChangeTitle": [("title", "string")],
        "pushMessageContentChatSetBackground": [("is_same", "Bool")],
        "pushMessageContentChatSetTheme": [("name", "string")],
        "pushMessageContentChatDeleteMember": [("member_name", "string"), ("is_current_user", "Bool"), ("is_left", "Bool")],
        "pushMessageContentChatJoinByLink": [],
        "pushMessageContentChatJoinByRequest": [],
        "pushMessageContentRecurringPayment": [("amount", "string")],
        "pushMessageContentSuggestProfilePhoto": [],
        "pushMessageContentSuggestBirthdate": [],
        "pushMessageContentProximityAlertTriggered": [("distance", "int32")],
        "pushMessageContentChecklistTasksAdded": [("task_count", "int32")],
        "pushMessageContentChecklistTasksDone": [("task_count", "int32")],
        "pushMessageContentPollOptionAdded": [("text", "string")],
        "pushMessageContentMessageForwards": [("total_count", "int32")],
        "pushMessageContentMediaAlbum": [("total_count", "int32"), ("has_photos", "Bool"), ("has_videos", "Bool"), ("has_audios", "Bool"), ("has_documents", "Bool")],
    ]

    /// The TL types a `tdlib:` value can have: the rest are objects.
    static let scalarTypes: Set<String> = ["Bool", "string", "int32", "int53"]
}
