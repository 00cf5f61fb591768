package org.pushspec.android;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.pushspec.presentation.NotificationAction;
import org.pushspec.presentation.NotificationCategory;
import org.pushspec.presentation.NotificationInterruption;
import org.pushspec.presentation.NotificationPresentation;
import org.pushspec.presentation.NotificationPresentation.Sender;
import org.pushspec.presentation.NotificationPresentation.Sound;

/**
 * Presentations as {@code TelegramPush.presentationChanges} and {@code ZulipPush.presentationChanges}
 * make them (the identifiers, threads, relevance and categories of the spec), written out here.
 */
final class Presentations {
    private Presentations() {}

    static final NotificationAction REPLY = new NotificationAction("reply", "Reply", true, false, false);
    static final NotificationAction MARK_READ = new NotificationAction("mark_read", "Mark as Read", false, false, false);
    static final NotificationCategory TELEGRAM_MESSAGE = new NotificationCategory("telegram.message", Arrays.asList(REPLY, MARK_READ));
    static final NotificationCategory TELEGRAM_CHANNEL_POST = new NotificationCategory("telegram.channel_post", Arrays.asList(MARK_READ));
    static final NotificationCategory TELEGRAM_CALL = new NotificationCategory("telegram.call", Arrays.asList(
        new NotificationAction("accept", "Accept", false, false, true), new NotificationAction("decline", "Decline", false, true, false)));
    static final NotificationCategory ZULIP_MESSAGE = new NotificationCategory("zulip.message", Arrays.asList(REPLY, MARK_READ));

    /** A JPEG file's first bytes (SOI, APP0), as a stripped thumbnail becomes. */
    static final byte[] JPEG = {(byte) 0xFF, (byte) 0xD8, (byte) 0xFF, (byte) 0xE0, 0, 16, 'J', 'F', 'I', 'F', 0, 1, (byte) 0xFF, (byte) 0xD9};

    static Map<String, String> userInfo(String... keysAndValues) {
        Map<String, String> info = new LinkedHashMap<String, String>();
        for (int i = 0; i < keysAndValues.length; i += 2) info.put(keysAndValues[i], keysAndValues[i + 1]);
        return info;
    }

    /** A private chat's message, receiver 7, chat (user) 42. */
    static NotificationPresentation privateMessage(long messageId, String body) {
        return new NotificationPresentation("telegram/7/42/" + messageId, "telegram/7/42/messages", "Alice", null, body,
            new Sender("Alice", 42), Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.5, TELEGRAM_MESSAGE,
            userInfo("account", "7", "chat_id", "42", "message_id", Long.toString(messageId)), null);
    }

    static NotificationPresentation privateMessage() {
        return privateMessage(100, "Hello");
    }

    /** The same chat and message ids, for the account of push receiver 8. */
    static NotificationPresentation otherAccountsMessage() {
        return new NotificationPresentation("telegram/8/42/100", "telegram/8/42/messages", "Alice", null, "Hello",
            new Sender("Alice", 42), Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.5, TELEGRAM_MESSAGE,
            userInfo("account", "8", "chat_id", "42", "message_id", "100"), null);
    }

    /** A basic group's message (chat −500) from Bob: the sender the title, the group the subtitle. */
    static NotificationPresentation groupMessage() {
        return new NotificationPresentation("telegram/7/-500/200", "telegram/7/-500/messages", "Bob", "Team", "Lunch?",
            new Sender("Bob", 43), Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.5, TELEGRAM_MESSAGE,
            userInfo("account", "7", "chat_id", "-500", "message_id", "200"), null);
    }

    /** A mention of the user in the same group: its own thread, relevance 0.8. */
    static NotificationPresentation mention() {
        return new NotificationPresentation("telegram/7/-500/201", "telegram/7/-500/mentions", "Bob", "Team", "@alice look",
            new Sender("Bob", 43), Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.8, TELEGRAM_MESSAGE,
            userInfo("account", "7", "chat_id", "-500", "message_id", "201"), null);
    }

    /** A channel's post (channel 123: chat −10¹² − 123), no sender. */
    static NotificationPresentation channelPost() {
        return new NotificationPresentation("telegram/7/-1000000000123/300", "telegram/7/-1000000000123/messages", "News", null,
            "Rain tomorrow", null, Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.5, TELEGRAM_CHANNEL_POST,
            userInfo("account", "7", "chat_id", "-1000000000123", "message_id", "300"), null);
    }

    /** A message sent silently: no sound, passive. */
    static NotificationPresentation silentMessage() {
        return new NotificationPresentation("telegram/7/42/101", "telegram/7/42/messages", "Alice", null, "psst",
            new Sender("Alice", 42), Sound.NONE, NotificationInterruption.PASSIVE, 0.5, TELEGRAM_MESSAGE,
            userInfo("account", "7", "chat_id", "42", "message_id", "101"), null);
    }

    /** An incoming call (PHONE_CALL_REQUEST): time-sensitive, relevance 1, accept and decline. */
    static NotificationPresentation incomingCall() {
        return new NotificationPresentation("telegram/7/42/call9", "telegram/7/42/calls", "Alice", null, "Incoming call",
            new Sender("Alice", 42), Sound.DEFAULT, NotificationInterruption.TIME_SENSITIVE, 1.0, TELEGRAM_CALL,
            userInfo("account", "7", "chat_id", "42"), null);
    }

    /** A Zulip channel message in topic "lunch" of channel 9. */
    static NotificationPresentation zulipMessage() {
        return new NotificationPresentation("zulip/chat.example.com/5/1234", "zulip/chat.example.com/5/channel/9/lunch",
            "#general > lunch", null, "Carol: soup?", new Sender("Carol", 77), Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.5,
            ZULIP_MESSAGE, userInfo("account", "chat.example.com/5", "chat_id", "9", "message_id", "1234"), null);
    }

    /** A private message with a photo's stripped thumbnail. */
    static NotificationPresentation withAttachment(byte[] jpeg) {
        return new NotificationPresentation("telegram/7/42/102", "telegram/7/42/messages", "Alice", null, "Photo",
            new Sender("Alice", 42), Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.5, TELEGRAM_MESSAGE,
            userInfo("account", "7", "chat_id", "42", "message_id", "102"), jpeg);
    }

    /** An account notice (no chat, no category, no sender): relevance 0.3. */
    static NotificationPresentation accountNotice() {
        return new NotificationPresentation("telegram/7/0/AUTH_REGION", "telegram/7/0/none", "Telegram", null, "New login from Berlin",
            null, Sound.DEFAULT, NotificationInterruption.ACTIVE, 0.3, null, userInfo("account", "7"), null);
    }

    /** A presentation with only the members a removal reads. */
    static NotificationPresentation message(String identifier, String thread, Map<String, String> userInfo) {
        return new NotificationPresentation(identifier, thread, "Alice", null, "Hi", null, Sound.DEFAULT,
            NotificationInterruption.ACTIVE, 0.5, null, userInfo, null);
    }

    static Map<String, String> none() {
        return Collections.emptyMap();
    }
}
